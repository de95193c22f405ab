extension FormRow {
    /// One choice a row offers: the ``FormValue`` submitted when it is
    /// chosen and the label shown.
    ///
    /// ```swift
    /// form.row("gender")?.choices.map(\.label)   // ["Female", "Male", "Prefer Not to Say"]
    /// ```
    public typealias Choice = FormLabeledChoice<FormValue>
}
