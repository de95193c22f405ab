/// A recursive-descent parser for the Visual Format grammar (see
/// ``VisualFormat``). It reads characters left to right, never backtracks,
/// and reports the first character it cannot accept with what it expected.
struct VisualFormatParser {
    let source: String
    let characters: [Character]
    var position = 0

    init(_ source: String) {
        self.source = source
        self.characters = Array(source)
    }

    // MARK: Format

    mutating func parseFormat() throws(VisualFormatError) -> VisualFormat {
        let orientation = try parseOrientation()
        var leading: VisualFormatConnection?
        if take("|") {
            leading = try parseConnection(after: "'|'")
            guard peek == "[" else { throw fail("expected '[' after '|'") }
        }
        guard peek == "[" else {
            throw fail(
                position == 0 ? "expected '[', '|', 'H:' or 'V:' at start of format" : "expected '[' or '|' after orientation")
        }
        var views = [try parseView()]
        var connections: [VisualFormatConnection] = []
        var trailing: VisualFormatConnection?
        while !atEnd {
            let connection = try parseConnection(after: "view")
            if take("|") {
                trailing = connection
                guard atEnd else { throw fail("expected end of format after '|'") }
                break
            }
            guard peek == "[" else {
                throw fail(
                    connection == .flush
                        ? "expected '[', '-', '|' or end of format after view" : "expected '[' or '|' after connection")
            }
            connections.append(connection)
            views.append(try parseView())
        }
        return VisualFormat(
            source: source, orientation: orientation, leadingSuperview: leading,
            views: views, connections: connections, trailingSuperview: trailing)
    }

    mutating func parseOrientation() throws(VisualFormatError) -> VisualFormat.Orientation {
        guard let first = peek, first == "H" || first == "V" else { return .horizontal }
        position += 1
        guard take(":") else { throw fail("expected ':' after '\(first)'") }
        return first == "H" ? .horizontal : .vertical
    }

    /// `e` (nothing), `-`, or `-predicateList-`.
    mutating func parseConnection(after what: String) throws(VisualFormatError) -> VisualFormatConnection {
        guard take("-") else { return .flush }
        if peek == "[" || peek == "|" { return .standard }
        let predicates: [VisualFormatPredicate]
        if peek == "(" {
            predicates = try parsePredicateList()
        } else {
            predicates = [try parseSimplePredicate()]
        }
        guard take("-") else { throw fail("expected '-' after spacing predicate") }
        return .predicates(predicates)
    }

    mutating func parseView() throws(VisualFormatError) -> VisualFormatView {
        guard take("[") else { throw fail("expected '['") }
        let start = position
        guard let name = parseIdentifier() else { throw fail("expected view name after '['") }
        var predicates: [VisualFormatPredicate] = []
        if peek == "(" {
            predicates = try parsePredicateList()
            guard take("]") else { throw fail("expected ']' after view predicates") }
        } else {
            guard take("]") else { throw fail("expected ']' after view name") }
        }
        return VisualFormatView(name: name, predicates: predicates, position: start)
    }

    // MARK: Predicates

    /// `-20-` or `-metric-`: a positive number or a metric name.
    mutating func parseSimplePredicate() throws(VisualFormatError) -> VisualFormatPredicate {
        let start = position
        if let name = parseIdentifier() {
            return VisualFormatPredicate(object: .name(name), position: start, objectPosition: start)
        }
        guard let number = try parseNumber(signed: false) else {
            throw fail("expected a number, a metric name or '(' after '-'")
        }
        return VisualFormatPredicate(object: .constant(number), position: start, objectPosition: start)
    }

    /// `(predicate, predicate, …)`.
    mutating func parsePredicateList() throws(VisualFormatError) -> [VisualFormatPredicate] {
        guard take("(") else { throw fail("expected '('") }
        var predicates = [try parsePredicate()]
        while take(",") { predicates.append(try parsePredicate()) }
        guard take(")") else { throw fail("expected ',' or ')' after predicate") }
        return predicates
    }

    /// `(relation)? object (@priority)?`.
    mutating func parsePredicate() throws(VisualFormatError) -> VisualFormatPredicate {
        let start = position
        var relation = LinearRelation.equal
        if let next = peek, next == "=" || next == "<" || next == ">" {
            let symbol = String(next)
            position += 1
            guard take("=") else { throw fail("expected '=' to complete relation '\(symbol)='") }
            relation = LinearRelation(symbol: symbol + "=") ?? .equal
        }
        let objectStart = position
        let object: VisualFormatPredicate.Object
        if let name = parseIdentifier() {
            object = .name(name)
        } else if let number = try parseNumber(signed: true) {
            object = .constant(number)
        } else {
            throw fail("expected a number, a metric name or a view name in predicate")
        }
        var priority: VisualFormatPredicate.Priority?
        var priorityStart = -1
        if take("@") {
            priorityStart = position
            if let name = parseIdentifier() {
                priority = .metric(name)
            } else if let number = try parseNumber(signed: false) {
                priority = .number(number)
            } else {
                throw fail("expected a priority (number or metric name) after '@'")
            }
        }
        return VisualFormatPredicate(
            relation: relation, object: object, priority: priority,
            position: start, objectPosition: objectStart, priorityPosition: priorityStart)
    }

    // MARK: Tokens

    /// A C identifier: a letter or `_`, then letters, digits or `_` (ASCII).
    mutating func parseIdentifier() -> String? {
        guard let first = peek, first.isASCII, first.isLetter || first == "_" else { return nil }
        let start = position
        while let next = peek, next.isASCII, next.isLetter || next.isNumber || next == "_" { position += 1 }
        return String(characters[start..<position])
    }

    /// A decimal number as `strtod` reads it in the C locale (no hex, no
    /// inf/nan: those letters start a name), or `nil` with the position
    /// unchanged when there is none.
    ///
    /// Apple's grammar defines `<number>` as "as parsed by strtod_l, with
    /// the C locale"; `strtod` reports a number it cannot represent (such as
    /// `1e400`, or a million digits) as out of range (`ERANGE`). Such a
    /// number, and any beyond ``Solver/maximumMagnitude`` (10 000 000), is
    /// refused here with the caret at its first character, before it can
    /// reach a solver.
    mutating func parseNumber(signed: Bool) throws(VisualFormatError) -> Double? {
        let start = position
        if signed, let sign = peek, sign == "-" || sign == "+" { position += 1 }
        let digitsStart = position
        skipDigits()
        var digitCount = position - digitsStart
        if peek == ".", position + 1 <= characters.count {
            position += 1
            let fractionStart = position
            skipDigits()
            digitCount += position - fractionStart
            if digitCount == 0 { position = start; return nil }
        }
        guard digitCount > 0 else { position = start; return nil }
        if let e = peek, e == "e" || e == "E" {
            let mark = position
            position += 1
            if let sign = peek, sign == "-" || sign == "+" { position += 1 }
            let exponentStart = position
            skipDigits()
            if position == exponentStart { position = mark }
        }
        let text = String(characters[start..<position])
        let limit = Solver.maximumMagnitude
        guard let value = Double(text), value.isFinite, abs(value) <= limit else {
            let shown = text.count > 24 ? String(text.prefix(20)) + "… (\(text.count) characters)" : text
            throw VisualFormatError(
                "number \(shown) is out of range: numbers go from -\(PointsText.format(limit)) to \(PointsText.format(limit))",
                format: source, position: start)
        }
        return value
    }

    mutating func skipDigits() {
        while let next = peek, next.isASCII, next.isNumber { position += 1 }
    }

    var atEnd: Bool { position >= characters.count }
    var peek: Character? { position < characters.count ? characters[position] : nil }

    mutating func take(_ character: Character) -> Bool {
        guard peek == character else { return false }
        position += 1
        return true
    }

    func fail(_ message: String) -> VisualFormatError {
        VisualFormatError(message, format: source, position: position)
    }
}
