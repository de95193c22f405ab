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
    /// The values of each repeating group's items, and where each item
    /// starts from (`nil`: item `k` from the source's item `k`).
    let items: [[[FormValue]]]
    let origins: [[ItemOrigin]]?

    init(
        schema: ModelSchema, values: [FormValue], base: Int = 0, requestedKeys: RequestedKeys? = nil,
        assembled: AssembledModels? = nil, path: [String] = [], items: [[[FormValue]]] = [],
        origins: [[ItemOrigin]]? = nil
    ) {
        self.schema = schema
        self.values = values
        self.items = items
        self.origins = origins
        self.base = base
        self.requestedKeys = requestedKeys
        self.assembled = assembled
        self.path = path
    }

    /// A new model from the form's values and the other properties of
    /// `current`, whose capture may be given when it is already known.
    ///
    /// A model whose type builds from its stored properties (see
    /// ``FormBuilding/storedProperties``) is written in place instead, unless
    /// the keys `init(from:)` asks for are being recorded.
    func decode<Model: Codable>(_ type: Model.Type, from current: Model, capture: ModelCapture? = nil) throws -> Model {
        if requestedKeys == nil, schema.buildsFromStoredProperties, let layout = schema.layout, layout.holds(Model.self) {
            let model = try write(layout, into: current)
            assembled?.models[path] = model
            return model
        }
        let capture = try capture ?? ModelCapture(current, schema: schema)
        let model = try Model(from: AssemblingDecoder(assembly: self, capture: capture))
        assembled?.models[path] = model
        return model
    }

    /// The model of `values` (laid out as `schema` orders them), built from `current`.
    init(schema: ModelSchema, values: ModelValues, origins: [[ItemOrigin]]? = nil, assembled: AssembledModels? = nil) {
        self.init(schema: schema, values: values.fixed, assembled: assembled, items: values.items, origins: origins)
    }

    /// The values of the items of the `ordinal`th repeating group.
    func itemValues(_ ordinal: Int) -> [[FormValue]] { ordinal < items.count ? items[ordinal] : [] }

    /// Where each item of the `ordinal`th repeating group starts from, when not from the source's item at its position.
    func itemOrigins(_ ordinal: Int) -> [ItemOrigin]? { origins.flatMap { ordinal < $0.count ? $0[ordinal] : nil } }

    /// The assembly of item `position` of the repeating group with coding key `key`.
    func item(_ schema: ModelSchema, values: [FormValue], position: Int, key: String) -> ModelAssembly {
        ModelAssembly(
            schema: schema, values: values, requestedKeys: nil, assembled: assembled,
            path: assembled == nil ? [] : path + [key, String(position)])
    }

    /// The assembly of the group with coding key `key`, whose fields start at `offset`.
    func nested(_ schema: ModelSchema, at offset: Int, key: String) -> ModelAssembly {
        ModelAssembly(
            schema: schema, values: values, base: base + offset, requestedKeys: nil,
            assembled: assembled, path: assembled == nil ? [] : path + [key])
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
///
/// A synthesized `init(from:)` asks for the properties in the order its
/// `encode(to:)` handed them over, which is the order of the capture: each
/// key is compared with the one expected next, and hashed only when a
/// custom `init(from:)` asks in another order. A class, so the containers
/// it makes share that position.
final class AssemblingDecoder: Decoder {
    let assembly: ModelAssembly
    let capture: ModelCapture
    /// The position in the capture of the property expected next.
    private var next = 0
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(assembly: ModelAssembly, capture: ModelCapture) {
        self.assembly = assembly
        self.capture = capture
    }

    /// The row or group `key` names in the schema, and the value the current model holds for it.
    func property(_ key: String) -> (slot: ModelSchema.Slot?, stored: Any?) {
        let keys = capture.keys
        if next < keys.count, next < capture.slots.count, keys[next] == key {
            next += 1
            return (capture.slots[next - 1], capture.ordered[next - 1])
        }
        // Asked again (`contains`, then `decode`), or out of order.
        if next > 0, next <= capture.slots.count, keys[next - 1] == key {
            return (capture.slots[next - 1], capture.ordered[next - 1])
        }
        return (assembly.schema.slots[key], capture[key])
    }

    /// The value of the property `key`, as `T`.
    func value<T>(_ type: T.Type, for key: String) throws -> T {
        let (slot, stored) = property(key)
        return try assembly.value(type, for: key, slot: slot, stored: stored, capture: capture)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(AssemblingContainer<Key>(decoder: self))
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
    let decoder: AssemblingDecoder
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { decoder.capture.keys.compactMap(Key.init(stringValue:)) }

    func contains(_ key: Key) -> Bool {
        let (slot, stored) = decoder.property(key.stringValue)
        return slot != nil || stored != nil
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        decoder.assembly.requestedKeys?.keys.insert(key.stringValue)
        let (slot, stored) = decoder.property(key.stringValue)
        if slot != nil { return false }
        return stored is CapturedNil
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder.value(type, for: key.stringValue)
    }

    /// Answered here rather than by the protocol's default, which asks
    /// `contains` and `decodeNil` first: a row is always present, so an
    /// optional row (`@FormText var phone: String?`) is decoded at once.
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        let name = key.stringValue
        let (slot, stored) = decoder.property(name)
        if slot == nil {
            decoder.assembly.requestedKeys?.keys.insert(name)
            // A separator is never encoded, so never captured: the model
            // built keeps the one its type declares.
            if stored == nil, type == FormSeparator.self { return decoder.assembly.schema.separator(name) as? T }
            guard let stored, !(stored is CapturedNil) else { return nil }
        }
        return try decoder.assembly.value(type, for: name, slot: slot, stored: stored, capture: decoder.capture)
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
        try decoder.value(T.self, for: key.stringValue)
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
