/// How ``Formwork/FormState/fill(_:title:input:output:)`` asks for the form's values.
///
/// ```swift
/// let profile = try FormState(Profile()).fill(.lines)   // one question per row
/// ```
public enum TerminalFillMode: Sendable, Hashable {
    /// The full screen when input and output are both terminals that draw
    /// (`TERM` is not `dumb`); line mode otherwise, as when answers are
    /// piped in.
    case automatic
    /// The full screen: rows in their sections, moved between with the
    /// arrow keys and edited in place (see ``FormScreen``). Input and
    /// output must be terminals.
    case fullScreen
    /// One prompt per row, in order, with the current value as its default:
    /// plain text a screen reader reads out and a script can answer.
    case lines
}
