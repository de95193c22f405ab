/// An edit the form refused; the row keeps its previous value.
///
/// ```swift
/// do {
///     try form.setText("forty", for: "age")
/// } catch {
///     error.message        // "Age must be a whole number"
///     error.input          // "forty": what was typed is kept, so a UI can show it again
///     form.value(for: "age")   // still the previous value
/// }
/// ```
public struct FormInputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why an edit was refused.
    public enum Reason: Sendable, Hashable {
        /// No row has the key; `suggestion` is the closest key, if one is close.
        case unknownField(suggestion: String?)
        /// The text or value does not mean a value of the row's type:
        /// `expected` says what the row takes.
        ///
        /// ```swift
        /// try form.setText("forty", for: "age")   // throws
        /// // error.reason == .invalidValue(expected: .wholeNumber)
        /// ```
        case invalidValue(expected: Expected)
        /// The value is not one of the row's options.
        case notAnOption
        /// The row cannot be edited (a title row).
        case readOnly
        /// The row is hidden by a condition.
        case hidden
        /// The row is disabled by the form, its section, its condition or the access policy.
        case disabled(reason: String?)
        /// The text has more characters than the row's `maxCharacters:`.
        case tooLong(limit: Int)
        /// The number is outside the row's `range:`, `min:` or `max:`; a
        /// bound not declared is `nil`.
        case outOfRange(minimum: FormValue?, maximum: FormValue?)
        /// The number is not `base` plus a whole number of the row's `step:`
        /// (`base` is the row's minimum, else zero).
        case notOnStep(step: FormValue, base: FormValue)
        /// The file has more bytes than the row's `maxFileSize:`.
        case fileTooLarge(limit: Int)
        /// The file is of none of the row's `fileTypes:` (as the HTML
        /// `accept` attribute lists them).
        case fileTypeNotAccepted(types: [String])
        /// A list edit named an item position the list does not have.
        case noSuchItem(index: Int)
        /// An insertion into a repeating group holding its `maxItems` already.
        case tooManyItems(limit: Int)
        /// A removal from a repeating group holding only its `minItems`.
        case tooFewItems(limit: Int)
        /// A value sent for a row that a condition hides or disables only
        /// because rows refused in the same update (`waitingFor`, their keys)
        /// kept their previous values: `value` is what the row read, not
        /// written into the model. The person saw the row while typing, so
        /// the text is kept (``FormInputError/input``) and shown again; a
        /// later body that sends it while the row can be edited writes it.
        ///
        /// ```swift
        /// form.update(fromURLEncoded: "age=151&about_me=I+wrote+the+first+program")
        /// form.row("about_me")?.inputError?.reason
        /// // .held(value: "I wrote the first program", waitingFor: ["age"])
        /// ```
        case held(value: FormValue, waitingFor: [String])
    }

    /// The row's key, such as `age` or `address.city`.
    public var key: String
    /// The row's title, when the row exists.
    public var title: String?
    /// Why the edit was refused.
    public var reason: Reason
    /// What was typed or set, as text; kept so nothing a person entered is lost.
    public var input: String
    /// A sentence for a person: "Age must be a whole number", "Age must be at most 150".
    public var message: String
    /// The built-in text ``message`` was worded from, with its parameters,
    /// such as `input.wholeNumber(title: "Age")`; `nil` for a text no
    /// phrase words (an unknown key, which a person does not type).
    ///
    /// ```swift
    /// error.phrase?.key   // "input.wholeNumber": a translator's switch
    /// ```
    ///
    /// Two errors are equal when they say the same of the same row for the
    /// same reason, whichever phrase worded them.
    public var phrase: FormPhrase? = nil

    public var description: String { message }

    public static func == (lhs: FormInputError, rhs: FormInputError) -> Bool {
        lhs.key == rhs.key && lhs.title == rhs.title && lhs.reason == rhs.reason && lhs.input == rhs.input
            && lhs.message == rhs.message
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(reason)
        hasher.combine(message)
    }
}
