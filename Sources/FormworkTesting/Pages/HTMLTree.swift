/// A page's markup read into elements and text, by a small tokenizer and
/// tree builder for the markup FormworkHTML writes and what a page around
/// it may hold.
///
/// What it reads:
/// - start tags with attributes double-quoted, single-quoted or unquoted
///   (names lowercased, the first of two same-named attributes kept, as the
///   standard's tokenizer does), end tags, `/>`, which closes an element
///   only inside `<svg>` and `<math>` (elsewhere it is ignored, as in HTML);
/// - character references in text and attribute values (see
///   ``HTMLCharacterReferences``);
/// - comments, `<!DOCTYPE>` and other `<!…>`/`<?…>` declarations, skipped;
/// - `<script>`, `<style>`, `<xmp>`, `<iframe>`, `<noembed>` and
///   `<noframes>` as raw text, `<textarea>` and `<title>` as text with
///   references, `<plaintext>` as text to the end; `<noscript>`'s content
///   as markup, as a browser that runs no script reads it (no script runs);
/// - the void elements, which have no end tag; an `<option>` or
///   `<optgroup>` closed by the next one, a `<p>` closed by a block that
///   starts inside it, and elements left open closed by an ancestor's end
///   tag; an end tag with no open element is ignored;
/// - `<template>`'s content, marked as such: it is not the page's, so it
///   holds no form and no control of one;
/// - the input's line breaks normalized first (§13.2.3.5: CR LF and CR
///   become LF), and the line feed that starts a `<textarea>`'s text dropped.
///
/// What it does not: the rest of the tree construction algorithm (tables'
/// foster parenting, the adoption agency for misnested formatting
/// elements, implied `<html>`, `<head>` and `<body>`), the other named
/// references, references without `;` (`&amp` is left as written), and the
/// encoding sniffing of bytes (a page is given as text).
///
/// A tag, comment or raw text element that the text ends inside is an
/// error saying where it starts: a body cut short is not a page.
struct HTMLTree: Sendable, Hashable {
    struct Attribute: Sendable, Hashable {
        var name: String
        var value: String
    }

    struct Node: Sendable, Hashable {
        /// The element's name, lowercased; `nil` for text.
        var name: String?
        var attributes: [Attribute] = []
        /// A text node's text, references decoded.
        var text = ""
        var parent: Int?
        var children: [Int] = []
        /// Where the element's start tag starts and where its end tag ends, in the normalized source's scalars.
        var start = 0
        var end = 0
        /// Whether the end of the element was its own end tag.
        var isClosed = false
        /// Whether the node is in a `<template>`'s content.
        var isInTemplate = false

        func attribute(_ name: String) -> String? {
            attributes.first { $0.name == name }?.value
        }

        func has(_ name: String) -> Bool { attribute(name) != nil }
    }

    /// The page's scalars after line-break normalization.
    let source: [Unicode.Scalar]
    /// The document (at 0) and every node, in tree order.
    private(set) var nodes: [Node]

    static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "keygen", "link", "meta", "param", "source",
        "track", "wbr",
    ]
    static let rawTextElements: Set<String> = [
        "script", "style", "xmp", "iframe", "noembed", "noframes",
    ]
    static let escapableRawTextElements: Set<String> = ["textarea", "title"]
    /// The start tags that close an open `<p>` (§13.2.6.4.7).
    static let closesParagraph: Set<String> = [
        "address", "article", "aside", "blockquote", "details", "dialog", "div", "dl", "fieldset", "figcaption",
        "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup", "hr", "main", "menu",
        "nav", "ol", "p", "pre", "section", "summary", "table", "ul",
    ]

    init(html: String) throws(FormPageError) {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(html.unicodeScalars.count)
        var previousWasCR = false
        for scalar in html.unicodeScalars {
            if scalar == "\r" {
                scalars.append("\n")
                previousWasCR = true
            } else {
                if !(scalar == "\n" && previousWasCR) { scalars.append(scalar) }
                previousWasCR = false
            }
        }
        source = scalars
        nodes = [Node(name: "#document")]
        var builder = HTMLTreeBuilder(source: source)
        try builder.build()
        nodes = builder.nodes
    }

    /// The line and column (from 1) of the scalar at `offset`.
    func position(of offset: Int) -> (line: Int, column: Int) {
        HTMLTreeBuilder.position(of: offset, in: source)
    }

    /// The source text of the node at `index`, from its start tag to its end tag.
    func markup(of index: Int) -> String {
        let node = nodes[index]
        return String(String.UnicodeScalarView(source[node.start..<node.end]))
    }

    /// The text of the node at `index` and its descendants, in order.
    func text(of index: Int) -> String {
        let node = nodes[index]
        guard node.name != nil else { return node.text }
        return node.children.map(text(of:)).joined()
    }

    /// The node at `index` and its descendants, in tree order.
    func subtree(_ index: Int) -> [Int] {
        var result: [Int] = []
        var pending = [index]
        while let next = pending.popLast() {
            result.append(next)
            pending += nodes[next].children.reversed()
        }
        return result
    }

    /// The elements named `name` in the page, outside templates, in tree order.
    func elements(named name: String) -> [Int] {
        nodes.indices.filter { nodes[$0].name == name && !nodes[$0].isInTemplate }
    }
}
