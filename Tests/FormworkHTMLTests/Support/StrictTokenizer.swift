/// A strict reader of the markup Formwork writes, for the tests: tags with
/// double-quoted attributes, text, and the few character references the
/// escaping writes. Anything else (a stray `<`, a `"` in an attribute value,
/// an unknown reference) is a failure, so a string that breaks out of its
/// place shows as an error or as an element the page did not have.
struct StrictTokenizer {
    enum Token: Hashable {
        case start(String, [String])
        case end(String)
    }

    /// A start tag's name and attribute values (a textarea's text under `#text`).
    struct Element {
        var name: String
        var attributes: [String: String]
        /// Inside a `<template>`, whose content a browser neither shows nor submits.
        var isInTemplate = false
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The tags (with their attribute names) in order, and the decoded texts.
    static func tokens(_ html: String) throws -> (tags: [Token], texts: [String]) {
        let all = try read(html)
        return (all.tags, all.texts)
    }

    /// The start tags in tree order with their decoded attribute values.
    static func elements(_ html: String) throws -> [Element] {
        try read(html).elements
    }

    private static func read(_ html: String) throws -> (tags: [Token], texts: [String], elements: [Element]) {
        var elements: [Element] = []
        var tags: [Token] = []
        var texts: [String] = []
        let scalars = Array(html.unicodeScalars)
        var index = 0
        var text = ""
        var templates = 0
        func flush() {
            if !text.isEmpty { texts.append(text) }
            text = ""
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "<" {
                flush()
                let (token, next, element) = try tag(scalars, index)
                tags.append(token)
                index = next
                if token == .end("template") { templates -= 1 }
                if var element {
                    element.isInTemplate = templates > 0
                    if element.name == "template" { templates += 1 }
                    if element.name == "textarea" {
                        let (content, _) = try rawText(scalars, index, until: "</textarea>")
                        element.attributes["#text"] = content
                    }
                    elements.append(element)
                }
                if case .start("textarea", _) = token {
                    let (content, after) = try rawText(scalars, index, until: "</textarea>")
                    texts.append(content)
                    tags.append(.end("textarea"))
                    index = after
                }
                if case .start("script", _) = token {
                    index = try scriptData(scalars, index)
                    tags.append(.end("script"))
                }
                if case .start("style", _) = token {
                    // Raw text (§13.1.2.1): no references, no tags; Formwork's stylesheet has neither.
                    let (content, after) = try rawText(scalars, index, until: "</style>")
                    texts.append(content)
                    tags.append(.end("style"))
                    index = after
                }
            } else if scalar == "&" {
                let (decoded, next) = try reference(scalars, index)
                text += decoded
                index = next
            } else if scalar == ">" {
                throw Failure(description: "a bare > in text at \(index)")
            } else {
                text.unicodeScalars.append(scalar)
                index += 1
            }
        }
        flush()
        return (tags, texts, elements)
    }

    private static func tag(_ s: [Unicode.Scalar], _ start: Int) throws -> (Token, Int, Element?) {
        var i = start + 1
        let closing = i < s.count && s[i] == "/"
        if closing { i += 1 }
        let name = word(s, &i)
        guard !name.isEmpty else { throw Failure(description: "a < that starts no tag at \(start)") }
        if closing {
            guard i < s.count, s[i] == ">" else { throw Failure(description: "a malformed end tag at \(start)") }
            return (.end(name), i + 1, nil)
        }
        var attributes: [String] = []
        var values: [String: String] = [:]
        while i < s.count {
            if s[i] == ">" { return (.start(name, attributes), i + 1, Element(name: name, attributes: values)) }
            guard s[i] == " " else { throw Failure(description: "unexpected \(s[i]) in <\(name)> at \(i)") }
            i += 1
            let attribute = word(s, &i)
            guard !attribute.isEmpty else { throw Failure(description: "an empty attribute name at \(i)") }
            attributes.append(attribute)
            values[attribute] = ""
            if i < s.count, s[i] == "=" {
                guard i + 1 < s.count, s[i + 1] == "\"" else { throw Failure(description: "an unquoted value at \(i)") }
                i += 2
                var value = ""
                while i < s.count, s[i] != "\"" {
                    if s[i] == "<" || s[i] == ">" || s[i] == "'" {
                        throw Failure(description: "a raw \(s[i]) in a value at \(i)")
                    }
                    if s[i] == "&" {
                        let (decoded, next) = try reference(s, i)
                        value += decoded
                        i = next
                    } else {
                        value.unicodeScalars.append(s[i])
                        i += 1
                    }
                }
                values[attribute] = value
                guard i < s.count else { throw Failure(description: "an unterminated value") }
                i += 1
            }
        }
        throw Failure(description: "an unterminated tag at \(start)")
    }

    private static func word(_ s: [Unicode.Scalar], _ i: inout Int) -> String {
        var word = ""
        while i < s.count, ("a"..."z").contains(s[i]) || ("0"..."9").contains(s[i]) || s[i] == "-" {
            word.unicodeScalars.append(s[i])
            i += 1
        }
        return word
    }

    private static let references = ["&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": "\"", "&#39;": "'", "&#13;": "\r"]

    private static func reference(_ s: [Unicode.Scalar], _ i: Int) throws -> (String, Int) {
        for (reference, decoded) in references {
            let scalars = Array(reference.unicodeScalars)
            if i + scalars.count <= s.count, Array(s[i..<(i + scalars.count)]) == scalars {
                return (decoded, i + scalars.count)
            }
        }
        throw Failure(description: "an & that starts no reference Formwork writes at \(i)")
    }

    /// Skips a script's text up to its `</script>`, refusing the sequences
    /// that would end it early or switch the parser into its escaped states
    /// (`<!--`, `<script`, `</script`, any case; HTML §13.2.5.4–§13.2.5.26).
    private static func scriptData(_ s: [Unicode.Scalar], _ start: Int) throws -> Int {
        // ASCII case folding only, one scalar for one, so offsets stay those of `s`.
        let folded = s[start...].map { ("A"..."Z").contains($0) ? Character(Unicode.Scalar($0.value + 32) ?? $0) : Character($0) }
        func occurs(_ needle: String, at i: Int) -> Bool {
            let characters = Array(needle)
            return i + characters.count <= folded.count && Array(folded[i..<(i + characters.count)]) == characters
        }
        for i in folded.indices {
            if occurs("</script>", at: i) { return start + i + "</script>".count }
            for forbidden in ["<!--", "<script", "</script"] where occurs(forbidden, at: i) {
                throw Failure(description: "\(forbidden) inside a script at \(start + i)")
            }
        }
        throw Failure(description: "an unterminated script")
    }

    private static func rawText(_ s: [Unicode.Scalar], _ start: Int, until end: String) throws -> (String, Int) {
        var i = start
        var text = ""
        let endScalars = Array(end.unicodeScalars)
        while i < s.count {
            if i + endScalars.count <= s.count, Array(s[i..<(i + endScalars.count)]) == endScalars {
                // The parser drops one newline right after the start tag (§13.2.6.4.7).
                if text.hasPrefix("\n") { text.removeFirst() }
                return (text, i + endScalars.count)
            }
            if s[i] == "<" { throw Failure(description: "a < inside a textarea at \(i)") }
            if s[i] == "&" {
                let (decoded, next) = try reference(s, i)
                text += decoded
                i = next
            } else {
                text.unicodeScalars.append(s[i])
                i += 1
            }
        }
        throw Failure(description: "an unterminated textarea")
    }
}
