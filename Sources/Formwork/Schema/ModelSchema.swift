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
    }

    struct Group: Sendable {
        let name: String
        let codingKey: String
        let title: String
        let descriptor: GroupDescriptor?
        let offset: Int
        let schema: ModelSchema
    }

    struct Separator: Sendable {
        let name: String
        let separator: FormSeparator
    }

    enum Member: Sendable {
        case field(Field)
        case group(Group)
        case separator(Separator)
    }

    enum Slot: Sendable {
        case field(offset: Int, descriptor: FieldDescriptor)
        case group(offset: Int, schema: ModelSchema, descriptor: GroupDescriptor?)
    }

    let typeName: String
    let members: [Member]
    /// Number of fields including those of nested groups.
    let flatCount: Int
    /// Rows and groups by coding key (an index, never iterated).
    let slots: [String: Slot]

    init(typeName: String, members: [Member], flatCount: Int, slots: [String: Slot]) {
        self.typeName = typeName
        self.members = members
        self.flatCount = flatCount
        self.slots = slots
    }

    /// Reads every field value of `model` into `values` from `base` on:
    /// one call of the model's `encode(to:)`, no `Mirror`.
    func read<Model: Encodable>(_ model: Model, into values: inout [FormValue], base: Int = 0) throws {
        let capture = try ModelCapture(model)
        for member in members {
            switch member {
            case .field(let field):
                guard let wrapper = capture[field.codingKey] as? any FieldWrapper else {
                    throw ReadError(typeName: typeName, property: field.name)
                }
                values[base + field.offset] = wrapper.fieldValue
            case .group(let group):
                guard let wrapper = capture[group.codingKey] as? any GroupWrapper,
                      let nested = wrapper.nestedValue as? any Encodable
                else { throw ReadError(typeName: typeName, property: group.name) }
                try group.schema.read(nested, into: &values, base: base + group.offset)
            case .separator:
                continue
            }
        }
    }

    /// A property that a model instance did not hand over when encoded.
    struct ReadError: Error, CustomStringConvertible {
        let typeName: String
        let property: String
        var description: String { "`\(typeName).encode(to:)` did not encode `\(property)`" }
    }
}
