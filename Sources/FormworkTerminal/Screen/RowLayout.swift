import Formwork

/// Where a row's parts stand on a line: a margin, the focus marker, the
/// title in a column as wide as the widest title (up to a third of the
/// screen), then the value to the right edge.
struct RowLayout: Sendable {
    /// The columns of the title column, the required marker included.
    let titleWidth: Int
    /// The column the value starts at.
    let valueColumn: Int
    /// The columns left for the value.
    let valueWidth: Int

    init(rows: [FormRow], columns: Int) {
        let widest = rows.map { TerminalColumns.width(of: $0.title) + ($0.isRequired ? 2 : 0) }.max() ?? 0
        titleWidth = min(max(widest + 2, 10), max(columns / 3, 10))
        valueColumn = 3 + titleWidth
        valueWidth = max(columns - valueColumn - 1, 8)
    }

    /// `title` (and a red `*` when required) fitted and padded to the title column.
    func title(_ row: FormRow, style: ScreenStyle) -> ScreenLine {
        let marker = row.isRequired ? " *" : ""
        let room = titleWidth - 1 - TerminalColumns.width(of: marker)
        var line = ScreenLine(TerminalColumns.fitted(row.title, columns: room), style)
        line.append(marker, .red)
        line.append(String(repeating: " ", count: max(titleWidth - line.columns, 1)), style)
        return line
    }
}
