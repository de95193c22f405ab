extension FormRow {
    /// One choice a row offers: the ``FormValue`` submitted when it is
    /// chosen and the label shown.
    ///
    /// ```swift
    /// form.row("gender")?.options.map(\.label)   // ["Female", "Male", "Prefer Not to Say"]
    /// ```
    public typealias Option = FormLabeledChoice<FormValue>
}
