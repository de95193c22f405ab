import Formwork

/// An attribute of an element: a name and a value, or no value for a
/// Boolean attribute (`disabled`). Names are Formwork's own constants.
struct FormHTMLAttribute: Sendable, Hashable {
    var name: String
    var value: String?

    init(_ name: String, _ value: String?) {
        self.name = name
        self.value = value
    }

    /// A Boolean attribute, present when `isOn`.
    static func flag(_ name: String, _ isOn: Bool) -> FormHTMLAttribute? {
        isOn ? FormHTMLAttribute(name, nil) : nil
    }
}

/// Writes markup element by element, escaping every value and text it is
/// given, with or without indentation.
///
/// Attributes are written in the order given, so the same calls give the
/// same bytes; values are always double-quoted.
struct FormHTMLWriter {
    private(set) var output = ""
    private(set) var depth = 0
    let pretty: Bool

    init(pretty: Bool, depth: Int = 0) {
        self.pretty = pretty
        self.depth = depth
    }

    /// `<tag a="1">` and one level deeper.
    mutating func open(_ tag: String, _ attributes: [FormHTMLAttribute?] = []) {
        line(startTag(tag, attributes))
        depth += 1
    }

    /// `</tag>` one level up.
    mutating func close(_ tag: String) {
        depth -= 1
        line("</\(tag)>")
    }

    /// A void element: `<input a="1">`.
    mutating func void(_ tag: String, _ attributes: [FormHTMLAttribute?]) {
        line(startTag(tag, attributes))
    }

    /// `<tag a="1">text</tag>` on one line, the text escaped.
    mutating func element(_ tag: String, _ attributes: [FormHTMLAttribute?] = [], text: String) {
        line(startTag(tag, attributes) + MarkupEscaping.htmlText(text) + "</\(tag)>")
    }

    /// A `<textarea>`: a newline right after the start tag, which the parser
    /// drops (§13.2.6.4.7, "textarea"), so text that starts with a newline keeps it.
    /// The text keeps its bytes: it is the value the browser posts back.
    mutating func textarea(_ attributes: [FormHTMLAttribute?], text: String) {
        line(startTag("textarea", attributes) + "\n" + MarkupEscaping.htmlEditableText(text) + "</textarea>")
    }

    /// An empty writer for the content of the elements this one would open
    /// next, `levels` of them one inside the other.
    func nested(levels: Int = 1) -> FormHTMLWriter {
        var writer = FormHTMLWriter(pretty: pretty)
        writer.depth = depth + levels
        return writer
    }

    /// A raw text element (§13.1.2.1: `<style>`, `<script>`) whose text is
    /// Formwork's own and holds no `</`, written as it is: a raw text
    /// element's content is not unescaped, so `&gt;` would stay `&gt;`.
    mutating func rawText(_ tag: String, _ attributes: [FormHTMLAttribute?], text: String) {
        line(startTag(tag, attributes) + text + "</\(tag)>")
    }

    /// Appends what `other` (made by ``nested()``) wrote.
    mutating func append(_ other: FormHTMLWriter) {
        output += other.output
    }

    /// Lines another writer wrote at this writer's depth, written as they are.
    mutating func lines(_ text: String) {
        output += text
    }

    /// A row kind's own elements (``FormHTMLElement``), every value and
    /// text escaped, what can't be data written as its text.
    mutating func write(_ element: FormHTMLElement) {
        guard element.isWritable else {
            if !element.text.isEmpty { line(MarkupEscaping.htmlText(element.text)) }
            return
        }
        let attributes = element.attributes.filter(\.isWritable).map { FormHTMLAttribute($0.name, $0.value) }
        if element.isVoid {
            void(element.name, attributes)
            return
        }
        if case .text(let text)? = element.content.first, element.content.count == 1 {
            self.element(element.name, attributes, text: text)
            return
        }
        open(element.name, attributes)
        for part in element.content {
            switch part {
            case .element(let inner): write(inner)
            case .text(let text): line(MarkupEscaping.htmlText(text))
            }
        }
        close(element.name)
    }

    /// Markup made elsewhere (the live conditions' script), written as it is.
    mutating func markup(_ text: String) {
        guard !text.isEmpty else { return }
        line(text)
    }

    private mutating func line(_ text: String) {
        if pretty {
            output += String(repeating: "  ", count: depth) + text + "\n"
        } else {
            output += text
        }
    }

    private func startTag(_ tag: String, _ attributes: [FormHTMLAttribute?]) -> String {
        var text = "<" + tag
        for attribute in attributes.compactMap({ $0 }) {
            text += " " + attribute.name
            if let value = attribute.value { text += "=\"" + MarkupEscaping.htmlAttribute(value) + "\"" }
        }
        return text + ">"
    }
}
