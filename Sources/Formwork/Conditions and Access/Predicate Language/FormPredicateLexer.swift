/// One word of a condition: a field path, a literal, an operator or the end.
struct FormPredicateToken: Sendable {
    enum Kind: Sendable, Equatable {
        /// A field path such as `address.country`, one segment per name.
        case path([FormPredicateSegment])
        /// A string, number, `true`, `false` or `nil` literal.
        case literal(FormValue)
        /// An operator or punctuation: `== != < <= > >= && || ! ( ) [ ] , -`.
        case symbol(String)
        /// The keyword `in`.
        case membership
        /// The end of the condition.
        case end
    }

    var kind: Kind
    /// The 0-based character offset where the token starts.
    var start: Int
    /// The offset just past the token.
    var end: Int

    func isSymbol(_ text: String) -> Bool { kind == .symbol(text) }
}

/// One name of a field path, with its character offset.
struct FormPredicateSegment: Sendable, Hashable {
    var name: String
    var offset: Int
}

/// Splits a condition into tokens, one at a time, so the first problem from
/// the left is the one reported.
struct FormPredicateLexer {
    let characters: [Character]
    private(set) var offset = 0

    init(_ source: String) {
        characters = Array(source)
    }

    /// The text between two offsets, as written.
    func text(_ start: Int, _ end: Int) -> String {
        String(characters[Swift.max(0, start)..<Swift.min(end, characters.count)])
    }

    mutating func next() throws(FormPredicateSyntaxProblem) -> FormPredicateToken {
        while offset < characters.count, characters[offset].isWhitespace { offset += 1 }
        let start = offset
        guard offset < characters.count else { return FormPredicateToken(kind: .end, start: start, end: start) }
        let character = characters[offset]
        let kind: FormPredicateToken.Kind
        if character == "\"" || character == "'" {
            kind = .literal(.string(try string(quote: character)))
        } else if character.isASCII && character.isNumber {
            kind = .literal(try number())
        } else if Self.isNameStart(character) {
            kind = try word()
        } else {
            kind = .symbol(try symbol())
        }
        return FormPredicateToken(kind: kind, start: start, end: offset)
    }

    private mutating func string(quote: Character) throws(FormPredicateSyntaxProblem) -> String {
        let start = offset
        offset += 1
        var text = ""
        while offset < characters.count {
            let character = characters[offset]
            if character == quote {
                offset += 1
                return text
            }
            if character == "\\" {
                guard offset + 1 < characters.count else { break }
                switch characters[offset + 1] {
                case "\"": text.append("\"")
                case "'": text.append("'")
                case "\\": text.append("\\")
                case "n": text.append("\n")
                case "t": text.append("\t")
                default:
                    throw .init("Unknown escape '\\\(characters[offset + 1])' in a string", at: offset)
                }
                offset += 2
            } else {
                text.append(character)
                offset += 1
            }
        }
        throw .init("Unterminated string", at: start)
    }

    private mutating func number() throws(FormPredicateSyntaxProblem) -> FormValue {
        let start = offset
        while offset < characters.count, characters[offset].isASCII, characters[offset].isNumber { offset += 1 }
        var isWhole = true
        if offset + 1 < characters.count, characters[offset] == ".", characters[offset + 1].isASCII,
            characters[offset + 1].isNumber
        {
            isWhole = false
            offset += 1
            while offset < characters.count, characters[offset].isASCII, characters[offset].isNumber { offset += 1 }
        }
        let text = self.text(start, offset)
        if isWhole, let integer = ExactNumberText.integer(text) { return .integer(integer) }
        if let decimal = ExactNumberText.decimal(text), !decimal.isNaN { return .decimal(decimal) }
        throw .init("The number \(text) has more digits than a decimal holds", at: start)
    }

    private mutating func word() throws(FormPredicateSyntaxProblem) -> FormPredicateToken.Kind {
        let start = offset
        var segments = [FormPredicateSegment(name: name(), offset: start)]
        while offset < characters.count, characters[offset] == "." {
            guard offset + 1 < characters.count, Self.isNameStart(characters[offset + 1]) else {
                throw .init("Expected a field or property name after '.'", at: offset + 1)
            }
            offset += 1
            let segmentStart = offset
            segments.append(FormPredicateSegment(name: name(), offset: segmentStart))
        }
        guard segments.count == 1 else { return .path(segments) }
        switch segments[0].name {
        case "true": return .literal(.bool(true))
        case "false": return .literal(.bool(false))
        case "nil", "null": return .literal(.null)
        case "in": return .membership
        default: return .path(segments)
        }
    }

    private mutating func name() -> String {
        let start = offset
        while offset < characters.count, Self.isNamePart(characters[offset]) { offset += 1 }
        return text(start, offset)
    }

    private mutating func symbol() throws(FormPredicateSyntaxProblem) -> String {
        let character = characters[offset]
        let following: Character? = offset + 1 < characters.count ? characters[offset + 1] : nil
        let pair = following.map { String(character) + String($0) }
        if let pair, ["==", "!=", "<=", ">=", "&&", "||"].contains(pair) {
            offset += 2
            return pair
        }
        switch character {
        case "<", ">", "!", "(", ")", "[", "]", ",", "-":
            offset += 1
            return String(character)
        case "=": throw .init("Unexpected '=' (use '==' to compare)", at: offset)
        case "&": throw .init("Unexpected '&' (use '&&' for 'and')", at: offset)
        case "|": throw .init("Unexpected '|' (use '||' for 'or')", at: offset)
        default: throw .init("Unexpected character '\(character)'", at: offset)
        }
    }

    static func isNameStart(_ character: Character) -> Bool {
        character == "_" || character.isLetter
    }

    static func isNamePart(_ character: Character) -> Bool {
        character == "_" || character.isLetter || character.isNumber
    }
}

/// A problem found while reading or checking a condition, before the
/// condition's text and row are attached to make a ``FormPredicateError``.
struct FormPredicateSyntaxProblem: Error {
    var kind: FormPredicateError.Kind = .syntax
    var problem: String
    var position: Int
    var suggestion: String?

    init(_ problem: String, at position: Int, kind: FormPredicateError.Kind = .syntax, suggestion: String? = nil) {
        self.kind = kind
        self.problem = problem
        self.position = position
        self.suggestion = suggestion
    }
}
