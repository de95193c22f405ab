extension TextMeasure {
    /// `text` broken into lines no wider than `width`: at spaces (a run of
    /// spaces is one break, as SVG shows it), at every newline, and between
    /// clusters inside a word too long for a line (CJK text, which has no
    /// spaces, breaks between its characters). At most `maxLines` lines; when
    /// text remains, the last line ends in "…" (cut by ``fitted(_:width:size:bold:)``).
    /// No line is wider than `width` by ``width(of:size:bold:)``. Empty text,
    /// `maxLines` below 1, or a `width` or `size` that is not positive gives no lines.
    static func wrapped(_ text: String, width: Double, size: Double, maxLines: Int, bold: Bool = false) -> [String] {
        guard !text.isEmpty, maxLines > 0, size.isFinite, size > 0, width > 0 else { return [] }
        var breaker = LineBreaker(width: width, size: size, bold: bold, maxLines: maxLines)
        let paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        paragraphLoop: for (index, paragraph) in paragraphs.enumerated() {
            if index > 0, !breaker.startLine() { break }
            for word in paragraph.split(separator: " ") {
                guard breaker.place(word) else { break paragraphLoop }
            }
        }
        return breaker.finished()
    }
}

/// Greedy line filling in whole font units; `lines` holds the finished
/// lines, `line` the one being filled.
private struct LineBreaker {
    let width: Double
    let size: Double
    let bold: Bool
    let maxLines: Int
    var lines: [String] = []
    var line = ""
    var units = 0
    var truncated = false

    init(width: Double, size: Double, bold: Bool, maxLines: Int) {
        self.width = width
        self.size = size
        self.bold = bold
        self.maxLines = maxLines
    }

    func fits(_ candidate: Int) -> Bool {
        TextMeasure.points(candidate, size: size) <= width
    }

    /// Finishes `line` and starts an empty one; false (and `truncated`) when
    /// that would make more than `maxLines` lines.
    mutating func startLine() -> Bool {
        guard lines.count + 1 < maxLines else {
            truncated = true
            return false
        }
        lines.append(line)
        line = ""
        units = 0
        return true
    }

    /// Places one word (no spaces in it); false when no more text fits.
    mutating func place(_ word: Substring) -> Bool {
        let advances = word.map { TextMeasure.advance(of: $0, bold: bold) }
        let wordUnits = advances.reduce(0, +)
        let space = TextMeasure.advance(of: " ", bold: bold)
        if !line.isEmpty, fits(units + space + wordUnits) {
            line += " " + word
            units += space + wordUnits
            return true
        }
        if !line.isEmpty, !startLine() { return false }
        for (cluster, clusterUnits) in zip(word, advances) {
            if !fits(units + clusterUnits) {
                // A cluster wider than a whole line cannot be placed at all.
                guard !line.isEmpty, startLine(), fits(clusterUnits) else {
                    truncated = true
                    return false
                }
            }
            line.append(cluster)
            units += clusterUnits
        }
        return true
    }

    /// The lines, the last one cut with "…" when text was left over; none
    /// when text was left over and even "…" does not fit, since lines that
    /// look complete would hide the cut. Joining can only merge clusters into
    /// fewer, narrower ones; the final check keeps the width promise unconditional.
    func finished() -> [String] {
        let last = truncated ? TextMeasure.fitted(line + "…", width: width, size: size, bold: bold) : line
        if truncated, last.isEmpty { return [] }
        return (lines + [last]).map {
            TextMeasure.width(of: $0, size: size, bold: bold) <= width
                ? $0 : TextMeasure.fitted($0, width: width, size: size, bold: bold)
        }
    }
}
