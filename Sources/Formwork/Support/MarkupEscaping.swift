/// The one escaping of text written into HTML and XML (SVG): every page,
/// picture and report Formwork writes goes through it, in the rules of
/// the place the text goes.
///
/// ```swift
/// MarkupEscaping.htmlText("a < b\u{202E}")        // "a &lt; b&lt;U+202E&gt;"
/// MarkupEscaping.htmlAttribute("say \"hi\"")       // "say &quot;hi&quot;"
/// MarkupEscaping.xmlText("it's\n<ok>")            // "it&#39;s &lt;ok&gt;"
/// MarkupEscaping.xmlAttribute("a\nb")             // "a&#10;b"
/// ```
///
/// Everywhere: `&`, `<` and `>` are escaped, and `'` and `"`, where they
/// are escaped, are written `&#39;` and `&quot;`, which HTML and XML both
/// read.
///
/// HTML follows the HTML standard's fragment serialization algorithm
/// (§13.3 "Serializing HTML fragments", *escaping a string*), with three
/// additions that make the text a parser reads back equal to the text written:
/// - `'` and `"` are escaped in attributes, so a value stays one value
///   whatever quote a later template puts around it;
/// - a carriage return is written `&#13;`, because the parser's input
///   preprocessing (§13.2.3.5) turns every `CR LF` and lone `CR` of the
///   markup into `LF`, while a character reference survives;
/// - U+0000, which the parser replaces or drops, is written as U+FFFD (the
///   character a parser makes of it), so no NUL reaches a page.
///
/// Text a person reads between HTML tags (titles, labels, legends, option
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
///
/// XML 1.0 (§2.2 "Characters") allows no control character but tab, LF
/// and CR, and neither U+FFFE nor U+FFFF: XML drops them. In XML text
/// both quotes are escaped, and tab, LF and CR are written as spaces (a
/// picture's `<text>` is one line); in an attribute they are character
/// references, which attribute-value normalization (§3.3.3) keeps, where
/// it would turn the characters themselves into spaces.
///
/// Swift strings hold Unicode scalars only, so no lone surrogate can occur.
package enum MarkupEscaping {
    /// `a < b & c` → `a &lt; b &amp; c`; `\u{202E}x` → `&lt;U+202E&gt;x`:
    /// HTML text between tags.
    package static func htmlText(_ text: String) -> String {
        escape(text, .htmlText)
    }

    /// `a < b\u{202E}` → `a &lt; b\u{202E}`: the text of a `<textarea>`,
    /// which the browser posts back as it was.
    package static func htmlEditableText(_ text: String) -> String {
        escape(text, .htmlEditableText)
    }

    /// `say "hi"` → `say &quot;hi&quot;`; for an HTML value written as `name="…"`.
    package static func htmlAttribute(_ value: String) -> String {
        escape(value, .htmlAttribute)
    }

    /// `<a & 'b'>"\u{1}` → `&lt;a &amp; &#39;b&#39;&gt;&quot;`: XML text on one line.
    package static func xmlText(_ text: String) -> String {
        escape(text, .xmlText)
    }

    /// `a\nb\tc` → `a&#10;b&#9;c`; for an XML value written as `name="…"`.
    package static func xmlAttribute(_ value: String) -> String {
        escape(value, .xmlAttribute)
    }

    private enum Place {
        case htmlText, htmlEditableText, htmlAttribute, xmlText, xmlAttribute

        var isXML: Bool { self == .xmlText || self == .xmlAttribute }
        var escapesQuotes: Bool { self != .htmlText && self != .htmlEditableText }
    }

    private static func escape(_ text: String, _ place: Place) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"" where place.escapesQuotes: escaped += "&quot;"
            case "'" where place.escapesQuotes: escaped += "&#39;"
            case "\n" where place.isXML: escaped += place == .xmlText ? " " : "&#10;"
            case "\t" where place.isXML: escaped += place == .xmlText ? " " : "&#9;"
            case "\r": escaped += place == .xmlText ? " " : "&#13;"
            case "\0" where !place.isXML: escaped += "\u{FFFD}"
            default:
                if place.isXML, scalar.value < 0x20 || scalar == "\u{FFFE}" || scalar == "\u{FFFF}" { continue }
                if place == .htmlText, VisibleText.isExplicitDirectionalFormatting(scalar),
                    let symbol = VisibleText.symbol(for: scalar)
                {
                    escaped += escape(symbol, .htmlEditableText)
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped
    }
}
