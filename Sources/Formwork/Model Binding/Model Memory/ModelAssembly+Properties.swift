extension ModelAssembly {
    /// The value for the property with coding key `key`, as `T`: the row
    /// `slot` names made from the form's value, the group it names assembled,
    /// or else the value `stored` in the current model.
    ///
    /// The answer is written in place rather than returned as a `T?`: this
    /// code is not specialised, and every `Optional<T>` of it would look up
    /// that type's metadata for every property. The place is a heap cell:
    /// `withUnsafeTemporaryAllocation` with a throwing body looks up a
    /// `Result<T, any Error>`'s metadata for every property.
    func value<T>(
        _ type: T.Type, for key: String, slot: ModelSchema.Slot?, stored: Any?, capture: ModelCapture
    ) throws -> T {
        requestedKeys?.keys.insert(key)
        let target = UnsafeMutablePointer<T>.allocate(capacity: 1)
        defer { target.deallocate() }
        let raw = UnsafeMutableRawPointer(target)
        switch slot {
        case .field(let offset, let descriptor, let wrapperType):
            guard ObjectIdentifier(T.self) == ObjectIdentifier(wrapperType),
                descriptor.access.initialize(raw, values[base + offset], descriptor)
            else { throw mismatch(type, key, "the form's value does not fit") }
        case .group(let offset, let schema, let descriptor):
            guard let groupType = T.self as? any GroupWrapper.Type,
                try groupType.rebuild(
                    from: stored, capture: capture.groups[key], descriptor: descriptor,
                    assemble: nested(schema, at: offset, key: key), into: raw)
            else { throw mismatch(type, key, "the group does not fit") }
        case .repeating(let ordinal, let itemSchema, let descriptor):
            let held = itemValues(ordinal)
            guard let groupType = T.self as? any GroupWrapper.Type,
                try groupType.rebuildItems(
                    from: stored, values: held, origins: itemOrigins(ordinal),
                    descriptor: descriptor, assembly: { item(itemSchema, values: held[$0], position: $0, key: key) },
                    into: raw)
            else { throw mismatch(type, key, "the repeating group does not fit") }
        case nil:
            guard let stored else {
                throw DecodingError.keyNotFound(
                    AnyCodingKey(key), .init(codingPath: [], debugDescription: "`\(key)` was not encoded"))
            }
            guard Self.copy(stored, into: target) else {
                throw mismatch(type, key, "it was encoded as \(Swift.type(of: stored))")
            }
        }
        return target.move()
    }

    /// Copies `stored` into `target` when it is a `T`. The capture keeps
    /// each property as the type its `encode(to:)` was called with, which is
    /// the type `init(from:)` asks for: comparing the types comes first, and
    /// a cast (which makes a `T?`) only when they differ.
    private static func copy<T>(_ stored: Any, into target: UnsafeMutablePointer<T>) -> Bool {
        func exact<Stored>(_ value: Stored) -> Bool {
            guard Stored.self == T.self else { return false }
            UnsafeMutableRawPointer(target).initializeMemory(as: Stored.self, repeating: value, count: 1)
            return true
        }
        return exact(stored) || cast(stored, into: target)
    }

    /// Apart, so that the `T?` the cast makes is paid for only when the types differ.
    @inline(never)
    private static func cast<T>(_ stored: Any, into target: UnsafeMutablePointer<T>) -> Bool {
        guard let value = stored as? T else { return false }
        target.initialize(to: value)
        return true
    }

    func mismatch<T>(_ type: T.Type, _ key: String, _ reason: String) -> DecodingError {
        .typeMismatch(type, .init(codingPath: [AnyCodingKey(key)], debugDescription: "`\(key)`: \(reason)"))
    }
}
