extension FormState {
    /// The form's repeating groups in declaration order, hidden ones
    /// included (see ``FormRepeatingGroup``).
    ///
    /// ```swift
    /// form.repeatingGroups.map(\.key)      // ["jobs", "referees"]
    /// form.repeatingGroups[0].count        // 2
    /// ```
    public var repeatingGroups: [FormRepeatingGroup] {
        schema.groups.indices.map(repeatingGroup(at:))
    }

    /// The repeating group with `key` (`jobs`), or `nil` when the form has none.
    ///
    /// ```swift
    /// form.repeatingGroup("jobs")?.canAdd    // true while below maxItems and editable
    /// ```
    public func repeatingGroup(_ key: String) -> FormRepeatingGroup? {
        schema.groups.firstIndex { $0.key == key }.map(repeatingGroup(at:))
    }

    private func repeatingGroup(at group: Int) -> FormRepeatingGroup {
        let expansion = schema.groups[group]
        let member = expansion.member
        let options = member.options
        let numbers: Bool
        switch options.itemTitle {
        case .numbered, .field: numbers = true
        case .none: numbers = false
        }
        return FormRepeatingGroup(
            key: expansion.key, parameterKey: member.descriptor.parameterKey ?? member.name,
            title: localizedSectionTitle(expansion.header),
            help: member.descriptor.help.map { localization.help(for: expansion.key, default: $0) },
            itemNoun: itemNoun(ofGroup: group), count: expansion.itemSections.count, minItems: options.minItems ?? 0,
            maxItems: options.itemLimit, blankItems: options.blankItems, numbersItems: numbers,
            titleField: { if case .field(let name) = options.itemTitle { name } else { nil } }(),
            allowsAdding: groupRefusal(group, .add) == nil, allowsDeleting: groupRefusal(group, .delete) == nil,
            allowsMoving: groupRefusal(group, .move) == nil, headerSection: expansion.header,
            itemSections: expansion.itemSections)
    }
}
