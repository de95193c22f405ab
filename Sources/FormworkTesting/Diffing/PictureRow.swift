/// One row (or section header) of a picture, read from its SVG text.
///
/// The picture renderer writes each row as a group that is a direct child of
/// the root, on lines of its own: a start line `  <g id="…" data-key="…" …>`
/// and an end line `  </g>`, its children indented further. That is all
/// this reads; an SVG without such groups has no rows (`rows(in:)` is `nil`).
struct PictureRow: Equatable {
    /// `data-key`: the row's key, or a header's name.
    var key: String
    /// The start tag's attributes in their order, values unescaped.
    var attributes: [Attribute]
    /// The text content of each `<text>` element, in order.
    var texts: [String]
    /// The group's lines after its start line, as written.
    var body: [Substring]

    struct Attribute: Equatable {
        var name: String
        var value: String
    }

    /// `data-frame`'s `x y width height`, or `nil` unless it is four numbers.
    var frame: [Double]? {
        guard let text = self["data-frame"] else { return nil }
        let numbers = text.split(separator: " ").compactMap { Double($0) }
        return numbers.count == 4 && numbers.allSatisfy(\.isFinite) ? numbers : nil
    }

    /// The attribute's value, or `nil` when the start tag has none.
    subscript(name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The rows of a picture in their order, or `nil` when it has none.
    static func rows(in svg: String) -> [PictureRow]? {
        var rows: [PictureRow] = []
        var open: (attributes: [Attribute], body: [Substring])?
        for line in svg.split(separator: "\n", omittingEmptySubsequences: false) {
            if var group = open {
                group.body.append(line)
                open = group
                if line == "  </g>" {
                    rows.append(row(group.attributes, group.body))
                    open = nil
                }
            } else if line.hasPrefix("  <g "), line.contains(" data-key=\"") {
                let attributes = SVGMarkup.attributes(of: line.dropFirst(2)).map { Attribute(name: $0.name, value: $0.value) }
                if line.hasSuffix("/>") || line.hasSuffix("</g>") {
                    rows.append(row(attributes, [line]))
                } else {
                    open = (attributes, [])
                }
            }
        }
        return rows.isEmpty ? nil : rows
    }

    private static func row(_ attributes: [Attribute], _ body: [Substring]) -> PictureRow {
        let key = attributes.first { $0.name == "data-key" }?.value ?? ""
        let texts = SVGMarkup.texts(in: Substring(body.joined(separator: "\n")))
        return PictureRow(key: key, attributes: attributes, texts: texts, body: body)
    }
}
