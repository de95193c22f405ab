import Formwork

/// What focus can stand on: a row a person may edit, a repeating group's
/// "Add" and an item's "Remove", and the submit button. Titles, disabled
/// and read-only rows are shown and never focused; hidden rows are not shown.
enum ScreenTarget: Sendable, Hashable {
    /// A row, by its identity (``FormRow/id``), which an item's rows keep
    /// when items before them are removed and their keys renumbered.
    case row(id: String)
    /// The "Add" of the repeating group with this key.
    case addItem(group: String)
    /// The "Remove" of the item shown by the section with this identity.
    case removeItem(section: String)
    /// The submit button at the end of the form.
    case submit

    /// Every target of `form`'s visible sections, in the order focus moves.
    static func all<Model: FormModel>(in form: FormState<Model>) -> [ScreenTarget] {
        var targets: [ScreenTarget] = []
        let sections = form.sections
        let groups = form.repeatingGroups
        for (index, section) in sections.enumerated() {
            targets += section.rows.filter { isFocusable($0, in: form) }.map { .row(id: $0.id) }
            targets += actions(after: index, in: sections, groups: groups)
        }
        return targets + [.submit]
    }

    /// The actions shown after the section at `index`: an item's "Remove"
    /// after the item's own section, and a group's "Add" after the group's
    /// last section (its header's, while it has no items), so it reads as
    /// "add another" below the items.
    static func actions(
        after index: Int, in sections: [FormSection], groups: [FormRepeatingGroup]
    ) -> [ScreenTarget] {
        var actions: [ScreenTarget] = []
        let section = sections[index]
        if let repetition = section.repetition, repetition.index != nil,
            groups.first(where: { $0.key == repetition.group })?.canDelete == true
        {
            actions.append(.removeItem(section: section.id))
        }
        if let group = group(of: section), index + 1 == sections.count || Self.group(of: sections[index + 1]) != group,
            sections.contains(where: { $0.repetition?.group == group && $0.repetition?.index == nil }),
            groups.first(where: { $0.key == group })?.canAdd == true
        {
            actions.append(.addItem(group: group))
        }
        return actions
    }

    /// The key of the repeating group `section` belongs to: its own, an
    /// item's, or, for a section inside an item (`jobs[0].dates`), the key
    /// before the item's index.
    static func group(of section: FormSection) -> String? {
        if let group = section.repetition?.group { return group }
        guard let key = section.key ?? section.rows.first?.key, let open = key.firstIndex(of: "[") else { return nil }
        return String(key[..<open])
    }

    /// Whether focus may stand on `row`: a row of an editable form that is
    /// enabled, not read-only and not a title.
    static func isFocusable<Model: FormModel>(_ row: FormRow, in form: FormState<Model>) -> Bool {
        row.isEnabled && !row.isReadOnly && form.isEditable
    }
}
