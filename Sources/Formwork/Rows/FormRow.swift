/// One row of a form, as a snapshot of its declaration and current value.
///
/// ```swift
/// let row = form.row("user_name")!
/// row.title         // "User Name"
/// row.kind          // .text
/// row.value         // .string("Ada")
/// row.placeholder   // "Your name"
/// ```
///
/// The row's declared limits (``maxCharacters``, ``minimum``, ``maximum``,
/// ``step``) are what the form enforces on input, so a UI can offer the
/// same bounds (a character counter, a stepper, a slider).
public struct FormRow: Sendable, Hashable, Identifiable {
    /// The key: the property name, dotted inside groups (`address.city`).
    public var key: String
    /// The title shown beside the row.
    public var title: String
    /// What kind of row it is.
    public var kind: FormRow.Kind
    /// The current value.
    public var value: FormValue
    /// The value as a person reads it: option labels, `Yes`/`No`, dates as
    /// ISO 8601 in UTC, passwords masked.
    public var displayText: String
    /// Text shown when the row is empty.
    public var placeholder: String?
    /// Help text shown with the row.
    public var help: String?
    /// The choices of an enumerated row, or of a list of options.
    public var choices: [FormRow.Choice]
    /// `true` when several options may be chosen.
    public var allowsMultipleSelection: Bool
    /// The kind of text of a text row.
    public var textKind: FormRow.TextKind
    /// What a date row picks.
    public var dateKind: FormRow.DateKind
    /// The parameter names from the form's root to this row (`["address", "city"]`);
    /// empty for a title row, which submits nothing.
    public var parameterPath: [String]
    /// `true` when the row's type is optional, so emptying it means `nil`.
    public var isOptional: Bool
    /// `true` for rows that can never be edited (titles).
    public var isReadOnly: Bool
    /// The last edit the row refused, until a later edit succeeds; or the
    /// value an update held for it while rows it waits for are refused
    /// (``FormInputError/Reason/held(value:waitingFor:)``).
    public var inputError: FormInputError?
    /// `true` when a rule requires a value.
    public var isRequired: Bool
    /// The title with the form's required marker when the row is required
    /// (`"User Name *"`); the title otherwise.
    public var displayTitle: String
    /// `true` when a condition hides the row or its section.
    public var isHidden: Bool
    /// `true` when a person may edit the row: the form is editable, the
    /// access policy allows it, and its section's and its own conditions hold.
    public var isEnabled: Bool
    /// Why the row cannot be edited, when the access policy gave a reason.
    public var disabledReason: String?
    /// The most characters typed text may have.
    public var maxCharacters: Int?
    /// The least number a number row takes (`min:` or the lower end of
    /// `range:`), as the row's type writes it: a stepper's or slider's lower end.
    ///
    /// ```swift
    /// @FormNumber(range: 1...10, step: 1) var quantity = 1
    /// form.row("quantity")?.minimum   // .integer(1)
    /// ```
    public var minimum: FormValue?
    /// The greatest number a number row takes (`max:` or the upper end of `range:`).
    public var maximum: FormValue?
    /// The step of a number row (`step:`): its values are ``minimum`` (else
    /// zero) plus a whole number of steps, as HTML's `step` attribute says.
    public var step: FormValue?
    /// The most bytes a file row's file may have (`maxFileSize:`).
    public var maxFileSize: Int? = nil
    /// The file types a file row takes (`fileTypes:`), as the HTML
    /// `accept` attribute lists them: `application/pdf`, `image/*`, `.pdf`.
    public var fileTypes: [String]? = nil
    /// How a choice row offers its options (`style:`); ``FormChoiceStyle/automatic``
    /// unless declared.
    public var choiceStyle: FormChoiceStyle = .automatic

    /// A stable identity. It is the key, except inside a repeating group's
    /// item, where it names the item by an identity it keeps while it is
    /// moved or other items are inserted or removed (`jobs#3.title`), as
    /// the item's ``FormSection/id`` does; ``FormState/key(forID:)`` finds
    /// the row's current key.
    public var id: String { identity ?? key }
    /// The identity of a row inside a repeating group's item.
    var identity: String?
}
