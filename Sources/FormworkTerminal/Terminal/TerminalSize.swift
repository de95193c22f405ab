/// The size of a terminal window, in character cells.
///
/// ```swift
/// let screen = try FormScreen(ModelForm(Profile()), size: TerminalSize(columns: 100, rows: 30))
/// ```
public struct TerminalSize: Sendable, Hashable {
    /// The number of columns, at least 20.
    public var columns: Int
    /// The number of lines, at least 6.
    public var rows: Int

    /// A size of `columns` by `rows` cells; smaller sizes are raised to 20 by 6,
    /// the least a form's screen can show.
    public init(columns: Int, rows: Int) {
        self.columns = max(columns, 20)
        self.rows = max(rows, 6)
    }

    /// The classic 80 by 24 terminal.
    public static let standard = TerminalSize(columns: 80, rows: 24)
}
