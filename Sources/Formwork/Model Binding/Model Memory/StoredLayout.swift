/// Where a model type stores its rows and groups: each one's byte offset in
/// the model and its wrapper type. Found once per type, with the schema.
///
/// With it a model's values are read, and (for a model whose
/// ``FormModel/formBuilding`` is ``FormBuilding/storedProperties``) written,
/// straight from and into the model's memory, one wrapper at a time, with
/// no `Encoder` or `Decoder` between: the rows *are* the stored wrappers, the
/// very values the schema was made from by `Mirror`.
///
/// ## Why reading and writing by place is sound
///
/// This folder is the only code in Formwork that holds a pointer into a
/// model; everything else asks `StoredLayout`, ``FieldAccess`` and the
/// group wrappers' places for values. It relies on public API only
/// (`Mirror`, `MemoryLayout`, `withUnsafeBytes`, `Unmanaged`), so it works
/// the same with Apple's SDKs, which ship the standard library as its
/// public interface alone, as on Linux. What it relies on:
///
/// 1. **A struct holds its stored properties inline.** The bytes
///    `withUnsafeBytes(of: model)` shows are the model's stored properties,
///    each in its own type's representation, at an offset that is the same
///    for every value of the type: a type has one layout, fixed when its
///    metadata is made, whether it is generic, resilient (from a library
///    built for evolution) or neither. So places found in `Model()` hold for
///    every model of the type, and a nested model's places hold wherever its
///    group stores it (a ``FormGroup`` holds its model inline, at the offset
///    `MemoryLayout.offset(of:)` gives for its stored `wrappedValue`). A
///    class has no such bytes (its value is a reference): it has no layout.
/// 2. **A row's place is found by a token, never assumed.** Every wrapper
///    holds its declaration, an instance of a final class that the wrapper's
///    initializer allocates, so each wrapper of `Model()` holds a reference
///    no other live object shares, stored as its address. That address is
///    searched for at every word-aligned offset of the sample as a copy of
///    it writes it: a copy writes every value's own bytes and leaves padding
///    and the payload bytes an enum's case does not use as they were, where
///    the sample itself may hold stale words from before it was made (a copy
///    is made over zeroes and another over ones, and a byte counts where
///    both agree). Found exactly once, it is that wrapper's own (the
///    wrapper's bytes certainly hold it, and no other live value does), and
///    the wrapper starts the declaration's offset in its own type
///    (`MemoryLayout.offset(of:)`) before it. Found twice (another property
///    keeps a copy of the wrapper) or not at all (a custom `Mirror` showing
///    another value): there is no layout, the type is read and built
///    through its `Codable` conformance, and ``ModelSchema/missingLayout``
///    says why.
/// 3. **Every place found is checked.** The wrapper must lie within the
///    model at an offset aligned for its type, and reading it there must
///    give the declaration and the value the model's own `encode(to:)`
///    hands over under the row's coding key; otherwise reading by place
///    could differ from reading through the model's code, and the type has
///    no layout.
/// 4. **Other stored properties** (read by ``CapturePlan``) carry no token.
///    They are placed where Swift lays out a struct's stored properties: in
///    declaration order, each at the next offset aligned for its type, which
///    is the order `Mirror` lists them in. That placing is used only when
///    it is confirmed on the sample: it must put every row and group where
///    its token was found, end at `MemoryLayout<Model>.size`, share the
///    model's alignment, and find at every other property the bytes a copy
///    of its value writes (a copy made over zeroes and one over ones tell
///    those bytes from padding and unused payload). `Mirror` shows a
///    property's value, not its declared type, so a property stored
///    otherwise than as the type of its value would be misplaced, and the
///    checks rule that out: an existential is larger than any value it
///    holds inline, and holds a larger one as a reference to a box, never
///    as the value's bytes; a property that may hold a reference is never
///    read as its type (a `weak` one is not the strong reference `Mirror`
///    shows), and an optional the sample did not hand over is compared as
///    bytes only. Where the checks fail the model is captured through
///    `encode(to:)`.
/// 5. **Values are read and written as the wrapper's own type** by
///    ``FieldAccess``, compiled for it: a read copies the wrapper (retaining
///    what it holds), an assignment releases the old wrapper, an
///    initialization writes into memory that holds none. Writes go into a
///    model the caller owns uniquely (a `var` copy) for the length of one
///    `withUnsafeMutableBytes`, so no other value sees them half done.
/// 6. **A repeating group's items are never read by place in the array.**
///    The group's wrapper is placed by its declaration as any group's is,
///    and read and replaced as a whole, as its own type, by the wrapper's
///    code (``GroupPlaces``): the items are elements of the array the
///    wrapper holds, copied out and built as the item type reads and
///    builds any model of its own.
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

    /// A repeating group: its wrapper's place in the model. Its items are
    /// the elements of the array the wrapper holds, read and built by the
    /// wrapper's own type, each as its item type reads and builds a model.
    struct Repeating: Sendable {
        let offset: Int
        /// Its position among the model's repeating groups, which orders their items' values.
        let ordinal: Int
        let codingKey: String
        let wrapperType: any GroupWrapper.Type
        let descriptor: GroupDescriptor
        let itemSchema: ModelSchema
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
        case repeating(
            label: String, name: String, codingKey: String, wrapper: any GroupWrapper, ordinal: Int, schema: ModelSchema)
    }

    /// The model type the offsets belong to.
    let modelType: ObjectIdentifier
    let rows: [Row]
    let groups: [Group]
    /// The repeating groups, in declaration order.
    let repeating: [Repeating]
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
    init(modelType: ObjectIdentifier, rows: [Row], groups: [Group], repeating: [Repeating] = []) throws(Missing) {
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
        self.repeating = repeating
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
        // which needs macOS 15 / iOS 18 (Formwork.docc/Availability.md).
        do {
            return .success(try layout(of: type, entries: entries, slots: slots, sample: sample, capture: capture))
        } catch {
            return .failure(error)
        }
    }

    private static func layout<Model: FormModel>(
        of type: Model.Type, entries: [Entry], slots: [String: ModelSchema.Slot], sample: Model, capture: ModelCapture
    ) throws(Missing) -> StoredLayout {
        let places = try SamplePlaces(sample)
        var rows: [Row] = [], groups: [Group] = [], repeating: [Repeating] = []
        // Each row's and group's stored property, by label, and the offset found for it.
        var found: [(label: String, offset: Int)] = []
        for entry in entries {
            switch entry {
            case .row(let label, let row):
                let offset = try places.place(
                    of: row.descriptor, label, wrapperType: row.wrapperType,
                    tokenOffset: row.wrapperType.descriptorOffset)
                found.append((label, offset))
                rows.append(
                    Row(
                        offset: offset, flat: row.flat, codingKey: row.codingKey,
                        wrapperType: row.wrapperType, descriptor: row.descriptor))
            case .group(let label, let name, let codingKey, let wrapper, let flat, let schema):
                let wrapperType = Swift.type(of: wrapper)
                let (_, offset) = try places.place(ofGroup: wrapper, label, name)
                found.append((label, offset))
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
            case .repeating(let label, let name, let codingKey, let wrapper, let ordinal, let schema):
                let (token, offset) = try places.place(ofGroup: wrapper, label, name)
                found.append((label, offset))
                repeating.append(
                    Repeating(
                        offset: offset, ordinal: ordinal, codingKey: codingKey, wrapperType: Swift.type(of: wrapper),
                        descriptor: token, itemSchema: schema))
            }
        }
        var layout = try StoredLayout(
            modelType: ObjectIdentifier(Model.self), rows: rows, groups: groups, repeating: repeating)
        if let missing = layout.mismatch(in: sample, capture: capture) { throw missing }
        if let stored = places.storedProperties(confirming: found) {
            layout.capturePlan = CapturePlan(layout, stored, slots: slots, sample: sample, capture: capture)
        }
        return layout
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
            let wrappers =
                groups.map { ($0.codingKey, $0.offset, $0.wrapperType) }
                + repeating.map { ($0.codingKey, $0.offset, $0.wrapperType) }
            for (key, offset, wrapperType) in wrappers {
                let captured = capture[key] as? any GroupWrapper
                guard let captured, captured.groupDescriptor === wrapperType.groupDescriptor(at: base + offset)
                else { return Self.encodesAnother(key) }
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
