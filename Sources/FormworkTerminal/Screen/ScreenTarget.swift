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
    static func all<Model: FormModel>(in form: ModelForm<Model>) -> [ScreenTarget] {
        var targets: [ScreenTarget] = []
        for section in form.sections {
            targets += section.rows.filter { isFocusable($0, in: form) }.map { .row(id: $0.id) }
            if let repetition = section.repetition {
                if repetition.index == nil, repetition.canAdd { targets.append(.addItem(group: repetition.group)) }
                if repetition.index != nil, repetition.canDelete { targets.append(.removeItem(section: section.id)) }
            }
        }
        return targets + [.submit]
    }

    /// Whether focus may stand on `row`: a row of an editable form that is
    /// enabled, not read-only and not a title.
    static func isFocusable<Model: FormModel>(_ row: FormRow, in form: ModelForm<Model>) -> Bool {
        row.kind != .title && row.isEnabled && !row.isReadOnly && form.isEditable
    }
}
