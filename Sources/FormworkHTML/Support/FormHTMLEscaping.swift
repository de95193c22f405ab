/// The two escapings of the HTML serializer, one for text between tags and
/// one for attribute values, which Formwork always writes double-quoted.
///
/// They follow the HTML standard's fragment serialization algorithm
/// (§13.3 "Serializing HTML fragments", *escaping a string*), with three
/// additions that make the text a parser reads back equal to the text written:
/// - `'` and `"` are escaped in attributes (`&#39;`, `&quot;`), so a value
///   stays one value whatever quote a later template puts around it;
/// - a carriage return is written `&#13;`, because the parser's input
///   preprocessing (§13.2.3.5) turns every `CR LF` and lone `CR` of the
///   markup into `LF`, while a character reference survives;
/// - U+0000, which the parser replaces or drops, is written as U+FFFD (the
///   character a parser makes of it), so no NUL reaches a page.
///
/// Swift strings hold Unicode scalars only, so no lone surrogate can occur.
package enum FormHTMLEscaping {
    /// `a < b & c` → `a &lt; b &amp; c`.
    package static func text(_ text: String) -> String {
        escape(text, quotes: false)
    }

    /// `say "hi"` → `say &quot;hi&quot;`; for a value written as `name="…"`.
    package static func attribute(_ value: String) -> String {
        escape(value, quotes: true)
    }

    private static func escape(_ text: String, quotes: Bool) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\r": escaped += "&#13;"
            case "\0": escaped += "\u{FFFD}"
            case "\"" where quotes: escaped += "&quot;"
            case "'" where quotes: escaped += "&#39;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
