extension FormState {
    /// The form's repeating groups in declaration order, as a page offers
    /// their items (see ``FormRepeatingGroupInfo``).
    package var repeatingGroups: [FormRepeatingGroupInfo] {
        schema.groups.indices.map { group in
            let expansion = schema.groups[group]
            let member = expansion.member
            let options = member.options
            let noun = itemNoun(ofGroup: group)
            let numbers: Bool
            switch options.itemTitle {
            case .numbered, .field: numbers = true
            case .none: numbers = false
            }
            return FormRepeatingGroupInfo(
                key: expansion.key, parameterKey: member.descriptor.parameterKey ?? member.name,
                help: member.descriptor.help.map { localization.help(for: expansion.key, default: $0) },
                headerSection: expansion.header, itemSections: expansion.itemSections, minItems: options.minItems ?? 0,
                maxItems: options.itemLimit, blankItems: options.blankItems, itemNoun: noun, numbersItems: numbers,
                titleField: { if case .field(let name) = options.itemTitle { name } else { nil } }(),
                mayAdd: groupRefusal(group, .add) == nil, mayDelete: groupRefusal(group, .delete) == nil,
                mayMove: groupRefusal(group, .move) == nil)
        }
    }
}
