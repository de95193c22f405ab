/// The `.ascii` rendering: each row a box of `+`, `-` and `|` on a
/// character grid, its title on the first inner line and its value (or
/// `(placeholder)`) on the second; a header is `# title`, without a box, on
/// the middle line of its frame from its left column.
///
/// A frame from `x` to `maxX` covers columns `round(x / pointsPerColumn)`
/// through `round(maxX / pointsPerColumn) - 1` (rows likewise), so boxes
/// that touch in points sit side by side without sharing a border. Text is
/// cut to fit inside the box. Trailing spaces are trimmed.
struct ASCIIWireframeRenderer {
    var pointsPerColumn: Double
    var pointsPerRow: Double

    func render(_ layout: FormLayout) -> String {
        let columnScale = pointsPerColumn > 0 ? pointsPerColumn : 8
        let rowScale = pointsPerRow > 0 ? pointsPerRow : 11
        func cell(_ value: Double, _ scale: Double) -> Int {
            let scaled = (value / scale).rounded()
            return scaled.isFinite ? Int(max(0, min(scaled, 100_000))) : 0
        }
        var width = cell(layout.contentSize.width, columnScale)
        var height = cell(layout.contentSize.height, rowScale)
        for frame in layout.frames {
            width = max(width, cell(frame.maxX, columnScale))
            height = max(height, cell(frame.maxY, rowScale))
        }
        var grid = [[Character]](repeating: [Character](repeating: " ", count: width), count: height)
        for frame in layout.frames {
            let left = cell(frame.x, columnScale), right = cell(frame.maxX, columnScale) - 1
            let top = cell(frame.y, rowScale), bottom = cell(frame.maxY, rowScale) - 1
            guard right > left, bottom >= top else { continue }
            if frame.role == .header {
                let row = top + (bottom - top) / 2
                write(&grid, "# " + frame.title, row: row, from: left, to: right + 1, bottom: row + 1)
                continue
            }
            guard bottom > top else { continue }
            drawBox(&grid, left: left, right: right, top: top, bottom: bottom)
            write(&grid, frame.title, row: top + 1, from: left + 2, to: right - 1, bottom: bottom)
            let text = frame.text.replacingNewlines(with: ", ")
            write(&grid, frame.isPlaceholder ? "(\(text))" : text, row: top + 2, from: left + 2, to: right - 1, bottom: bottom)
        }
        let lines = grid.map { row -> String in
            var line = String(row)
            while line.last == " " { line.removeLast() }
            return line
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func drawBox(_ grid: inout [[Character]], left: Int, right: Int, top: Int, bottom: Int) {
        for column in left...right {
            grid[top][column] = column == left || column == right ? "+" : "-"
            grid[bottom][column] = column == left || column == right ? "+" : "-"
        }
        for row in (top + 1)..<bottom {
            grid[row][left] = "|"
            grid[row][right] = "|"
            for column in (left + 1)..<right { grid[row][column] = " " }
        }
    }

    /// Writes `text` on `row` between two columns (exclusive end), inside the box.
    private func write(_ grid: inout [[Character]], _ text: String, row: Int, from start: Int, to end: Int, bottom: Int) {
        guard row < bottom, start < end else { return }
        var column = start
        for character in text {
            guard column < end else { break }
            grid[row][column] = character
            column += 1
        }
    }
}

extension String {
    func replacingNewlines(with separator: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: separator)
    }
}
