/// A string as a JSON string literal (RFC 8259 §7), for the writers that
/// build JSON text as Swift strings: the layout's `.json` rendering and the
/// data of an HTML page's script.
///
/// ```swift
/// JSONStringLiteral.quoted("a\"b\n")                        // "\"a\\\"b\\n\""
/// JSONStringLiteral.quoted("</script>", alsoEscaping: ["<"])   // "\"\\u003c/script>\""
/// ```
///
/// `"` and `\` are escaped, LF, CR and tab as `\n`, `\r` and `\t`, every
/// other scalar below U+0020 and every scalar in `extra` as `\u` and four
/// lowercase hex digits; everything else is written as it is.
/// (``FormParameters/json(options:)`` writes bytes with its own writer.)
package enum JSONStringLiteral {
    package static func quoted(_ text: String, alsoEscaping extra: Set<Unicode.Scalar> = []) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || extra.contains(scalar) {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
