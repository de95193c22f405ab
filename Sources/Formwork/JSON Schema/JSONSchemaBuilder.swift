import Foundation

/// Writes the JSON Schema of a model's form: one object per model level,
/// its rows and groups as properties in declaration order, a repeating
/// group as an array of its item type's objects.
enum JSONSchemaBuilder {
    static let dialect = "https://json-schema.org/draft/2020-12/schema"

    /// The whole document: the dialect, the model's name, then its object.
    static func document(for model: ModelSchema) -> FormValue {
        let root = object(model, conditional: false)
        return .object(
            [.init("$schema", .string(dialect)), .init("title", .string(model.typeName))] + root.members)
    }

    /// The object schema of one model level, and whether it requires a key
    /// (so the enclosing object requires this one).
    static func object(_ model: ModelSchema, conditional: Bool) -> (members: [FormValue.Member], isRequired: Bool) {
        var properties: [FormValue.Member] = []
        var required: [FormValue] = []
        // A separator's condition decides the rows after it, up to the next
        // separator or group (the section it opens).
        var sectionConditional = false
        for member in model.members {
            switch member {
            case .separator(let separator):
                sectionConditional = separator.conditions.isDeclared
            case .repeating(let group):
                let key = group.descriptor.parameterKey ?? group.name
                let items = array(of: group, conditional: conditional || group.conditions.isDeclared)
                properties.append(.init(key, .object(items.members)))
                if items.isRequired { required.append(.string(key)) }
                sectionConditional = false
            case .group(let group):
                let key = group.descriptor?.parameterKey ?? group.name
                let nested = object(model: group, conditional: conditional || group.conditions.isDeclared)
                properties.append(.init(key, .object(nested.members)))
                if nested.isRequired { required.append(.string(key)) }
                // Rows after a group start an untitled section of their own.
                sectionConditional = false
            case .field(let field):
                guard !field.descriptor.kind.traits.isReadOnly else { continue }
                let key = field.descriptor.parameterKey ?? field.name
                let mayBeHidden = conditional || sectionConditional || field.conditions.isDeclared
                let row = JSONSchemaRow(field.descriptor, mayBeHidden: mayBeHidden)
                properties.append(.init(key, .object(row.members(title: field.title))))
                if row.isRequired { required.append(.string(key)) }
            }
        }
        var members: [FormValue.Member] = [.init("type", "object"), .init("properties", .object(properties))]
        if !required.isEmpty { members.append(.init("required", .array(required))) }
        return (members, !required.isEmpty)
    }

    /// A group's property: its title and help, then its rows' object.
    private static func object(model group: ModelSchema.Group, conditional: Bool) -> (
        members: [FormValue.Member], isRequired: Bool
    ) {
        let nested = object(group.schema, conditional: conditional)
        var members: [FormValue.Member] = [.init("title", .string(group.title))]
        if let help = group.descriptor?.help { members.append(.init("description", .string(help))) }
        return (members + nested.members, nested.isRequired)
    }
}

extension JSONSchemaBuilder {
    /// A repeating group's property: an array of its item type's objects,
    /// at most `maxItems` of them (else the ceiling a body may hold), at
    /// least `minItems`. Required when `minItems` is above 0 and no
    /// condition of the group (or of its enclosing level) could hide or
    /// disable it, as a group with a required row is.
    fileprivate static func array(
        of group: ModelSchema.Repeating, conditional: Bool
    ) -> (members: [FormValue.Member], isRequired: Bool) {
        let item = object(group.itemSchema, conditional: conditional)
        var members: [FormValue.Member] = [.init("title", .string(group.title))]
        if let help = group.descriptor.help { members.append(.init("description", .string(help))) }
        members += [.init("type", "array"), .init("items", .object(item.members))]
        let minItems = group.options.minItems ?? 0
        if minItems > 0 { members.append(.init("minItems", .integer(Int64(minItems)))) }
        members.append(.init("maxItems", .integer(Int64(group.options.itemLimit))))
        return (members, minItems > 0 && !conditional)
    }
}

extension ModelSchema.Conditions {
    /// `true` when a `visibleWhen:` or `enabledWhen:` is declared: the
    /// member may be hidden or disabled, and is then neither submitted nor validated.
    var isDeclared: Bool { visible != nil || enabled != nil }
}
