import Foundation

/// Reads a model's row values straight out of its own `encode(to:)`.
///
/// The synthesized `encode(to:)` hands each property to
/// ``ValueReaderContainer``. A property that is a row is asked to encode
/// itself into the reader, and its wrapper recognises the reader and passes
/// its ``FormValue`` over directly; a group passes its nested model, which is
/// read the same way. Every other property is skipped without being encoded.
/// No `Mirror`, no boxing into `Any`, no protocol casts per property: this is
/// the read path of ``FormState``.
final class ValueReader: Encoder {
    private(set) var values: [FormValue]
    /// The values of each repeating group's items (see ``ModelValues``).
    private(set) var items: [[[FormValue]]]
    private var schema: ModelSchema
    private var base = 0
    private var pending: ModelSchema.Slot?
    private var received = 0
    /// The position in `schema.orderedSlots` of the row or group expected next.
    private var next = 0

    let codingPath: [any CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]

    init(schema: ModelSchema) {
        self.schema = schema
        self.values = [FormValue](repeating: .null, count: schema.flatCount)
        self.items = [[[FormValue]]](repeating: [], count: schema.repeatingCount)
    }

    /// Reads every row of `model` into ``values``.
    func read<Model: Encodable>(_ model: Model) throws {
        try read(model, schema: schema, base: 0)
    }

    private func read<Model: Encodable>(_ model: Model, schema: ModelSchema, base: Int) throws {
        let outer = (self.schema, self.base, self.received, self.next)
        (self.schema, self.base, self.received, self.next) = (schema, base, 0, 0)
        defer { (self.schema, self.base, self.received, self.next) = outer }
        try model.encode(to: self)
        guard received == schema.slotCount else { throw ModelSchema.ReadError(schema: schema) }
    }

    /// Called by the container for each encoded property.
    fileprivate func encode<T: Encodable>(_ value: T, key: String) throws {
        let slot: ModelSchema.Slot
        let ordered = schema.orderedSlots
        if next < ordered.count, ordered[next].key == key {
            let expected = ordered[next]
            next += 1
            // The row's declaration reads its wrapper directly: no call of
            // its `encode(to:)`, no cast of the encoder.
            if case .field(let offset, let descriptor, let wrapperType) = expected.slot,
                ObjectIdentifier(T.self) == ObjectIdentifier(wrapperType)
            {
                values[base + offset] = descriptor.access.value(of: value)
                received += 1
                return
            }
            slot = expected.slot
        } else if let found = schema.slots[key] {
            // A property that is no row, or a custom `encode(to:)` in another order.
            slot = found
        } else {
            return
        }
        pending = slot
        defer { pending = nil }
        try value.encode(to: self)
    }

    /// Called by a field wrapper's `encode(to:)`.
    func receive(_ value: FormValue) {
        guard case .field(let offset, _, _) = pending else { return }
        values[base + offset] = value
        received += 1
    }

    /// Called by a group wrapper's `encode(to:)`: a nested model is read
    /// in place, a repeating group's items each by their own schema.
    func receive<Nested: Encodable>(group nested: Nested) throws {
        switch pending {
        case .group(let offset, let nestedSchema, _):
            pending = nil
            received += 1
            try read(nested, schema: nestedSchema, base: base + offset)
        case .repeating(let ordinal, let itemSchema, _):
            pending = nil
            received += 1
            guard let held = nested as? any RepeatingItems else { return }
            items[ordinal] = try held.itemValues(schema: itemSchema)
        case .field, nil:
            return
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(ValueReaderContainer<Key>(reader: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { CaptureEncoder.Discard() }
    func singleValueContainer() -> any SingleValueEncodingContainer { CaptureEncoder.Discard() }
}

/// The keyed container of ``ValueReader``: rows are wrappers, so only the
/// generic `encode` can carry one; plain values are not rows and are ignored.
struct ValueReaderContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let reader: ValueReader
    var codingPath: [any CodingKey] { [] }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try reader.encode(value, key: key.stringValue)
    }

    mutating func encodeNil(forKey key: Key) throws {}
    mutating func encode(_ value: Bool, forKey key: Key) throws {}
    mutating func encode(_ value: String, forKey key: Key) throws {}
    mutating func encode(_ value: Double, forKey key: Key) throws {}
    mutating func encode(_ value: Float, forKey key: Key) throws {}
    mutating func encode(_ value: Int, forKey key: Key) throws {}
    mutating func encode(_ value: Int8, forKey key: Key) throws {}
    mutating func encode(_ value: Int16, forKey key: Key) throws {}
    mutating func encode(_ value: Int32, forKey key: Key) throws {}
    mutating func encode(_ value: Int64, forKey key: Key) throws {}
    mutating func encode(_ value: UInt, forKey key: Key) throws {}
    mutating func encode(_ value: UInt8, forKey key: Key) throws {}
    mutating func encode(_ value: UInt16, forKey key: Key) throws {}
    mutating func encode(_ value: UInt32, forKey key: Key) throws {}
    mutating func encode(_ value: UInt64, forKey key: Key) throws {}

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(CaptureContainer<NestedKey>(encoder: CaptureEncoder()))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { CaptureEncoder.Discard() }
    mutating func superEncoder() -> any Encoder { CaptureEncoder() }
    mutating func superEncoder(forKey key: Key) -> any Encoder { CaptureEncoder() }
}
