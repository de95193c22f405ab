extension TextMeasure {
    /// The text in lines of at most `width`, broken at spaces and at each
    /// "\n"; a word wider than a line (CJK text has no spaces) is broken
    /// between characters. At most `maxLines` lines: when text remains, the
    /// last one ends with "…". No line is wider than `width`, and a
    /// non-positive width, size or line count gives no lines.
    static func wrapped(_ text: String, width: Double, size: Double, maxLines: Int, bold: Bool = false) -> [String] {
        guard width > 0, size > 0, maxLines > 0 else { return [] }
        func fits(_ line: String) -> Bool { self.width(of: line, size: size, bold: bold) <= width }
        var lines: [String] = []
        paragraphs: for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                if lines.count > maxLines { break paragraphs }
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if fits(candidate) {
                    line = candidate
                    continue
                }
                if !line.isEmpty { lines.append(line) }
                line = ""
                for character in word {
                    if fits(line + String(character)) || line.isEmpty {
                        line.append(character)
                    } else {
                        lines.append(line)
                        line = String(character)
                    }
                }
            }
            lines.append(line)
        }
        if lines.count > maxLines {
            lines.removeLast(lines.count - maxLines)
            lines[maxLines - 1] = fitted(lines[maxLines - 1] + "…", width: width, size: size, bold: bold)
        }
        return lines.map { fitted($0, width: width, size: size, bold: bold) }
    }
}
