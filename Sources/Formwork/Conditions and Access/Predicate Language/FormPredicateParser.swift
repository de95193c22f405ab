/// Reads a condition into a ``FormPredicateSyntax`` by recursive descent.
///
/// Precedence, loosest first: `||`, `&&`, comparison and `in`, `!`.
/// Comparisons do not chain (`a < b < c` is an error). Nesting of
/// parentheses and `!` is limited to ``maximumDepth`` so no input can
/// exhaust the stack.
struct FormPredicateParser {
    /// Each level of nesting is five nested calls of the parser (about
    /// 4 KiB of stack in a release build, 8–10 KiB in a debug one) and one
    /// each of the checker and the evaluator: 16 levels fit a 128 KiB thread
    /// (musl's default) in a release build and a 512 KiB one in a debug
    /// build with room to spare. Conditions of forms nest a few levels.
    static let maximumDepth = 16

    private var lexer: FormPredicateLexer
    private var current: FormPredicateToken
    private var previous: FormPredicateToken?
    private var depth = 0

    init(_ source: String) throws(FormPredicateSyntaxProblem) {
        lexer = FormPredicateLexer(source)
        current = try lexer.next()
    }

    /// The whole condition: one expression, then the end.
    mutating func parse() throws(FormPredicateSyntaxProblem) -> FormPredicateSyntax {
        let expression = try parseOr()
        guard current.kind == .end else {
            if current.isSymbol(")") {
                throw .init("Unexpected ')' without a matching '('", at: current.start)
            }
            throw .init("Expected '&&', '||' or the end, found \(describe(current))", at: current.start)
        }
        return expression
    }

    private mutating func advance() throws(FormPredicateSyntaxProblem) {
        previous = current
        current = try lexer.next()
    }

    private mutating func parseOr() throws(FormPredicateSyntaxProblem) -> FormPredicateSyntax {
        let first = try parseAnd()
        var rest: [FormPredicateSyntax] = []
        while current.isSymbol("||") {
            try advance()
            rest.append(try parseAnd())
        }
        return joined(first, rest) { .or($0) }
    }

    private mutating func parseAnd() throws(FormPredicateSyntaxProblem) -> FormPredicateSyntax {
        let first = try parseComparison()
        var rest: [FormPredicateSyntax] = []
        while current.isSymbol("&&") {
            try advance()
            rest.append(try parseComparison())
        }
        return joined(first, rest) { .and($0) }
    }

    private func joined(
        _ first: FormPredicateSyntax, _ rest: [FormPredicateSyntax],
        _ make: ([FormPredicateSyntax]) -> FormPredicateSyntax.Kind
    ) -> FormPredicateSyntax {
        guard let last = rest.last else { return first }
        return FormPredicateSyntax(kind: make([first] + rest), start: first.start, end: last.end)
    }

    private mutating func parseComparison() throws(FormPredicateSyntaxProblem) -> FormPredicateSyntax {
        let left = try parseUnary()
        var result = left
        if case .symbol(let text) = current.kind, let comparison = FormPredicateOperator(rawValue: text) {
            let operatorOffset = current.start
            try advance()
            let right = try parseUnary()
            result = FormPredicateSyntax(
                kind: .compare(left, comparison, operatorOffset: operatorOffset, right), start: left.start,
                end: right.end)
        } else if current.kind == .membership {
            try advance()
            let (items, end) = try parseList()
            result = FormPredicateSyntax(kind: .member(left, items), start: left.start, end: end)
        } else {
            return left
        }
        if current.kind == .membership || isComparison(current) {
            throw .init("Chained comparison (join comparisons with '&&')", at: current.start)
        }
        return result
    }

    private func isComparison(_ token: FormPredicateToken) -> Bool {
        if case .symbol(let text) = token.kind { return FormPredicateOperator(rawValue: text) != nil }
        return false
    }

    private mutating func parseUnary() throws(FormPredicateSyntaxProblem) -> FormPredicateSyntax {
        guard current.isSymbol("!") else { return try parsePrimary() }
        let start = current.start
        try enter(at: start)
        try advance()
        let operand = try parseUnary()
        depth -= 1
        return FormPredicateSyntax(kind: .not(operand), start: start, end: operand.end)
    }

    private mutating func enter(at offset: Int) throws(FormPredicateSyntaxProblem) {
        depth += 1
        if depth > Self.maximumDepth {
            throw .init("The condition nests more than \(Self.maximumDepth) levels deep", at: offset)
        }
    }

    private mutating func parsePrimary() throws(FormPredicateSyntaxProblem) -> FormPredicateSyntax {
        let token = current
        switch token.kind {
        case .literal(let value):
            try advance()
            return FormPredicateSyntax(kind: .literal(value), start: token.start, end: token.end)
        case .path(let segments):
            try advance()
            return FormPredicateSyntax(kind: .path(segments), start: token.start, end: token.end)
        case .symbol("-"):
            return try parseNegativeNumber()
        case .symbol("("):
            try enter(at: token.start)
            try advance()
            var inner = try parseOr()
            guard current.isSymbol(")") else {
                if current.kind == .end { throw .init("Unclosed '('", at: token.start) }
                throw .init("Expected ')', found \(describe(current))", at: current.start)
            }
            depth -= 1
            inner.start = token.start
            inner.end = current.end
            try advance()
            return inner
        default:
            throw .init("Expected \(expectation), found \(describe(token))", at: token.start)
        }
    }

    private mutating func parseNegativeNumber() throws(FormPredicateSyntaxProblem) -> FormPredicateSyntax {
        let start = current.start
        try advance()
        guard case .literal(let value) = current.kind, let negated = Self.negate(value) else {
            throw .init("Expected a number after '-', found \(describe(current))", at: current.start)
        }
        let end = current.end
        try advance()
        return FormPredicateSyntax(kind: .literal(negated), start: start, end: end)
    }

    private static func negate(_ value: FormValue) -> FormValue? {
        switch value {
        case .integer(let number): return .integer(-number)  // lexed numbers are never negative
        case .decimal(let number): return .decimal(-number)
        default: return nil
        }
    }

    /// `[` literal { `,` literal } [`,`] `]`, after `in`.
    private mutating func parseList() throws(FormPredicateSyntaxProblem) -> ([FormPredicateSyntax], Int) {
        guard current.isSymbol("[") else {
            throw .init("Expected '[' after 'in', found \(describe(current))", at: current.start)
        }
        let open = current.start
        try advance()
        var items: [FormPredicateSyntax] = []
        while !current.isSymbol("]") {
            if current.kind == .end { throw .init("Unclosed '['", at: open) }
            let item: FormPredicateSyntax
            switch current.kind {
            case .literal(let value):
                item = FormPredicateSyntax(kind: .literal(value), start: current.start, end: current.end)
                try advance()
            case .symbol("-"):
                item = try parseNegativeNumber()
            default:
                throw .init("Expected a literal value in the list, found \(describe(current))", at: current.start)
            }
            items.append(item)
            if current.isSymbol(",") {
                try advance()
            } else if !current.isSymbol("]") {
                if current.kind == .end { throw .init("Unclosed '['", at: open) }
                throw .init("Expected ',' or ']' in the list, found \(describe(current))", at: current.start)
            }
        }
        let end = current.end
        try advance()
        return (items, end)
    }

    /// What was expected where a value is missing, naming the token before it.
    private var expectation: String {
        guard let previous else { return "a condition" }
        let text = lexer.text(previous.start, previous.end)
        switch previous.kind {
        case .symbol("&&"), .symbol("||"), .symbol("!"), .symbol("("):
            return "a condition after '\(text)'"
        default:
            return "a value after '\(text)'"
        }
    }

    private func describe(_ token: FormPredicateToken) -> String {
        token.kind == .end ? "the end" : FormPredicateQuote.quoted(lexer.text(token.start, token.end))
    }
}
