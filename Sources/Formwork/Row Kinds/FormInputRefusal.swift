/// Input a row refused: why, and the phrase saying it, which the form words
/// with the row's title in its language.
///
/// ```swift
/// FormInputRefusal(FormPhrase("input.wholeNumber"))   // "{title} must be a whole number"
/// ```
///
/// A row kind returns one from its readings (``FormRowKind/value(_:for:)``);
/// the form turns it into the row's ``FormInputError``, keeping what was
/// typed and the row's previous value.
///
/// A class, so that a `Result` of a row's value or a refusal is the size of
/// the value: as a struct the refusal made every result of every edit,
/// refused or not, a block copied from call to call.
public final class FormInputRefusal: Error {
    /// Why the input was refused.
    public let reason: FormInputError.Reason
    /// What is wrong, without the row's title (the form adds it as `title`).
    public let phrase: FormPhrase
    /// The list item refused: its position counted from one and its text
    /// quoted, which name it in place of the row's title.
    let item: (position: Int, text: String)?
    /// The declared limit the value broke, whose failure is the message;
    /// `nil` when the input was not a value of the row at all.
    let limit: (rule: FormRule, value: FormValue)?

    /// A refusal of input that is no value of the row, said by `phrase`:
    /// its reason is ``FormInputError/Expected/kind(phrase:)``.
    public convenience init(_ phrase: FormPhrase) {
        self.init(reason: .invalidValue(expected: .kind(phrase: phrase.key)), phrase: phrase)
    }

    init(
        reason: FormInputError.Reason, phrase: FormPhrase, item: (position: Int, text: String)? = nil,
        limit: (rule: FormRule, value: FormValue)? = nil
    ) {
        self.reason = reason
        self.phrase = phrase
        self.item = item
        self.limit = limit
    }
}
