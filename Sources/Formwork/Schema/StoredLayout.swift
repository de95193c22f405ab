@_spi(Reflection) import Swift

/// Where a model type stores its rows and groups: each one's byte offset in
/// the model and its wrapper type. Found once per type, with the schema.
///
/// With it a model's values are read, and (for a model whose
/// ``FormModel/formBuilding`` is ``FormBuilding/storedProperties``) written,
/// straight from and into the model's memory, one wrapper at a time, with
/// no `Encoder` or `Decoder` between: the rows *are* the stored wrappers, the
/// very values the schema was made from by `Mirror`. The offsets come from
/// `MemoryLayout.offset(of:)` on the key paths of the type's stored
/// properties, which the standard library lists.
struct StoredLayout: Sendable {
    /// A row: its wrapper's place in the model and type.
    struct Row: Sendable {
        let offset: Int
        /// Position among the model's flattened fields.
        let flat: Int
        let codingKey: String
        let wrapperType: any FieldWrapper.Type
        let descriptor: FieldDescriptor
    }

    /// A group: its wrapper's place in the model, the nested model's place
    /// in the wrapper, and the nested model's own layout.
    struct Group: Sendable {
        let offset: Int
        let modelOffset: Int
        /// Where the group's declaration lies in its wrapper.
        let descriptorOffset: Int
        let flat: Int
        let codingKey: String
        let wrapperType: any GroupWrapper.Type
        let descriptor: GroupDescriptor?
        let schema: ModelSchema
        let layout: StoredLayout
    }

    /// Why a type has no layout, and what would give it one.
    struct Missing: Error, Sendable {
        let reason: String
        let fix: String
    }

    /// What the schema builder saw of one row or group, by its stored property's label.
    enum Entry {
        case row(label: String, Row)
        case group(label: String, name: String, codingKey: String, wrapper: any GroupWrapper, flat: Int, schema: ModelSchema)
    }

    /// The model type the offsets belong to.
    let modelType: ObjectIdentifier
    let rows: [Row]
    let groups: [Group]
    /// Every row, groups' rows included, in the order of the values: the
    /// place of its wrapper from the start of the model and how to read it.
    let reads: [Read]
    /// How a model of the type is captured by place, when its other
    /// properties can be read there too (see ``CapturePlan``).
    var capturePlan: CapturePlan?

    /// A row's wrapper, at `offset` bytes from the start of the model
    /// whose values it is read into, groups' offsets added.
    struct Read: Sendable {
        let offset: Int
        let read: @Sendable (UnsafeRawPointer) -> FormValue
    }

    /// The layout of `rows` and `groups`, which must hold each position of
    /// the values once (the schema builder numbers them so).
    init(modelType: ObjectIdentifier, rows: [Row], groups: [Group]) throws(Missing) {
        var placed: [(flat: Int, read: Read)] = rows.map { ($0.flat, Read(offset: $0.offset, read: $0.descriptor.access.read)) }
        for group in groups {
            let start = group.offset + group.modelOffset
            placed += group.layout.reads.enumerated().map { (group.flat + $0, Read(offset: start + $1.offset, read: $1.read)) }
        }
        placed.sort { $0.flat < $1.flat }
        guard placed.map(\.flat) == Array(placed.indices) else {
            throw Missing(
                reason: "its rows do not each take one place in the form's values",
                fix: "declare each row and group as a plain stored property")
        }
        self.modelType = modelType
        self.rows = rows
        self.groups = groups
        reads = placed.map(\.read)
    }

    /// Whether these offsets are those of `Model`'s stored properties.
    func holds<Model>(_ type: Model.Type) -> Bool { ObjectIdentifier(type) == modelType }
}

extension StoredLayout {
    /// The layout of `Model`, whose rows and groups the schema builder found
    /// as `entries`, or why there is none. `sample` is `Model()` and
    /// `capture` what its `encode(to:)` handed over: each row read by place
    /// must be the declaration that `encode(to:)` hands over under the
    /// row's coding key, or reading by place could differ from reading
    /// through the model's own code. `slots` are the schema's rows and
    /// groups by coding key.
    static func find<Model: FormModel>(
        _ type: Model.Type, entries: [Entry], slots: [String: ModelSchema.Slot], sample: Model, capture: ModelCapture
    ) -> Result<StoredLayout, Missing> {
        // A typed-throws function rather than a typed-throws closure given to
        // `Result(catching:)`: no metadata of a typed-throws function type,
        // which needs macOS 15 / iOS 18 (docs/Availability.md).
        do {
            return .success(try layout(of: type, entries: entries, slots: slots, sample: sample, capture: capture))
        } catch {
            return .failure(error)
        }
    }

    private static func layout<Model: FormModel>(
        of type: Model.Type, entries: [Entry], slots: [String: ModelSchema.Slot], sample: Model, capture: ModelCapture
    ) throws(Missing) -> StoredLayout {
        let stored = try StoredProperties(Model.self)
        var rows: [Row] = [], groups: [Group] = []
        for entry in entries {
            switch entry {
            case .row(let label, let row):
                rows.append(
                    Row(
                        offset: try stored.place(label, row.wrapperType), flat: row.flat, codingKey: row.codingKey,
                        wrapperType: row.wrapperType, descriptor: row.descriptor))
            case .group(let label, let name, let codingKey, let wrapper, let flat, let schema):
                let wrapperType = Swift.type(of: wrapper)
                let offset = try stored.place(label, wrapperType)
                guard let nested = schema.layout, let modelOffset = wrapperType.modelOffset,
                    let descriptorOffset = wrapperType.descriptorOffset
                else {
                    let inner = schema.missingLayout?.reason ?? "its model has no fixed place in the group"
                    throw Missing(
                        reason: "the group `\(name)` holds a `\(schema.typeName)`, and \(inner)",
                        fix: "give `\(schema.typeName)` a layout too")
                }
                groups.append(
                    Group(
                        offset: offset, modelOffset: modelOffset, descriptorOffset: descriptorOffset, flat: flat,
                        codingKey: codingKey,
                        wrapperType: wrapperType, descriptor: wrapper.groupDescriptor, schema: schema, layout: nested))
            }
        }
        var layout = try StoredLayout(modelType: ObjectIdentifier(Model.self), rows: rows, groups: groups)
        if let missing = layout.mismatch(in: sample, capture: capture) { throw missing }
        layout.capturePlan = CapturePlan(layout, stored, slots: slots, sample: sample, capture: capture)
        return layout
    }

    /// A struct's stored properties by name: each one's offset, when it
    /// has one, and type, as the standard library lists them.
    struct StoredProperties {
        var properties: [String: (offset: Int?, type: Any.Type)] = [:]

        init<Model>(_ type: Model.Type) throws(Missing) {
            if Model.self is AnyClass {
                throw Missing(reason: "it is a class, whose properties live behind a reference", fix: "make it a struct")
            }
            var properties: [String: (offset: Int?, type: Any.Type)] = [:]
            let listed = _forEachFieldWithKeyPath(of: Model.self, options: []) { name, keyPath in
                properties[String(cString: name)] = (
                    MemoryLayout<Model>.offset(of: keyPath), Swift.type(of: keyPath).valueType
                )
                return true
            }
            guard listed else {
                throw Missing(reason: "its stored properties cannot be listed", fix: "make it a plain struct")
            }
            self.properties = properties
        }

        /// The offset of the stored property `label`, which must be a `wrapperType`.
        func place(_ label: String, _ wrapperType: Any.Type) throws(Missing) -> Int {
            guard let property = properties[label] else {
                throw Missing(reason: "`\(label)` is not one of its stored properties", fix: "declare it as a stored property")
            }
            guard let offset = property.offset else {
                throw Missing(reason: "`\(label)` has no fixed place in it", fix: "declare it as a plain stored property")
            }
            guard ObjectIdentifier(property.type) == ObjectIdentifier(wrapperType) else {
                throw Missing(
                    reason: "`\(label)` is stored as `\(property.type)`, not as its wrapper `\(wrapperType)`",
                    fix: "declare it with its wrapper")
            }
            return offset
        }
    }

    /// Where the rows read by place from `sample` differ from what its
    /// `encode(to:)` handed over: another declaration, or another value.
    private func mismatch<Model>(in sample: Model, capture: ModelCapture) -> Missing? {
        withUnsafeBytes(of: sample) { raw -> Missing? in
            guard let base = raw.baseAddress else { return nil }
            for row in rows {
                let captured = capture[row.codingKey] as? any FieldWrapper
                guard let captured, captured.descriptor === row.wrapperType.descriptor(at: base + row.offset),
                    captured.fieldValue == row.descriptor.access.read(base + row.offset)
                else { return Self.encodesAnother(row.codingKey) }
            }
            for group in groups {
                let captured = capture[group.codingKey] as? any GroupWrapper
                guard let captured, captured.groupDescriptor === group.wrapperType.groupDescriptor(at: base + group.offset)
                else { return Self.encodesAnother(group.codingKey) }
            }
            return nil
        }
    }

    private static func encodesAnother(_ key: String) -> Missing {
        Missing(
            reason: "its `encode(to:)` hands over another value under `\(key)` than the one it stores",
            fix: "encode each wrapper as it is stored, or use the synthesized `Codable` conformance")
    }
}
