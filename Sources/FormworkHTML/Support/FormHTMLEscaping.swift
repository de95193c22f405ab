import Formwork

/// The escapings of the HTML serializer: one for text between tags, one
/// for a `<textarea>`'s text, and one for attribute values, which Formwork
/// always writes double-quoted.
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
///
/// Text a person reads between tags (titles, labels, legends, option
/// labels, help, errors, footers, buttons) also shows each embedding,
/// override and isolate (U+202A–U+202E, U+2066–U+2069) as its code point,
/// `&lt;U+202E&gt;` on the page, as `VisibleText` writes it: a browser obeys
/// them in a text node, so `"\u{202E}gnp.exe"` would read "exe.png", and an
/// unclosed one reorders what follows it in the paragraph. The marks LRM,
/// RLM and ALM stay: they cannot turn letters around, and right-to-left
/// text uses them for its punctuation. Control characters stay as they
/// are: a browser acts on none of them. A `<textarea>`'s text and every
/// attribute value (an input's `value`) keep their bytes, because they are
/// what the browser posts back.
package enum FormHTMLEscaping {
    /// `a < b & c` → `a &lt; b &amp; c`; `\u{202E}x` → `&lt;U+202E&gt;x`.
    package static func text(_ text: String) -> String {
        escape(text, quotes: false, showingDirectionalFormatting: true)
    }

    /// `a < b\u{202E}` → `a &lt; b\u{202E}`: the text of a `<textarea>`,
    /// which the browser posts back as it was.
    package static func editableText(_ text: String) -> String {
        escape(text, quotes: false, showingDirectionalFormatting: false)
    }

    /// `say "hi"` → `say &quot;hi&quot;`; for a value written as `name="…"`.
    package static func attribute(_ value: String) -> String {
        escape(value, quotes: true, showingDirectionalFormatting: false)
    }

    private static func escape(_ text: String, quotes: Bool, showingDirectionalFormatting: Bool) -> String {
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
            default:
                if showingDirectionalFormatting, VisibleText.isExplicitDirectionalFormatting(scalar),
                    let symbol = VisibleText.symbol(for: scalar)
                {
                    escaped += escape(symbol, quotes: false, showingDirectionalFormatting: false)
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped
    }
}
