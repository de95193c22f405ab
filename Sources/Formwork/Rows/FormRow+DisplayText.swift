extension FormRow {
    /// The character a password's text is shown with, one for each character typed.
    ///
    /// ```swift
    /// FormRow.maskCharacter                   // "•"
    /// form.row("password")?.displayText       // "••••••" for "secret"
    /// ```
    public static let maskCharacter: Character = "•"

    /// Whether the row's text is shown masked (a password), in its
    /// ``displayText`` and while it is typed (``displayText(ofDraft:)``).
    ///
    /// ```swift
    /// form.row("password")?.isMasked    // true
    /// form.row("user_name")?.isMasked   // false
    /// ```
    ///
    /// Only a text row declares a kind of text (``textKind``): every other
    /// row's is ``TextKind/plain``.
    public var isMasked: Bool { textKind == .password }

    /// The text of one of the row's values as a person reads it: the label
    /// of the option with that value, or the value's own text; what
    /// ``displayText`` shows for each chosen option or list item.
    ///
    /// ```swift
    /// form.row("gender")?.label(for: .string("female"))   // "Female"
    /// form.row("tags")?.label(for: .string("swift"))      // "swift": a list without options
    /// ```
    public func label(for value: FormValue) -> String {
        FormDisplayText.label(of: value, in: choices)
    }

    /// Text being typed into the row, as the row shows it: masked for a
    /// password (``isMasked``), as it is otherwise. A UI shows a draft with
    /// this until the form takes it, and ``displayText`` after.
    ///
    /// ```swift
    /// form.row("password")?.displayText(ofDraft: "abc")    // "•••"
    /// form.row("user_name")?.displayText(ofDraft: "Ada")   // "Ada"
    /// ```
    public func displayText(ofDraft draft: String) -> String {
        isMasked ? FormDisplayText.masked(draft) : draft
    }
}
