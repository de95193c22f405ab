import Formwork

/// The `.ascii` rendering: each row a box of `+`, `-` and `|` on a
/// character grid, its title on the first inner line and its value (or
/// `(placeholder)`) on the second; a header is `# title`, without a box, on
/// the middle line of its frame from its left column. In a right-to-left
/// layout (its frames mirrored) each text ends at the right of its box, and
/// a header at its frame's right column. A CJK character or an emoji takes
/// two columns, as a monospaced terminal shows it.
///
/// A frame from `x` to `maxX` covers columns `round(x / pointsPerColumn)`
/// through `round(maxX / pointsPerColumn) - 1` (rows likewise), so boxes
/// that touch in points sit side by side without sharing a border. Text is
/// cut to fit inside the box, after it is shown through `VisibleText`
/// (a line break in a value becomes `, `; any other control character its
/// Control Picture, `␛`; a C1 control or bidirectional formatting
/// character its code point, `<U+202E>`), so no cell holds a character
/// that acts on a terminal or reorders the line. Trailing spaces are trimmed.
///
/// The grid is at most ``maximumColumns`` × ``maximumRows`` characters,
/// whatever the frames: a larger layout is clipped at the right and the
/// bottom, and a last line says so (see ``clippingNote(columns:rows:)``).
/// Nothing outside the grid is ever allocated or visited, so a layout a
/// million points tall costs no more than one that fills the grid.
struct ASCIIWireframeRenderer {
    var pointsPerColumn: Double
    var pointsPerRow: Double

    /// 500 columns: 4 000 points at the default 8 points per column.
    static let maximumColumns = 500
    /// 2 000 rows: 22 000 points at the default 11 points per row, about
    /// 500 rows of a form.
    static let maximumRows = 2_000
    /// Where cell numbers are capped before conversion to `Int`.
    private static let cellCap = 1_000_000_000.0

    /// The last line of a clipped wireframe, with the full size in characters.
    static func clippingNote(columns: Int, rows: Int) -> String {
        "~ clipped: the wireframe is \(columns) x \(rows) characters; drawn at most "
            + "\(maximumColumns) x \(maximumRows). Use renderASCII(pointsPerColumn:pointsPerRow:) "
            + "with larger scales to see all of it."
    }

    func render(_ layout: FormLayout) -> String {
        let columnScale = pointsPerColumn.isFinite && pointsPerColumn > 0 ? pointsPerColumn : 8
        let rowScale = pointsPerRow.isFinite && pointsPerRow > 0 ? pointsPerRow : 11
        func cell(_ value: Double, _ scale: Double) -> Int {
            let scaled = (value / scale).rounded()
            return scaled.isFinite ? Int(max(0, min(scaled, Self.cellCap))) : 0
        }
        var fullWidth = cell(layout.contentSize.width, columnScale)
        var fullHeight = cell(layout.contentSize.height, rowScale)
        for frame in layout.frames {
            fullWidth = max(fullWidth, cell(frame.maxX, columnScale))
            fullHeight = max(fullHeight, cell(frame.maxY, rowScale))
        }
        var grid = Grid(width: min(fullWidth, Self.maximumColumns), height: min(fullHeight, Self.maximumRows))
        for frame in layout.frames {
            let left = cell(frame.x, columnScale), right = cell(frame.maxX, columnScale) - 1
            let top = cell(frame.y, rowScale), bottom = cell(frame.maxY, rowScale) - 1
            guard right > left, bottom >= top else { continue }
            let alignEnd = layout.wording.isRightToLeft
            if frame.role == .header {
                let row = top + (bottom - top) / 2
                grid.write("# " + frame.title, row: row, from: left, to: right + 1, bottom: row + 1, alignEnd: alignEnd)
                continue
            }
            guard bottom > top else { continue }
            grid.drawBox(left: left, right: right, top: top, bottom: bottom)
            grid.write(frame.title, row: top + 1, from: left + 2, to: right - 1, bottom: bottom, alignEnd: alignEnd)
            let text = frame.text.replacingNewlines(with: ", ")
            grid.write(
                frame.isPlaceholder ? "(\(text))" : text, row: top + 2, from: left + 2, to: right - 1, bottom: bottom,
                alignEnd: alignEnd)
        }
        var lines = grid.cells.map { row -> String in
            var line = String(row.filter { $0 != Grid.continuation })
            while line.last == " " { line.removeLast() }
            return line
        }
        if fullWidth > grid.width || fullHeight > grid.height {
            lines.append(Self.clippingNote(columns: fullWidth, rows: fullHeight))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A character grid that ignores every cell outside it.
    struct Grid {
        let width: Int
        let height: Int
        var cells: [[Character]]

        init(width: Int, height: Int) {
            self.width = width
            self.height = height
            cells = [[Character]](repeating: [Character](repeating: " ", count: width), count: height)
        }

        mutating func drawBox(left: Int, right: Int, top: Int, bottom: Int) {
            guard left < width, top < height else { return }
            let lastColumn = min(right, width - 1)
            for column in left...lastColumn {
                let corner = column == left || column == right
                cells[top][column] = corner ? "+" : "-"
                if bottom < height { cells[bottom][column] = corner ? "+" : "-" }
            }
            let lastRow = min(bottom, height)
            guard top + 1 < lastRow else { return }
            for row in (top + 1)..<lastRow {
                cells[row][left] = "|"
                if right < width { cells[row][right] = "|" }
                for column in (left + 1)..<min(right, width) { cells[row][column] = " " }
            }
        }

        /// The second cell of a character two columns wide: left out when
        /// the line is written (no displayable text holds a NUL).
        static let continuation: Character = "\u{0}"

        /// Writes `text`, shown through `VisibleText`, on `row` between two
        /// columns (exclusive end), inside the box: from `start`, or ending
        /// at `end` when `alignEnd` (a right-to-left layout). A CJK or emoji
        /// character takes two columns, as a terminal shows it; the text is
        /// cut at the last whole character that fits. Cells hold the text
        /// in reading order.
        mutating func write(_ text: String, row: Int, from start: Int, to end: Int, bottom: Int, alignEnd: Bool = false) {
            let end = min(end, width)
            guard row < bottom, row < height, start < end else { return }
            var shown: [(character: Character, columns: Int)] = []
            var used = 0
            for character in VisibleText.displayable(text) {
                let columns = Self.columns(of: character)
                guard used + columns <= end - start else { break }
                shown.append((character, columns))
                used += columns
            }
            var column = alignEnd ? end - used : start
            for (character, columns) in shown {
                cells[row][column] = character
                if columns == 2 { cells[row][column + 1] = Self.continuation }
                column += columns
            }
        }

        /// The columns a character takes in a terminal: 2 for an East Asian
        /// wide or fullwidth character or an emoji (as ``TextMeasure`` finds
        /// them), 1 for anything else.
        static func columns(of character: Character) -> Int {
            let scalars = character.unicodeScalars
            guard let first = scalars.first else { return 1 }
            return TextMeasure.isWide(first.value) || TextMeasure.isEmoji(first: first, scalars: scalars) ? 2 : 1
        }
    }
}

extension String {
    /// The text with each `\n` scalar replaced, the one of a `\r\n` too
    /// (a `Character` split would keep `\r\n` whole).
    func replacingNewlines(with separator: String) -> String {
        unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
            .map { String(String.UnicodeScalarView($0)) }.joined(separator: separator)
    }
}
