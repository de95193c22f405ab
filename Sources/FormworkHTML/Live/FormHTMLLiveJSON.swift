/// JSON text that is safe inside a `<script>` element: every `<`, `>` and
/// `&` is escaped in strings, so no `</script`, `<!--` or `<script` can occur
/// (the HTML standard's script-data restrictions), and U+2028/U+2029 are
/// escaped for engines older than ES2019.
enum FormHTMLLiveJSON {
    /// `text` as a JSON string literal.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}":
                out += unicodeEscape(scalar.value)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += unicodeEscape(scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// `values` as a JSON array.
    static func array(_ values: [String]) -> String {
        "[" + values.joined(separator: ",") + "]"
    }

    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
