import Formwork

/// An element of markup a row kind gives for its control
/// (``FormHTMLRowControl``): a name, attributes and content, which
/// FormworkHTML writes escaped.
///
/// ```swift
/// FormHTMLElement("output", [.init("for", "stars")], text: "★★★")
/// // <output for="stars">★★★</output>
/// ```
///
/// What an element holds is data, never markup: every attribute value is
/// escaped as an attribute, and text as the page's text is (embeddings,
/// overrides and isolates shown as their code points), so no value of a
/// row can add an element, end one or run script. What can't be data is
/// left out:
/// - an element whose name is no HTML name (an ASCII letter, then letters,
///   digits and hyphens), and the elements whose content is not markup
///   (`script`, `style`, `template`, `textarea`, `title`, `iframe`,
///   `noscript`, `noembed`, `noframes`, `xmp`, `plaintext`, `object`,
///   `embed`), are written as their text alone;
/// - an attribute whose name is no HTML name, or an event handler
///   (`on…`), is not written.
///
/// A void element (`input`, `br`, `img`, …) is written without an end tag,
/// and without content.
public struct FormHTMLElement: Sendable, Hashable {
    /// What an element holds: elements and text, in order.
    public enum Content: Sendable, Hashable {
        /// An element inside.
        case element(FormHTMLElement)
        /// Text, escaped.
        case text(String)
    }

    /// An attribute: a name, and a value (none for a Boolean attribute such as `checked`).
    public struct Attribute: Sendable, Hashable {
        /// The attribute's name, such as `type` or `aria-label`.
        public var name: String
        /// The attribute's value, escaped when written; `nil` for a Boolean attribute.
        public var value: String?

        /// An attribute `name="value"`, or the Boolean attribute `name`
        /// when `value` is `nil`.
        public init(_ name: String, _ value: String?) {
            self.name = name
            self.value = value
        }

        /// A Boolean attribute (`checked`, `disabled`), present when `isOn`.
        public static func flag(_ name: String, _ isOn: Bool) -> Attribute? {
            isOn ? Attribute(name, nil) : nil
        }

        /// Whether the attribute is written: an HTML name that is no event handler.
        var isWritable: Bool {
            FormHTMLElement.isHTMLName(name) && !name.lowercased().hasPrefix("on")
        }
    }

    /// The element's name, such as `input` or `span`.
    public var name: String
    /// The element's attributes, written in this order.
    public var attributes: [Attribute]
    /// The element's content.
    public var content: [Content]

    /// An element; an attribute given as `nil` (a flag that is off) is left out.
    public init(_ name: String, _ attributes: [Attribute?] = [], _ content: [Content] = []) {
        self.name = name
        self.attributes = attributes.compactMap { $0 }
        self.content = content
    }

    /// An element holding `text`.
    public init(_ name: String, _ attributes: [Attribute?] = [], text: String) {
        self.init(name, attributes, [.text(text)])
    }

    /// The element's text: the text it holds and that of the elements inside, in order.
    public var text: String {
        content.map { part in
            switch part {
            case .element(let element): element.text
            case .text(let text): text
            }
        }.joined()
    }

    /// Whether the element is written as an element rather than as its text.
    var isWritable: Bool {
        Self.isHTMLName(name) && !Self.rawContent.contains(name.lowercased())
    }

    var isVoid: Bool { Self.void.contains(name.lowercased()) }

    /// An ASCII letter, then ASCII letters, digits and hyphens.
    static func isHTMLName(_ name: String) -> Bool {
        guard let first = name.utf8.first, (first | 0x20) >= 0x61 && (first | 0x20) <= 0x7A else { return false }
        return name.utf8.allSatisfy { byte in
            let lower = byte | 0x20
            return (lower >= 0x61 && lower <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D
        }
    }

    /// Elements whose content a parser does not read as markup, or that
    /// run or embed what they hold: written as their text.
    private static let rawContent: Set<String> = [
        "script", "style", "template", "textarea", "title", "iframe", "noscript", "noembed", "noframes", "xmp",
        "plaintext", "object", "embed",
    ]

    /// The void elements of the HTML standard (§13.1.2 "Elements").
    private static let void: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]
}
