extension StoredLayout {
    /// How a model's capture is read from its memory instead of from its
    /// `encode(to:)`: the properties `Model()`'s `encode(to:)` handed over,
    /// in its order, each a row, a group or another stored property of
    /// exactly the type it handed over (an optional one handed over
    /// unwrapped, as `encodeIfPresent` does, and left out when `nil`).
    ///
    /// A model built through `init(from:)` hands that initialiser its other
    /// properties from a capture of the model it starts from; for
    /// `Model(json:)` that is a new `Model()` every time, which must not be
    /// encoded again for every read. As with the rows, what the sample's
    /// `encode(to:)` handed over is taken to be what every model of the
    /// type hands over: a type whose other properties cannot be matched
    /// this way (a class, another type or value than the one stored, a
    /// `nil` encoded) has no plan and is captured through `encode(to:)`.
    struct CapturePlan: Sendable {
        enum Part: Sendable {
            case row
            /// A group, by its position in the layout's groups.
            case group(Int)
            /// A repeating group, by its position in the layout's repeating groups.
            case repeating(Int)
            /// Another stored property, read as `type`.
            case stored(offset: Int, type: any Any.Type, optional: Bool)
        }

        /// Coding keys, in the order `encode(to:)` hands them over.
        let keys: [String]
        let parts: [Part]
        /// The schema's slot for each key.
        let slots: [ModelSchema.Slot?]
        /// Each key's position, for a model that hands every key over.
        let index: [String: Int]
        /// Optional stored properties the sample did not hand over (when
        /// `nil`, `encodeIfPresent` hands over nothing), each with its bytes
        /// in the sample: a model holding other bytes there may hand it over,
        /// and is captured through `encode(to:)`. Compared as bytes, never
        /// read as their type: a `weak` optional's bytes are not those of
        /// the strong optional `Mirror` shows.
        let unlisted: [Stored]

        init?<Model>(
            _ layout: StoredLayout, _ stored: [String: Stored], slots: [String: ModelSchema.Slot], sample: Model,
            capture: ModelCapture
        ) {
            var parts: [Part] = []
            // Rows and groups are stored as their wrappers, never as optionals.
            var matched: Set<String> = []
            let groupPositions = Dictionary(
                layout.groups.enumerated().map { ($1.codingKey, $0) }, uniquingKeysWith: { first, _ in first })
            let repeatingPositions = Dictionary(
                layout.repeating.enumerated().map { ($1.codingKey, $0) }, uniquingKeysWith: { first, _ in first })
            for (key, value) in zip(capture.keys, capture.ordered) {
                if case .field = slots[key] {
                    parts.append(.row)
                } else if let position = groupPositions[key] {
                    parts.append(.group(position))
                } else if let position = repeatingPositions[key] {
                    parts.append(.repeating(position))
                } else {
                    guard let property = stored[key],
                        let part = Self.part(property.offset, property.type, handedOver: value, sample: sample)
                    else { return nil }
                    parts.append(part)
                    matched.insert(key)
                }
            }
            keys = capture.keys
            self.parts = parts
            self.slots = capture.keys.map { slots[$0] }
            index = Dictionary(capture.keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { _, last in last })
            unlisted = stored.compactMap { name, property in
                !matched.contains(name) && property.type is any OptionalMarker.Type ? property : nil
            }.sorted { $0.offset < $1.offset }
        }

        /// The part for a stored property of `type` at `offset` whose
        /// `encode(to:)` handed over `value`, or `nil` when it is not that
        /// property as it is stored, or may hold a reference, which is
        /// never read by place.
        private static func part<Model>(_ offset: Int, _ type: any Any.Type, handedOver value: Any, sample: Model) -> Part? {
            if value is CapturedNil || type is AnyClass { return nil }
            let handed = Swift.type(of: value)
            if ObjectIdentifier(handed) == ObjectIdentifier(type) {
                let held = withUnsafeBytes(of: sample) { raw in raw.baseAddress.map { load(type, at: $0 + offset) } }
                guard let held, same(held, value) != false else { return nil }
                return .stored(offset: offset, type: type, optional: false)
            }
            if let optional = type as? any StoredOptional.Type, !(optional.wrappedType is AnyClass),
                ObjectIdentifier(optional.wrappedType) == ObjectIdentifier(handed)
            {
                return .stored(offset: offset, type: type, optional: true)
            }
            return nil
        }
    }
}

/// The value of type `type` stored at `place`, boxed.
func load(_ type: any Any.Type, at place: UnsafeRawPointer) -> Any {
    func open<T>(_: T.Type) -> Any { place.assumingMemoryBound(to: T.self).pointee }
    return open(type)
}

/// Whether two values are equal, when their type is `Equatable`; `nil` when it is not.
private func same(_ lhs: Any, _ rhs: Any) -> Bool? {
    func compare<T: Equatable>(_ lhs: T) -> Bool { (rhs as? T).map { $0 == lhs } ?? false }
    guard let lhs = lhs as? any Equatable else { return nil }
    return compare(lhs)
}

/// An `Optional` of a stored property: its wrapped type, and its value
/// unwrapped.
protocol StoredOptional {
    static var wrappedType: any Any.Type { get }
    var unwrapped: Any? { get }
}

extension Optional: StoredOptional {
    static var wrappedType: any Any.Type { Wrapped.self }
    var unwrapped: Any? { self.map { $0 } }
}
