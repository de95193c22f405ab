import Formwork
import FormworkLayout
import Foundation

/// The little XML a picture row needs read and written: a start tag's
/// attributes, the texts of `<text>` elements, and escaping.
///
/// It reads the renderer's own output (see ``PictureRow``), not XML at
/// large: attribute values are double-quoted, and `<` and `"` never occur
/// unescaped inside them.
enum SVGMarkup {
    /// The `name="value"` pairs of the tag starting `line`, in their order, values unescaped.
    static func attributes(of line: Substring) -> [(name: String, value: String)] {
        var result: [(name: String, value: String)] = []
        var rest = line.drop { $0 != " " }  // past the element name
        while let equals = rest.firstIndex(of: "=") {
            let name = rest[..<equals].split(separator: " ").last.map(String.init) ?? ""
            let afterEquals = rest[rest.index(after: equals)...]
            guard afterEquals.first == "\"" else { break }
            let valueStart = afterEquals.index(after: afterEquals.startIndex)
            guard let valueEnd = afterEquals[valueStart...].firstIndex(of: "\"") else { break }
            result.append((name, unescape(afterEquals[valueStart..<valueEnd])))
            rest = afterEquals[afterEquals.index(after: valueEnd)...]
        }
        return result
    }

    /// The text content of each `<text …>…</text>` element in `markup`, in
    /// order, with nested tags (a `<tspan>`) dropped and entities unescaped.
    static func texts(in markup: Substring) -> [String] {
        var result: [String] = []
        var rest = markup
        while let open = rest.range(of: "<text"), let openEnd = rest[open.upperBound...].firstIndex(of: ">") {
            let contentStart = rest.index(after: openEnd)
            guard let close = rest[contentStart...].range(of: "</text>") else { break }
            result.append(unescape(withoutTags(rest[contentStart..<close.lowerBound])))
            rest = rest[close.upperBound...]
        }
        return result
    }

    static func withoutTags(_ markup: Substring) -> Substring {
        var result = ""
        var inTag = false
        for character in markup {
            if character == "<" {
                inTag = true
            } else if character == ">" {
                inTag = false
            } else if !inTag {
                result.append(character)
            }
        }
        return Substring(result)
    }

    /// Replaces `&amp; &lt; &gt; &quot; &apos;` and numeric references by
    /// their characters; anything else that starts with `&` stays as written.
    static func unescape(_ text: Substring) -> String {
        guard text.contains("&") else { return String(text) }
        var result = ""
        var rest = text
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let entity = rest[ampersand...].prefix { $0 != ";" }
            if entity.endIndex < rest.endIndex, let character = character(named: entity.dropFirst()) {
                result.append(character)
                rest = rest[rest.index(after: entity.endIndex)...]
            } else {
                result.append("&")
                rest = rest[rest.index(after: ampersand)...]
            }
        }
        return result + rest
    }

    private static func character(named name: Substring) -> Character? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.first == "#" else { return nil }
            let digits = name.dropFirst()
            let isHex = digits.first == "x" || digits.first == "X"
            guard let code = UInt32(isHex ? digits.dropFirst() : digits, radix: isHex ? 16 : 10),
                let scalar = Unicode.Scalar(code)
            else { return nil }
            return Character(scalar)
        }
    }

    /// `text` with `& < > " '` escaped, for HTML text and attribute values
    /// alike: the picture's own escaping, line breaks kept as character
    /// references, and every other control character and bidirectional
    /// formatting character shown as `VisibleText` writes it (`␛`,
    /// `<U+202E>`), so a key or a value on the diff page reads as it is.
    static func escape(_ text: String) -> String {
        MarkupEscaping.xmlAttribute(VisibleText.displayable(text, keeping: ["\n"]))
    }
}
