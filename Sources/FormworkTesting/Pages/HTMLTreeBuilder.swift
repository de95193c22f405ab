/// Reads a page's normalized scalars into ``HTMLTree`` nodes: the
/// tokenizer and the small tree builder ``HTMLTree`` describes.
struct HTMLTreeBuilder {
    let source: [Unicode.Scalar]
    private(set) var nodes: [HTMLTree.Node] = [HTMLTree.Node(name: "#document")]
    /// The open elements, the document first.
    private var open: [Int] = [0]
    private var index = 0

    init(source: [Unicode.Scalar]) {
        self.source = source
    }

    static func position(of offset: Int, in source: [Unicode.Scalar]) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for scalar in source[..<min(offset, source.count)] {
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }

    private func error(_ message: String, at offset: Int) -> FormPageError {
        let (line, column) = Self.position(of: offset, in: source)
        return FormPageError(
            message.replacingOccurrences(of: "{where}", with: "line \(line), column \(column)"), line: line,
            column: column)
    }

    mutating func build() throws(FormPageError) {
        var textStart = 0
        while index < source.count {
            guard source[index] == "<", index + 1 < source.count else {
                index += 1
                continue
            }
            let next = source[index + 1]
            let isTag = HTMLCharacterReferences.isASCIILetter(next) || next == "/" || next == "!" || next == "?"
            guard isTag else {
                index += 1
                continue
            }
            appendText(from: textStart, to: index)
            try markupItem()
            textStart = index
        }
        appendText(from: textStart, to: source.count)
        for element in open.reversed() { nodes[element].end = source.count }
    }

    /// The tag, comment or declaration at `index` (a `<`), leaving `index` after it.
    private mutating func markupItem() throws(FormPageError) {
        let start = index
        let next = source[index + 1]
        if next == "!" {
            if matches("<!--", at: index) {
                // `<!-->` and `<!--->` are empty comments (§13.2.5.43–44).
                if matches("<!-->", at: index) || matches("<!--->", at: index) {
                    index += matches("<!-->", at: index) ? 5 : 6
                    return
                }
                guard let end = find("-->", from: index + 4) else {
                    throw error("The comment that starts at {where} never ends: is the page cut short?", at: start)
                }
                index = end + 3
                return
            }
            try skipDeclaration(start)
        } else if next == "?" {
            try skipDeclaration(start)
        } else if next == "/" {
            guard index + 2 < source.count, HTMLCharacterReferences.isASCIILetter(source[index + 2]) else {
                // `</>` is dropped; `</` then anything else is a comment (§13.2.5.9).
                try skipDeclaration(start)
                return
            }
            index += 2
            let name = tagName()
            _ = try attributes(tagStart: start)
            endTag(name, start: start)
        } else {
            index += 1
            let name = tagName()
            let (attributes, selfClosing) = try self.attributes(tagStart: start)
            try startTag(name, attributes, selfClosing: selfClosing, start: start)
        }
    }

    private mutating func skipDeclaration(_ start: Int) throws(FormPageError) {
        guard let end = find(">", from: index + 2) else {
            throw error("The declaration or comment that starts at {where} never ends: is the page cut short?", at: start)
        }
        index = end + 1
    }

    private mutating func tagName() -> String {
        var name = ""
        while index < source.count, !Self.endsName(source[index]) {
            name.unicodeScalars.append(Self.lowercased(source[index]))
            index += 1
        }
        return name
    }

    /// The attributes of the tag that starts at `tagStart`, up to and past its `>`, and whether it ends with `/>`.
    private mutating func attributes(tagStart: Int) throws(FormPageError) -> ([HTMLTree.Attribute], Bool) {
        var attributes: [HTMLTree.Attribute] = []
        var selfClosing = false
        while true {
            while index < source.count, Self.isWhitespace(source[index]) || source[index] == "/" {
                selfClosing = source[index] == "/"
                index += 1
            }
            guard index < source.count else {
                throw error("The tag that starts at {where} never ends: is the page cut short?", at: tagStart)
            }
            if source[index] == ">" {
                index += 1
                return (attributes, selfClosing)
            }
            selfClosing = false
            var name = String(Self.lowercased(source[index]))
            index += 1
            while index < source.count, !Self.endsName(source[index]), source[index] != "=" {
                name.unicodeScalars.append(Self.lowercased(source[index]))
                index += 1
            }
            skipWhitespace()
            var value = ""
            if index < source.count, source[index] == "=" {
                index += 1
                skipWhitespace()
                value = try attributeValue(tagStart: tagStart)
            }
            if !attributes.contains(where: { $0.name == name }) { attributes.append(.init(name: name, value: value)) }
        }
    }

    private mutating func attributeValue(tagStart: Int) throws(FormPageError) -> String {
        guard index < source.count else {
            throw error("The tag that starts at {where} never ends: is the page cut short?", at: tagStart)
        }
        let quote = source[index]
        if quote == "\"" || quote == "'" {
            let valueStart = index
            guard let end = source[(index + 1)...].firstIndex(of: quote) else {
                throw error(
                    "The attribute value that starts at {where} has no closing quote: is the page cut short?",
                    at: valueStart)
            }
            let value = HTMLCharacterReferences.decode(source[(index + 1)..<end])
            index = end + 1
            return value
        }
        let start = index
        while index < source.count, !Self.isWhitespace(source[index]), source[index] != ">" { index += 1 }
        return HTMLCharacterReferences.decode(source[start..<index])
    }

    private mutating func startTag(
        _ name: String, _ attributes: [HTMLTree.Attribute], selfClosing: Bool, start: Int
    ) throws(FormPageError) {
        closeImplied(before: name)
        // A form inside a form is dropped by the parser (§13.2.6.4.7, "form").
        if name == "form", open.contains(where: { nodes[$0].name == "form" && !nodes[$0].isInTemplate }),
            !isInTemplate
        {
            return
        }
        let element = append(HTMLTree.Node(name: name, attributes: attributes, start: start, end: index))
        let isForeign = open.contains { nodes[$0].name == "svg" || nodes[$0].name == "math" }
        if HTMLTree.voidElements.contains(name) || (selfClosing && isForeign) {
            nodes[element].isClosed = true
            return
        }
        open.append(element)
        if name == "plaintext" {
            appendText(from: index, to: source.count, raw: true)
            index = source.count
        } else if HTMLTree.rawTextElements.contains(name) || HTMLTree.escapableRawTextElements.contains(name) {
            try rawText(of: name, tagStart: start)
        }
    }

    /// The text of a raw text or escapable raw text element, up to its end tag, which it reads too.
    private mutating func rawText(of name: String, tagStart: Int) throws(FormPageError) {
        var search = index
        while true {
            guard let candidate = find("</", from: search) else {
                throw error("The <\(name)> that starts at {where} has no </\(name)>: is the page cut short?", at: tagStart)
            }
            let after = candidate + 2 + name.unicodeScalars.count
            if matches(name, at: candidate + 2, ignoringCase: true),
                after < source.count, Self.isWhitespace(source[after]) || source[after] == "/" || source[after] == ">"
            {
                var textStart = index
                // The line feed right after `<textarea>` is not its text (§13.2.6.4.7, "textarea").
                if name == "textarea", textStart < candidate, source[textStart] == "\n" { textStart += 1 }
                appendText(from: textStart, to: candidate, raw: HTMLTree.rawTextElements.contains(name))
                index = after
                _ = try attributes(tagStart: candidate)
                endTag(name, start: candidate)
                return
            }
            search = candidate + 2
        }
    }

    private mutating func endTag(_ name: String, start: Int) {
        guard let position = open.lastIndex(where: { nodes[$0].name == name }), position > 0 else { return }
        for element in open[position...] { nodes[element].end = start }
        nodes[open[position]].end = index
        nodes[open[position]].isClosed = true
        open.removeSubrange(position...)
    }

    /// Closes what the start tag `name` implies: an `<option>` before an
    /// option or group, an `<optgroup>` before a group, a `<p>` before a block.
    private mutating func closeImplied(before name: String) {
        func current() -> String? { open.count > 1 ? nodes[open[open.count - 1]].name : nil }
        if name == "option" || name == "optgroup", current() == "option" { closeCurrent() }
        if name == "optgroup", current() == "optgroup" { closeCurrent() }
        if HTMLTree.closesParagraph.contains(name) {
            let boundaries: Set<String> = ["button", "template", "table", "td", "th", "caption", "svg", "math"]
            for position in open.indices.reversed().dropLast() {
                let open = nodes[self.open[position]].name ?? ""
                if boundaries.contains(open) { break }
                if open == "p" {
                    for element in self.open[position...] { nodes[element].end = index }
                    self.open.removeSubrange(position...)
                    break
                }
            }
        }
    }

    private mutating func closeCurrent() {
        nodes[open[open.count - 1]].end = index
        open.removeLast()
    }

    private var isInTemplate: Bool { open.contains { nodes[$0].name == "template" } }

    @discardableResult
    private mutating func append(_ node: HTMLTree.Node) -> Int {
        var node = node
        let parent = open[open.count - 1]
        node.parent = parent
        node.isInTemplate = nodes[parent].isInTemplate || nodes[parent].name == "template"
        nodes.append(node)
        nodes[parent].children.append(nodes.count - 1)
        return nodes.count - 1
    }

    private mutating func appendText(from start: Int, to end: Int, raw: Bool = false) {
        guard start < end else { return }
        let slice = source[start..<end]
        let text = raw ? String(String.UnicodeScalarView(slice)) : HTMLCharacterReferences.decode(slice)
        append(HTMLTree.Node(name: nil, text: text, start: start, end: end))
    }

    private mutating func skipWhitespace() {
        while index < source.count, Self.isWhitespace(source[index]) { index += 1 }
    }

    private func find(_ text: String, from start: Int) -> Int? {
        var position = start
        while position < source.count {
            if matches(text, at: position) { return position }
            position += 1
        }
        return nil
    }

    private func matches(_ text: String, at position: Int, ignoringCase: Bool = false) -> Bool {
        var offset = position
        for scalar in text.unicodeScalars {
            guard offset < source.count else { return false }
            let found = ignoringCase ? Self.lowercased(source[offset]) : source[offset]
            if found != scalar { return false }
            offset += 1
        }
        return true
    }

    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\u{C}" || scalar == "\r"
    }

    private static func endsName(_ scalar: Unicode.Scalar) -> Bool {
        isWhitespace(scalar) || scalar == "/" || scalar == ">"
    }

    static func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        (0x41...0x5A).contains(scalar.value) ? Unicode.Scalar(scalar.value + 0x20) ?? scalar : scalar
    }
}
