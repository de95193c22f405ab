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
}
