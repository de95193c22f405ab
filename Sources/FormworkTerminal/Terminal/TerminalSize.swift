/// The size of a terminal window, in character cells.
///
/// ```swift
/// let screen = try FormScreen(FormState(Profile()), size: TerminalSize(columns: 100, rows: 30))
/// ```
public struct TerminalSize: Sendable, Hashable {
    /// The number of columns, at least 1.
    public var columns: Int
    /// The number of lines, at least 1.
    public var rows: Int

    /// A size of `columns` by `rows` cells; a size below 1 is raised to 1.
    /// A screen fits every frame to its size, however small: lines are cut
    /// at its right edge, and a window of fewer than five lines shows the
    /// focused part of the form with less around it.
    public init(columns: Int, rows: Int) {
        self.columns = max(columns, 1)
        self.rows = max(rows, 1)
    }

    /// The classic 80 by 24 terminal.
    public static let standard = TerminalSize(columns: 80, rows: 24)
}
