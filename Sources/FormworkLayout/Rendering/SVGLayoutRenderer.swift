/// The `.svg` rendering: a white page the size of the content, each row a
/// light box with its title on the left (dark) and its value on the right
/// (grey #666666, placeholders lighter #aaaaaa), each header a bold title.
///
/// Text sits on a baseline `min(height, 44) / 2 + 5` below the box's top,
/// 8 points in from its edges. Text is XML-escaped (`& < > " '`); list
/// entries are joined with `, `. Ambiguities are noted in a comment.
enum SVGLayoutRenderer {
    static func render(_ layout: FormLayout) -> String {
        let n = PointsText.format
        let width = n(layout.contentSize.width), height = n(layout.contentSize.height)
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
                + "viewBox=\"0 0 \(width) \(height)\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"13\">",
            "  <rect x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>",
        ]
        if layout.isAmbiguous {
            lines.append("  <!-- ambiguous: \(escape(layout.ambiguities.joined(separator: ", "))) -->")
        }
        for frame in layout.frames { lines += self.frame(frame) }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    static func frame(_ frame: FormLayout.Frame) -> [String] {
        let n = PointsText.format
        let baseline = n(frame.y + min(frame.height, 44) / 2 + 5)
        let left = n(frame.x + 8), right = n(frame.maxX - 8)
        var lines = ["  <g id=\"\(escape(frame.identifier))\">"]
        if frame.role == .header {
            lines.append(
                "    <text x=\"\(left)\" y=\"\(baseline)\" font-weight=\"bold\" fill=\"#333333\">\(escape(frame.title))</text>")
        } else {
            lines.append(
                "    <rect x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\" "
                    + "height=\"\(n(frame.height))\" fill=\"#f7f7f7\" stroke=\"#999999\"/>")
            lines.append("    <text x=\"\(left)\" y=\"\(baseline)\" fill=\"#222222\">\(escape(frame.title))</text>")
            let colour = frame.isPlaceholder ? "#aaaaaa" : "#666666"
            let text = escape(frame.text.replacingNewlines(with: ", "))
            lines.append("    <text x=\"\(right)\" y=\"\(baseline)\" text-anchor=\"end\" fill=\"\(colour)\">\(text)</text>")
        }
        lines.append("  </g>")
        return lines
    }

    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}
