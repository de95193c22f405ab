import Formwork

/// Writes the lines of an SVG document: one element per line, attributes
/// in the order given, numbers through ``PointsText``, and text escaped for
/// XML 1.0.
///
/// Escaping replaces `& < > " '` with entities, writes a line break or tab
/// in an attribute as a character reference (`&#10;`), so that a parser
/// reads it back instead of normalizing it to a space, and drops the other
/// characters XML 1.0 does not allow (C0 controls, U+FFFE, U+FFFF).
package struct SVGWriter {
    /// One element attribute: a name and its unescaped value.
    typealias Attribute = (name: String, value: String)

    private(set) var lines: [String] = []
    /// The indent of the next element, in spaces.
    var indent = 4
    /// The vertical line every element is mirrored about, for a
    /// right-to-left picture (see ``mirrored(_:_:about:)``); `nil` draws as given.
    var mirrorAxis: Double?

    /// `<name a="1" b="2"/>`.
    mutating func element(_ name: String, _ attributes: [Attribute]) {
        lines.append(pad + "<" + name + Self.attributes(placed(name, attributes)) + "/>")
    }

    /// The attributes, mirrored when the writer mirrors.
    private func placed(_ name: String, _ attributes: [Attribute]) -> [Attribute] {
        guard let mirrorAxis else { return attributes }
        return Self.mirrored(name, attributes, about: mirrorAxis)
    }

    /// `<name a="1">`, with what follows indented two more spaces.
    mutating func open(_ name: String, _ attributes: [Attribute]) {
        lines.append(pad + "<" + name + Self.attributes(attributes) + ">")
        indent += 2
    }

    /// `</name>`, two spaces less indented than what was inside it.
    mutating func close(_ name: String) {
        indent -= 2
        lines.append(pad + "</" + name + ">")
    }

    /// A `<text>` element on one line with its content, and optionally a red
    /// `marker` after it in a `<tspan>` (the required marker).
    mutating func text(_ content: String, _ attributes: [Attribute], marker: String? = nil) {
        var body = MarkupEscaping.xmlText(content)
        if let marker { body += "<tspan fill=\"\(SVGStyle.red)\">" + MarkupEscaping.xmlText(marker) + "</tspan>" }
        let direction: [Attribute] = mirrorAxis == nil ? [] : [("direction", "rtl")]
        lines.append(pad + "<text" + Self.attributes(placed("text", attributes) + direction) + ">" + body + "</text>")
    }

    private var pad: String { String(repeating: " ", count: max(indent, 0)) }

    static func attributes(_ attributes: [Attribute]) -> String {
        attributes.map { " " + $0.name + "=\"" + MarkupEscaping.xmlAttribute($0.value) + "\"" }.joined()
    }

    /// A number as an attribute value.
    static func number(_ value: Double) -> String { PointsText.format(value) }
}
