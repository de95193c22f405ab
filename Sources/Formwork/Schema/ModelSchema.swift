import Foundation

/// The rows, separators and groups one model type declares, in declaration
/// order, and how to find each by its coding key. Built once per type.
final class ModelSchema: Sendable {
    struct Field: Sendable {
        let name: String
        let codingKey: String
        let title: String
        let descriptor: FieldDescriptor
        /// Position among the type's flattened fields.
        let offset: Int
        var conditions = Conditions()
    }

    struct Group: Sendable {
        let name: String
        let codingKey: String
        let title: String
        let descriptor: GroupDescriptor?
        let offset: Int
        let schema: ModelSchema
        var conditions = Conditions()
    }

    /// A repeating group: an array of `itemSchema` models, each item a section.
    struct Repeating: Sendable {
        let name: String
        let codingKey: String
        let title: String
        let descriptor: GroupDescriptor
        let options: RepeatingOptions
        /// The item type's own title (`Job`), which numbered item titles start with.
        let itemTypeTitle: String
        let itemType: any FormModel.Type
        let itemSchema: ModelSchema
        var conditions = Conditions()
    }

    struct Separator: Sendable {
        let name: String
        let separator: FormSeparator
        var conditions = Conditions()
    }

    /// The compiled `visibleWhen:` and `enabledWhen:` of a member.
    struct Conditions: Sendable {
        var visible: CompiledCondition?
        var enabled: CompiledCondition?
    }

    enum Member: Sendable {
        case field(Field)
        case group(Group)
        case repeating(Repeating)
        case separator(Separator)
    }

    enum Slot: Sendable {
        /// A row; `wrapperType` is its wrapper's own type
        /// (`FormField<Kind, Value>`), which reads and rebuilds the row
        /// without a cast or an encoding of the wrapper.
        case field(offset: Int, descriptor: FieldDescriptor, wrapperType: any FieldWrapper.Type)
        case group(offset: Int, schema: ModelSchema, descriptor: GroupDescriptor?)
        /// A repeating group, the `ordinal`th of its type (repeating groups
        /// are declared on the form's own model only, so the ordinal counts
        /// the form's groups). Its items' values live apart from `flatCount`.
        case repeating(ordinal: Int, itemSchema: ModelSchema, descriptor: GroupDescriptor)
    }

    let typeName: String
    let members: [Member]
    /// Number of fields including those of nested groups, not counting
    /// the items of repeating groups.
    let flatCount: Int
    /// Number of repeating groups the type declares.
    let repeatingCount: Int
    /// Rows and groups by coding key (an index, never iterated).
    let slots: [String: Slot]
    /// Rows and groups in declaration order with their coding keys: the
    /// order a synthesized `encode(to:)` hands them over in, so reading a
    /// model compares each key with the one expected next instead of
    /// hashing it.
    let orderedSlots: [(key: String, slot: Slot)]

    /// Where the type stores its rows, when it could be found.
    let layout: StoredLayout?
    /// Why the type has no ``layout``.
    let missingLayout: StoredLayout.Missing?
    /// Whether a model of this type is built by writing its rows in place
    /// (its ``FormModel/formBuilding`` is ``FormBuilding/storedProperties``).
    let buildsFromStoredProperties: Bool
    /// Whether the type and every group in it, at any depth, are built in
    /// place: no model code runs, so a build cannot be refused.
    let buildsInPlaceThroughout: Bool
    /// Whether the type declares a ``FormModel/validate()`` of its own;
    /// `true` when not known.
    let validatesItself: Bool
    /// Whether validating a form of this type needs no model built: one
    /// whose build runs no code of its own (built in place, its groups
    /// too, each item by a type that finds nothing either) and that has no
    /// `validate()` of its own finds nothing, and cannot be refused.
    let findsNothing: Bool

    init(
        typeName: String, members: [Member], flatCount: Int, repeatingCount: Int = 0, slots: [String: Slot],
        layout: Result<StoredLayout, StoredLayout.Missing>? = nil, buildsFromStoredProperties: Bool = false,
        validatesItself: Bool = true
    ) {
        switch layout {
        case .success(let found): (self.layout, missingLayout) = (found, nil)
        case .failure(let missing): (self.layout, missingLayout) = (nil, missing)
        case nil: (self.layout, missingLayout) = (nil, nil)
        }
        self.buildsFromStoredProperties = buildsFromStoredProperties && self.layout != nil
        // A model with a repeating group is not: its items are built as
        // their own type builds them, and a build from the last model built
        // could not tell which item each of its items started as.
        self.buildsInPlaceThroughout =
            self.buildsFromStoredProperties
            && slots.values.allSatisfy { slot in
                switch slot {
                case .field: true
                case .group(_, let nested, _): nested.buildsInPlaceThroughout
                case .repeating: false
                }
            }
        self.validatesItself = validatesItself
        findsNothing =
            !validatesItself && self.buildsFromStoredProperties
            && slots.values.allSatisfy { slot in
                switch slot {
                case .field: true
                case .group(_, let nested, _): nested.buildsInPlaceThroughout
                case .repeating(_, let item, _): item.findsNothing
                }
            }
        self.typeName = typeName
        self.members = members
        self.flatCount = flatCount
        self.repeatingCount = repeatingCount
        self.slots = slots
        orderedSlots = members.compactMap { member in
            switch member {
            case .field(let field): slots[field.codingKey].map { (field.codingKey, $0) }
            case .group(let group): slots[group.codingKey].map { (group.codingKey, $0) }
            case .repeating(let group): slots[group.codingKey].map { (group.codingKey, $0) }
            case .separator: nil
            }
        }
    }

    /// Rows and groups of this type itself (not of nested groups).
    var slotCount: Int { slots.count }

    /// The separator the type declares as property `name`, if it declares one.
    func separator(_ name: String) -> FormSeparator? {
        for case .separator(let separator) in members where separator.name == name { return separator.separator }
        return nil
    }

    /// Reads every field value of `model`: straight from its stored
    /// properties when the type's ``layout`` is known, else through one call
    /// of the model's `encode(to:)` and ``ValueReader``; never `Mirror`.
    func read<Model: Encodable>(_ model: Model) throws -> ModelValues {
        if let layout, layout.holds(Model.self) { return try layout.modelValues(of: model) }
        let reader = ValueReader(schema: self)
        try reader.read(model)
        return ModelValues(fixed: reader.values, items: reader.items)
    }

    /// A property that a model instance did not hand over when encoded.
    struct ReadError: Error, CustomStringConvertible {
        let typeName: String
        let properties: [String]

        init(schema: ModelSchema) {
            typeName = schema.typeName
            properties = schema.members.compactMap {
                switch $0 {
                case .field(let field): return field.name
                case .group(let group): return group.name
                case .repeating(let group): return group.name
                case .separator: return nil
                }
            }
        }

        var description: String {
            "`\(typeName).encode(to:)` did not encode every row (\(properties.joined(separator: ", ")))"
        }
    }
}
