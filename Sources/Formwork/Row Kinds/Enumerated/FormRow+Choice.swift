extension FormRow {
    /// One choice a row offers: the ``FormValue`` submitted when it is
    /// chosen and the label shown.
    ///
    /// ```swift
    /// form.row("gender")?.choices.map(\.label)   // ["Female", "Male", "Prefer Not to Say"]
    /// ```
    public typealias Choice = FormLabeledChoice<FormValue>
}

extension FormRow {
    /// Whether `choice` is chosen: the row's value, or one of its values
    /// when it holds several. What every surface checks or selects.
    package func holds(_ choice: Choice) -> Bool {
        if let chosen = value.arrayValue { return chosen.contains(choice.value) }
        return value == choice.value
    }

    /// Whether a single choice may be left with nothing chosen: its type is
    /// optional and no rule requires it. Such a row needs a way back to
    /// none (a menu's empty entry, a "None" option); a required optional
    /// row starts with nothing chosen but need not offer it.
    package var offersNoChoice: Bool { isOptional && !isRequired }
}
