/// One choice of a row: the value submitted and the label shown.
///
/// ```swift
/// form.row("gender")?.options.map(\.label)   // ["Female", "Male", "Prefer Not to Say"]
/// ```
public struct FormRowOption: Sendable, Hashable {
    /// The value the form holds and submits when this option is chosen.
    public var value: FormValue
    /// The text shown to people.
    public var label: String

    /// An option submitting `value` and showing `label`.
    public init(value: FormValue, label: String) {
        self.value = value
        self.label = label
    }
}
