import Foundation
import Testing

@testable import FormworkLayout

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A picture parsed with Foundation's XMLParser: the root's attributes and,
/// per frame `<g>`, its attributes and every element drawn inside it.
struct PictureSVG {
    /// One element: its name, attributes, and text (a `<text>`'s content,
    /// its `<tspan>`s included).
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
        /// The fill of a `<tspan>` inside a `<text>`, and its text.
        var spans: [(fill: String, text: String)] = []

        func number(_ name: String) -> Double? { attributes[name].flatMap(Double.init) }
    }

    /// A frame's `<g>`: its attributes and its drawn elements in order,
    /// with the opacity of the inner group each lies in.
    struct Group {
        var attributes: [String: String]
        var elements: [Element] = []
        var dimmed: [Bool] = []

        var key: String { attributes["data-key"] ?? "" }
        var control: String { attributes["data-control"] ?? "" }
        var texts: [Element] { elements.filter { $0.name == "text" } }
        var frame: (x: Double, y: Double, width: Double, height: Double) {
            let parts = (attributes["data-frame"] ?? "").split(separator: " ").compactMap { Double($0) }
            return parts.count == 4 ? (parts[0], parts[1], parts[2], parts[3]) : (0, 0, 0, 0)
        }
        func elements(_ name: String) -> [Element] { elements.filter { $0.name == name } }
        func text(_ content: String) -> Element? { texts.first { $0.text == content } }
    }

    var root: [String: String] = [:]
    var groups: [Group] = []
    var parsed = false

    init(_ svg: String) {
        let delegate = Delegate()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = delegate
        parsed = parser.parse()
        root = delegate.root
        groups = delegate.groups
    }

    func group(_ key: String) -> Group? { groups.first { $0.key == key } }

    final class Delegate: NSObject, XMLParserDelegate {
        var root: [String: String] = [:]
        var groups: [Group] = []
        var depth = 0
        var dimmedDepths: [Int] = []
        var openText: Element?
        var inSpan: String?

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            depth += 1
            if depth == 1 { root = attributes; return }
            if depth == 2, name == "g" { groups.append(Group(attributes: attributes)); return }
            guard depth > 2, !groups.isEmpty else { return }
            if name == "g", attributes["opacity"] != nil { dimmedDepths.append(depth); return }
            if name == "text" { openText = Element(name: name, attributes: attributes); return }
            if name == "tspan" { inSpan = attributes["fill"] ?? ""; openText?.spans.append((inSpan ?? "", "")); return }
            groups[groups.count - 1].elements.append(Element(name: name, attributes: attributes))
            groups[groups.count - 1].dimmed.append(!dimmedDepths.isEmpty)
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            openText?.text += string
            if inSpan != nil, let last = openText?.spans.indices.last { openText?.spans[last].text += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "tspan" { inSpan = nil }
            if name == "text", let text = openText {
                groups[groups.count - 1].elements.append(text)
                groups[groups.count - 1].dimmed.append(!dimmedDepths.isEmpty)
                openText = nil
            }
            if dimmedDepths.last == depth { dimmedDepths.removeLast() }
            depth -= 1
        }
    }
}

extension PictureSVG {
    /// Every text that is not inside its group's frame by the renderer's
    /// measure (ascent 0.75 em above the baseline, descent 0.25 em below),
    /// as `key: text`. Under `direction="rtl"` a text's `start` is its
    /// right end, as SVG reads `text-anchor`.
    var textsOutsideTheirFrames: [String] {
        var outside: [String] = []
        for group in groups {
            let frame = group.frame
            for text in group.texts {
                let size = text.number("font-size") ?? 13
                let width = TextMeasure.width(of: text.text, size: size, bold: text.attributes["font-weight"] == "bold")
                let x = text.number("x") ?? .nan, y = text.number("y") ?? .nan
                let rightToLeft = text.attributes["direction"] == "rtl"
                let start = (text.attributes["text-anchor"] == "end") != rightToLeft ? x - width : x
                let inside =
                    start >= frame.x - 0.01 && start + width <= frame.x + frame.width + 0.01
                    && y - 0.75 * size >= frame.y - 0.01 && y + 0.25 * size <= frame.y + frame.height + 0.01
                if !inside { outside.append("\(group.key): \(text.text)") }
            }
        }
        return outside
    }
}
