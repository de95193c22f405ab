import Foundation

/// The stored values of a model as its own `encode(to:)` hands them over,
/// each kept as the value it is (a wrapper stays a wrapper, a `UUID` a `UUID`).
///
/// Capturing is how Formwork reads a model without a `Mirror` walk: one call
/// of the synthesized `encode(to:)` passes every property to
/// ``CaptureEncoder``, which keeps it instead of encoding it.
struct ModelCapture {
    /// Values by coding key.
    var values: [String: Any] = [:]
    /// Coding keys in the order they were encoded.
    var keys: [String] = []
    /// The values in the order they were encoded, beside ``keys``: a
    /// synthesized `init(from:)` asks for them in that order, so building a
    /// model finds each by position instead of hashing its key.
    var ordered: [Any] = []
    /// The schema's row or group for each of ``keys`` (`nil` for a property
    /// that is neither), filled in when the capture is made with its schema.
    var slots: [ModelSchema.Slot?] = []
    /// Why the model cannot be captured, when it encodes itself in a way
    /// other than one keyed container of properties.
    var unsupported: String?
    /// The captures of the groups' models, by coding key, made with this one
    /// when the schema is known: a capture kept for a form's source then
    /// serves every group of every model built from it.
    var groups: [String: ModelCapture] = [:]
    /// Each key's position in ``ordered``, shared by every capture of a
    /// type read by place: ``values`` is then left empty.
    var index: [String: Int]?

    init<Model: Encodable>(_ model: Model, expecting count: Int = 0) throws {
        let encoder = CaptureEncoder(expecting: count)
        try model.encode(to: encoder)
        self = encoder.capture
    }

    /// The capture of `model`, whose type `schema` describes, and of each
    /// of its groups' models.
    init<Model: Encodable>(_ model: Model, schema: ModelSchema) throws {
        if let placed = try Self.placed(model, schema: schema) {
            self = placed
            return
        }
        // Room for the rows, groups, separators and a few other
        // properties, so the table is sized once instead of rehashed as it
        // grows from empty.
        try self.init(model, expecting: schema.members.count + 4)
        slots = keys.map { schema.slots[$0] }
        for (key, slot) in schema.orderedSlots {
            guard case .group(_, let nested, _) = slot, let group = values[key] as? any GroupWrapper else { continue }
            groups[key] = try group.capture(schema: nested)
        }
    }

    init(expecting count: Int = 0) {
        values.reserveCapacity(count)
        keys.reserveCapacity(count)
        ordered.reserveCapacity(count)
    }

    subscript(key: String) -> Any? {
        if let index { return index[key].map { ordered[$0] } }
        return values[key]
    }
}

/// A nil stored by `encodeNil(forKey:)`.
struct CapturedNil {}

/// An `Encoder` that keeps each property value instead of encoding it.
final class CaptureEncoder: Encoder {
    var capture: ModelCapture
    let codingPath: [any CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]

    init(expecting count: Int = 0) { capture = ModelCapture(expecting: count) }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(CaptureContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        capture.unsupported = "encodes itself with an unkeyed container"
        return CaptureEncoder.Discard()
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        capture.unsupported = "encodes itself as a single value"
        return CaptureEncoder.Discard()
    }

    func store(_ value: Any, for key: any CodingKey) {
        let name = key.stringValue
        if capture.values.updateValue(value, forKey: name) == nil {
            capture.keys.append(name)
            capture.ordered.append(value)
        } else if let index = capture.keys.firstIndex(of: name) {
            // Encoded twice: the last value wins, as in `values`.
            capture.ordered[index] = value
        }
    }

    /// Accepts and drops what a model encodes in a shape Formwork does not read.
    struct Discard: UnkeyedEncodingContainer, SingleValueEncodingContainer {
        var codingPath: [any CodingKey] = []
        var count = 0
        mutating func encodeNil() throws {}
        mutating func encode<T: Encodable>(_ value: T) throws {}
        mutating func nestedContainer<K: CodingKey>(keyedBy keyType: K.Type) -> KeyedEncodingContainer<K> {
            KeyedEncodingContainer(CaptureContainer<K>(encoder: CaptureEncoder()))
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { Discard() }
        mutating func superEncoder() -> any Encoder { CaptureEncoder() }
    }
}

/// The keyed container of ``CaptureEncoder``.
struct CaptureContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: CaptureEncoder
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { encoder.store(CapturedNil(), for: key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { encoder.store(value, for: key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { encoder.store(value, for: key) }
    mutating func encode(_ value: String, forKey key: Key) throws { encoder.store(value, for: key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { encoder.store(value, for: key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { encoder.store(value, for: key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { encoder.store(value, for: key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { encoder.store(value, for: key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { encoder.store(value, for: key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { encoder.store(value, for: key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { encoder.store(value, for: key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { encoder.store(value, for: key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { encoder.store(value, for: key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { encoder.store(value, for: key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { encoder.store(value, for: key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { encoder.store(value, for: key) }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        encoder.capture.unsupported = "encodes `\(key.stringValue)` through a nested container"
        return KeyedEncodingContainer(CaptureContainer<NestedKey>(encoder: CaptureEncoder()))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        encoder.capture.unsupported = "encodes `\(key.stringValue)` through a nested container"
        return CaptureEncoder.Discard()
    }

    mutating func superEncoder() -> any Encoder {
        encoder.capture.unsupported = "encodes through a super encoder"
        return CaptureEncoder()
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        encoder.capture.unsupported = "encodes `\(key.stringValue)` through a super encoder"
        return CaptureEncoder()
    }
}
