extension StoredLayout {
    /// The bytes of a model type's sample, `Model()`, and its stored
    /// properties as `Mirror` lists them: what places are found in (see
    /// "Why reading and writing by place is sound" on ``StoredLayout``).
    ///
    /// Holds the sample, so that the declarations its wrappers reference
    /// stay allocated, and no other object takes their addresses, while
    /// they are searched for.
    struct SamplePlaces {
        /// A stored property as `Mirror` lists it: its label and value.
        private typealias Child = (label: String, value: Any)

        private let sample: Any
        /// The sample's bytes as a copy of it writes them: `nil` where a
        /// copy leaves a byte as it was (padding, payload bytes an enum's
        /// case does not use), which in the sample itself may hold stale
        /// words, an address among them, from before it was made.
        private let image: [UInt8?]
        private let alignment: Int
        private let children: [Child]
        /// The offsets at which each word-aligned word of ``image`` occurs,
        /// by its bits: only words whose every byte a copy writes.
        private let words: [UInt: [Int]]

        init<Model>(_ sample: Model) throws(Missing) {
            if Model.self is AnyClass {
                throw Missing(reason: "it is a class, whose properties live behind a reference", fix: "make it a struct")
            }
            if sample is CustomReflectable {
                throw Missing(
                    reason: "its `customMirror` lists other children than its stored properties",
                    fix: "leave `Mirror` to show the stored properties (no `CustomReflectable` conformance)")
            }
            self.sample = sample
            image = Self.representation(of: sample, as: Model.self) ?? []
            alignment = MemoryLayout<Model>.alignment
            children = Mirror(reflecting: sample).children.map { ($0.label ?? "", $0.value) }
            let width = MemoryLayout<UInt>.size
            var words: [UInt: [Int]] = [:]
            for offset in stride(from: 0, to: image.count - width + 1, by: MemoryLayout<UInt>.alignment) {
                if let word = Self.word(in: image, at: offset) { words[word, default: []].append(offset) }
            }
            self.words = words
        }

        /// The offset of the stored property `label`, a wrapper of type
        /// `wrapperType` that holds `token` (its declaration) `tokenOffset`
        /// bytes from its start: where the one reference to `token` in the
        /// sample is.
        func place(
            of token: AnyObject, _ label: String, wrapperType: any Any.Type, tokenOffset: Int?
        ) throws(Missing) -> Int {
            let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
            guard let tokenOffset else {
                throw Missing(
                    reason: "the wrapper of `\(name)` keeps its declaration in no fixed place",
                    fix: "declare `\(name)` with one of Formwork's wrappers")
            }
            let found = words[UInt(bitPattern: Unmanaged.passUnretained(token).toOpaque())] ?? []
            guard found.count == 1, let tokenPlace = found.first else {
                throw Missing(
                    reason: found.isEmpty
                        ? "the wrapper of `\(name)` is not among its stored bytes"
                        : "the declaration of `\(name)` is stored \(found.count) times in it: another property keeps a copy of its wrapper",
                    fix: "declare `\(name)` as a plain stored property and keep no other copy of its wrapper in the model")
            }
            let offset = tokenPlace - tokenOffset
            let (size, alignment) = Self.sizeAndAlignment(of: wrapperType)
            guard offset >= 0, offset % alignment == 0, offset + size <= image.count else {
                throw Missing(
                    reason: "the declaration of `\(name)` lies where its wrapper cannot",
                    fix: "declare `\(name)` as a plain stored property")
            }
            return offset
        }

        /// The offset of the group wrapper `wrapper`, stored property
        /// `label`, found by its declaration as a row's is, and that declaration.
        func place(ofGroup wrapper: any GroupWrapper, _ label: String, _ name: String) throws(Missing)
            -> (token: GroupDescriptor, offset: Int)
        {
            let wrapperType = Swift.type(of: wrapper)
            guard let token = wrapper.groupDescriptor else {
                throw Missing(reason: "the group `\(name)` has no declaration", fix: "declare it with `@FormGroup`")
            }
            return (token, try place(of: token, label, wrapperType: wrapperType, tokenOffset: wrapperType.descriptorOffset))
        }

        /// Every stored property's offset and type by label, placed in
        /// declaration order, when that placing puts each row and group
        /// (a label and the offset its token gave) where it was found, ends
        /// at the model's size, shares its alignment and finds every other
        /// property's bytes where it puts it; `nil` when it does not.
        func storedProperties(confirming found: [(label: String, offset: Int)]) -> [String: Stored]? {
            var placed: [String: Stored] = [:], end = 0, largestAlignment = 1
            for child in children {
                let type = Swift.type(of: child.value)
                let (size, alignment) = Self.sizeAndAlignment(of: type)
                let offset = (end + alignment - 1) / alignment * alignment
                placed[child.label] = Stored(offset: offset, type: type, size: size)
                end = offset + size
                largestAlignment = max(largestAlignment, alignment)
            }
            // Each check below is one that a property stored otherwise than
            // as the type of its value would fail (see ``StoredLayout``, 4).
            guard end == image.count, largestAlignment == alignment, placed.count == children.count,
                found.allSatisfy({ placed[$0.label]?.offset == $0.offset })
            else { return nil }
            let wrappers = Set(found.map(\.label))
            for child in children where !wrappers.contains(child.label) {
                guard var stored = placed[child.label], let copy = Self.representation(of: child.value, as: stored.type),
                    copy.indices.allSatisfy({ copy[$0] == nil || copy[$0] == image[stored.offset + $0] })
                else { return nil }
                stored.representation = copy
                placed[child.label] = stored
            }
            return placed
        }

        /// The word at `offset` of `image`, when a copy writes each of its bytes.
        private static func word(in image: [UInt8?], at offset: Int) -> UInt? {
            var word: UInt = 0
            for index in 0..<MemoryLayout<UInt>.size {
                guard let byte = image[offset + index] else { return nil }
                withUnsafeMutableBytes(of: &word) { $0[index] = byte }
            }
            return word
        }

        private static func sizeAndAlignment(of type: any Any.Type) -> (size: Int, alignment: Int) {
            func measure<T>(_: T.Type) -> (Int, Int) { (MemoryLayout<T>.size, MemoryLayout<T>.alignment) }
            return measure(type)
        }

        /// The bytes of `value` stored as a `type`, each `nil` where
        /// storing it leaves the byte as it was (padding, or payload
        /// bytes its case does not use): a copy is made over zeroes and
        /// another over ones, and a byte counts where both agree.
        static func representation(of value: Any, as type: any Any.Type) -> [UInt8?]? {
            func copies<T>(_: T.Type) -> [UInt8?]? {
                guard let typed = value as? T else { return nil }
                let size = MemoryLayout<T>.size
                func copy(over filler: UInt8) -> [UInt8] {
                    let cell = UnsafeMutableRawPointer.allocate(
                        byteCount: max(size, 1), alignment: MemoryLayout<T>.alignment)
                    defer { cell.deallocate() }
                    cell.initializeMemory(as: UInt8.self, repeating: filler, count: size)
                    let typedCell = cell.initializeMemory(as: T.self, repeating: typed, count: 1)
                    defer { typedCell.deinitialize(count: 1) }
                    return Array(UnsafeRawBufferPointer(start: cell, count: size))
                }
                let zeroes = copy(over: 0), ones = copy(over: 0xFF)
                return zip(zeroes, ones).map { $0 == $1 ? $0 : nil }
            }
            return copies(type)
        }
    }

    /// A stored property placed in declaration order: its offset, the type
    /// of its value, and that type's size.
    struct Stored {
        let offset: Int
        let type: any Any.Type
        let size: Int
        /// For a property that is no row or group, its bytes in the sample,
        /// `nil` where storing its value leaves a byte as it was.
        var representation: [UInt8?] = []

        /// Whether the property at `base + offset` has the bytes it has in
        /// the sample, wherever storing a value writes them.
        func holdsSampleBytes(at base: UnsafeRawPointer) -> Bool {
            representation.indices.allSatisfy { index in
                representation[index].map { (base + offset + index).load(as: UInt8.self) == $0 } ?? true
            }
        }
    }
}
