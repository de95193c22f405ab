import Formwork

/// What a row kind's own control (``FormHTMLRowControl``) is written
/// from: the row, the id its label names, the name its value is posted
/// under, and the attributes every control of a row ends with.
public struct FormHTMLControlContext: Sendable {
    /// The row, with the value the page shows (a held value, or blank for a spare item).
    public let row: FormRow
    /// The id the row's `<label for>` names: the id of the control a
    /// person reaches first.
    public let id: String
    /// The id of the row's `<label>`, for a group of controls to name
    /// with `aria-labelledby`.
    public let labelID: String
    /// The name the row's value is posted under; `nil` for a row that
    /// posts nothing. Formwork's readers read what is posted under it.
    public let name: String?
    /// The text the control shows: what the person typed and the row
    /// refused, else the value's text as the readers read it back
    /// (`FormValue.text`).
    public let value: String
    /// The form's localization, for the control's own words.
    public let localization: FormLocalization
    private let trailingWhenRequired: [FormHTMLElement.Attribute]
    private let trailingWhenNot: [FormHTMLElement.Attribute]

    init(_ context: FormHTMLRowContext) {
        row = context.row
        id = context.id
        labelID = context.id + "-label"
        name = context.name
        value = context.row.inputError?.input ?? context.row.value.text
        localization = context.localization
        func attributes(required: Bool) -> [FormHTMLElement.Attribute] {
            context.trailing(required: required).compactMap { $0 }.map { FormHTMLElement.Attribute($0.name, $0.value) }
        }
        trailingWhenRequired = attributes(required: true)
        trailingWhenNot = attributes(required: false)
    }

    /// The attributes every control of a row ends with, as Formwork's own
    /// controls write them: `required` (when `required` and the row
    /// requires a value), `readonly`, `disabled` (a condition, the access
    /// policy or a read-only form), `aria-invalid` and `aria-describedby`
    /// (the help, the errors).
    public func controlAttributes(required: Bool) -> [FormHTMLElement.Attribute] {
        required ? trailingWhenRequired : trailingWhenNot
    }
}
