/// Placeholder until the advance-width table lands: 0.6 em per character,
/// 1 em for CJK, 1.25 em for emoji.
enum TextMeasure {
    static func width(of text: String, size: Double, bold: Bool = false) -> Double {
        var total = 0.0
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if v >= 0x1F000 { total += 1.25 } else if v >= 0x2E80 { total += 1 } else { total += bold ? 0.65 : 0.6 }
        }
        return total * size
    }

    static func fitted(_ text: String, width: Double, size: Double, bold: Bool = false) -> String {
        if self.width(of: text, size: size, bold: bold) <= width { return text }
        var result = ""
        for character in text {
            if self.width(of: result + String(character) + "…", size: size, bold: bold) > width { break }
            result.append(character)
        }
        return self.width(of: result + "…", size: size, bold: bold) <= width ? result + "…" : ""
    }

    static func wrapped(_ text: String, width: Double, size: Double, maxLines: Int, bold: Bool = false) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if self.width(of: candidate, size: size, bold: bold) <= width || line.isEmpty {
                line = candidate
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        if lines.count > maxLines {
            lines = Array(lines.prefix(maxLines))
            if let last = lines.last { lines[lines.count - 1] = fitted(last + "…", width: width, size: size, bold: bold) }
        }
        return lines.map { fitted($0, width: width, size: size, bold: bold) }
    }
}
