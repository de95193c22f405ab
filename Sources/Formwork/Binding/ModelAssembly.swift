import Foundation

/// Builds a new model from a current one and the form's values.
///
/// The model's own `init(from:)` runs against ``AssemblingDecoder``, which
/// answers each property: a row's wrapper is made from the form's value, a
/// group is assembled recursively, and every other property is handed back
/// exactly as the current model holds it. So edits land, non-field
/// properties survive untouched, and the caller's model is never mutated.
struct ModelAssembly {
    let schema: ModelSchema
    /// Every value of the form, indexed by flat field position.
    let values: [FormValue]
    /// Where this model's fields start in `values`.
    let base: Int
    /// Records the keys `init(from:)` asks for, when checking a declaration.
    let requestedKeys: RequestedKeys?
    /// Keeps every model built, the root's and each group's, when closure
    /// conditions need the model that declares them.
    let assembled: AssembledModels?
    /// Coding keys from the root model to this one, while `assembled` is kept.
    let path: [String]

    init(
        schema: ModelSchema, values: [FormValue], base: Int = 0, requestedKeys: RequestedKeys? = nil,
        assembled: AssembledModels? = nil, path: [String] = []
    ) {
        self.schema = schema
        self.values = values
        self.base = base
        self.requestedKeys = requestedKeys
        self.assembled = assembled
        self.path = path
    }

    /// A new model from the form's values and the other properties of
    /// `current`, whose capture may be given when it is already known.
    func decode<Model: Codable>(_ type: Model.Type, from current: Model, capture: ModelCapture? = nil) throws -> Model {
        let capture = try capture ?? ModelCapture(current, schema: schema)
        let model = try Model(from: AssemblingDecoder(assembly: self, capture: capture))
        assembled?.models[path] = model
        return model
    }

    /// The assembly of the group with coding key `key`, whose fields start at `offset`.
    func nested(_ schema: ModelSchema, at offset: Int, key: String) -> ModelAssembly {
        ModelAssembly(
            schema: schema, values: values, base: base + offset, requestedKeys: nil,
            assembled: assembled, path: assembled == nil ? [] : path + [key])
    }

    /// The value for the property with coding key `key`, as `T`.
    func value<T>(_ type: T.Type, for key: String, capture: ModelCapture) throws -> T {
        requestedKeys?.keys.insert(key)
        switch schema.slots[key] {
        case .field(let offset, let descriptor, let wrapperType):
            guard let wrapper = wrapperType.rebuilt(T.self, from: values[base + offset], descriptor: descriptor) else {
                throw mismatch(type, key, "the form's value does not fit")
            }
            return wrapper
        case .group(let offset, let schema, let descriptor):
            guard let groupType = T.self as? any GroupWrapper.Type,
                let group = try groupType.rebuilt(
                    from: capture[key], capture: capture.groups[key], descriptor: descriptor,
                    assemble: nested(schema, at: offset, key: key)) as? T
            else { throw mismatch(type, key, "the group does not fit") }
            return group
        case nil:
            guard let stored = capture[key] else {
                throw DecodingError.keyNotFound(
                    AnyCodingKey(key), .init(codingPath: [], debugDescription: "`\(key)` was not encoded"))
            }
            guard let value = stored as? T else { throw mismatch(type, key, "it was encoded as \(Swift.type(of: stored))") }
            return value
        }
    }

    private func mismatch<T>(_ type: T.Type, _ key: String, _ reason: String) -> DecodingError {
        .typeMismatch(type, .init(codingPath: [AnyCodingKey(key)], debugDescription: "`\(key)`: \(reason)"))
    }
}

/// The keys a model's `init(from:)` asked for.
final class RequestedKeys {
    var keys: Set<String> = []
}

/// The models one assembly built, by the coding keys leading to each from
/// the root (`[]` for the root, `["shipping"]` for its group): a group's model
/// comes out of building the root, with no second build and no `Mirror`.
final class AssembledModels {
    var models: [[String]: Any] = [:]
}

/// A coding key made from its text.
struct AnyCodingKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ stringValue: String) { self.stringValue = stringValue }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// The `Decoder` a model's `init(from:)` runs against when Formwork builds it.
struct AssemblingDecoder: Decoder {
    let assembly: ModelAssembly
    let capture: ModelCapture
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(AssemblingContainer<Key>(assembly: assembly, capture: capture))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch(
            [Any].self, .init(codingPath: [], debugDescription: "a form model decodes from a keyed container"))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw DecodingError.typeMismatch(
            Any.self, .init(codingPath: [], debugDescription: "a form model decodes from a keyed container"))
    }
}

/// The keyed container of ``AssemblingDecoder``.
struct AssemblingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let assembly: ModelAssembly
    let capture: ModelCapture
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { capture.keys.compactMap(Key.init(stringValue:)) }

    func contains(_ key: Key) -> Bool {
        assembly.schema.slots[key.stringValue] != nil || capture[key.stringValue] != nil
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        assembly.requestedKeys?.keys.insert(key.stringValue)
        if assembly.schema.slots[key.stringValue] != nil { return false }
        return capture[key.stringValue] is CapturedNil
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try assembly.value(type, for: key.stringValue, capture: capture)
    }

    /// Answered here rather than by the protocol's default, which asks
    /// `contains` and `decodeNil` first: a row is always present, so an
    /// optional row (`@FormText var phone: String?`) is decoded at once.
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        let name = key.stringValue
        if assembly.schema.slots[name] == nil {
            assembly.requestedKeys?.keys.insert(name)
            guard let stored = capture[name], !(stored is CapturedNil) else { return nil }
        }
        return try assembly.value(type, for: name, capture: capture)
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try value(key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try value(key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try value(key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try value(key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try value(key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try value(key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try value(key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try value(key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try value(key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try value(key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try value(key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try value(key) }

    private func value<T>(_ key: Key) throws -> T {
        try assembly.value(T.self, for: key.stringValue, capture: capture)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        throw unsupported(key)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw unsupported(key)
    }

    func superDecoder() throws -> any Decoder { throw unsupported(nil) }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw unsupported(key) }

    private func unsupported(_ key: Key?) -> DecodingError {
        .dataCorrupted(
            .init(
                codingPath: key.map { [$0] } ?? [],
                debugDescription: "a form model decodes each property with decode(_:forKey:)"))
    }
}
