import Testing

@testable import FormworkLayout

/// The ASCII wireframe is at most 500 columns by 2 000
/// rows whatever the frames; a larger layout is clipped and says so.
struct ASCIIGridBoundTests {
    static func oneRow(lines: [String]) throws -> FormLayout {
        let input = FormLayoutInput(
            sections: [FormLayoutInput.Section(items: [FormLayoutInput.Item(name: "a", kind: .text, title: "A", text: "1")])],
            customLayouts: [.compact: FormCustomLayout(lines: lines)])
        return try input.layout(.compact)
    }

    /// A row 1 000 000 points tall at 375 wide. By hand at 8 points per
    /// column and 11 per row: round(375 / 8) = 47 columns and
    /// round(1e6 / 11) = 90 909 rows in full, so the grid keeps all 47
    /// columns and the first 2 000 rows, then one line saying so.
    @Test func asciiOfAMillionPointTallLayoutIsClippedTo2000Rows() throws {
        let layout = try Self.oneRow(lines: ["|[a]|", "V:|[a(==1000000)]|"])
        #expect(layout.contentSize == FormLayout.Size(width: 375, height: 1_000_000))
        let lines = layout.render(.ascii).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2_000 + 1 + 1)  // grid, note, and the empty string after the final newline
        #expect(lines[0] == "+" + String(repeating: "-", count: 45) + "+")
        #expect(lines[1] == "| A" + String(repeating: " ", count: 43) + "|")
        #expect(lines[2] == "| 1" + String(repeating: " ", count: 43) + "|")
        #expect(lines[1_999] == "|" + String(repeating: " ", count: 45) + "|")
        #expect(
            lines[2_000] == "~ clipped: the wireframe is 47 x 90909 characters; drawn at most 500 x 2000. "
                + "Use renderASCII(pointsPerColumn:pointsPerRow:) with larger scales to see all of it.")
        #expect(lines[2_001] == "")
    }

    /// 1 000 000 points wide is round(1e6 / 8) = 125 000 columns: the grid
    /// keeps 500, and the box's right border is off the grid.
    @Test func asciiOfAMillionPointWideLayoutIsClippedTo500Columns() throws {
        let layout = try Self.oneRow(lines: ["|[a(==1000000)]|", "V:|[a(==44)]|"])
        let lines = layout.render(.ascii).split(separator: "\n")
        #expect(lines.count == 5)  // round(44 / 11) = 4 rows, then the note
        #expect(lines[0] == "+" + String(repeating: "-", count: 499))
        #expect(lines[1] == "| A")
        #expect(lines[4].hasPrefix("~ clipped: the wireframe is 125000 x 4 characters"))
    }

    /// Frames anyone can build by hand (huge, infinite, NaN, negative) stay
    /// within the grid too.
    @Test func asciiOfHugeOrNonFiniteFramesStaysWithinTheGrid() {
        let frames = [
            FormLayout.Frame(
                identifier: "a", name: "a", role: .item(.text), title: "A", text: "", isPlaceholder: false,
                x: 0, y: 0, width: 1e300, height: 1e17),
            FormLayout.Frame(
                identifier: "b", name: "b", role: .header, title: "B", text: "", isPlaceholder: false,
                x: .nan, y: -1e300, width: 1e17, height: .infinity),
        ]
        let layout = FormLayout(
            width: 375, sizeClass: .compact, lines: [], metrics: [], frames: frames,
            contentSize: FormLayout.Size(width: .nan, height: 1e300), ambiguity: nil)
        let lines = layout.render(.ascii).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2_000 + 1 + 1)
        #expect(lines[0] == "+" + String(repeating: "-", count: 499))  // a's box; its right edge is off the grid
        #expect(lines.prefix(2_000).allSatisfy { $0.count <= 500 })
        #expect(lines[2_000].hasPrefix("~ clipped: the wireframe is 1000000000 x 1000000000 characters") == true)
        #expect(layout.renderASCII(pointsPerColumn: .nan, pointsPerRow: .infinity) == layout.render(.ascii))
    }

    /// Within the grid nothing changes: no note.
    @Test func asciiWithinTheGridHasNoClippingNote() throws {
        let layout = try Self.oneRow(lines: ["|[a]|", "V:|[a(==22000)]|"])  // exactly 2 000 rows
        let text = layout.render(.ascii)
        #expect(text.split(separator: "\n").count == 2_000)
        #expect(!text.contains("clipped"))
    }
}
