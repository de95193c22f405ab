/// Turns parsed syntax into an evaluable node: resolves each dotted name to
/// a key and properties, infers types, and rejects what can never work.
///
/// Types are ``FormPredicate/ValueType``; `nil` stands for the `nil`
/// literal, which compares with anything for equality and orders with nothing.
struct FormPredicateChecker {
    typealias ValueType = FormPredicate.ValueType

    private let catalogue: FormPredicate.Catalogue?
    private let characters: [Character]
    private(set) var dependencies: [String] = []
    private var seen: Set<String> = []

    init(source: String, catalogue: FormPredicate.Catalogue?) {
        self.catalogue = catalogue
        self.characters = Array(source)
    }

    /// The node for a whole condition, which must be true or false.
    mutating func condition(_ syntax: FormPredicateSyntax) throws(FormPredicateSyntaxProblem) -> FormPredicateNode {
        let (node, type) = try compile(syntax)
        try requireBool(type, syntax, "A condition must be true or false, but")
        return node
    }

    private mutating func compile(
        _ syntax: FormPredicateSyntax
    ) throws(FormPredicateSyntaxProblem) -> (FormPredicateNode, ValueType?) {
        switch syntax.kind {
        case .literal(let value):
            return (.literal(value), value.isNull ? nil : ValueType(of: value))
        case .path(let segments):
            let (reference, type) = try resolve(segments)
            return (.field(reference), type)
        case .not(let operand):
            let (node, type) = try compile(operand)
            try requireBool(type, operand, "'!' needs true or false, but")
            return (.not(node), .bool)
        case .and(let operands):
            return (.and(try logical(operands, "&&")), .bool)
        case .or(let operands):
            return (.or(try logical(operands, "||")), .bool)
        case .compare(let left, let comparison, let offset, let right):
            let (leftNode, leftType) = try compile(left)
            let (rightNode, rightType) = try compile(right)
            if comparison.isOrdering {
                try requireOrdered(leftType, left, comparison)
                try requireOrdered(rightType, right, comparison)
            }
            try requireComparable(leftType, left, rightType, right, at: offset)
            return (.compare(leftNode, comparison, rightNode), .bool)
        case .member(let operand, let items):
            let (node, type) = try compile(operand)
            var values: [FormValue] = []
            for item in items {
                let (itemNode, itemType) = try compile(item)
                try requireComparable(type, operand, itemType, item, at: item.start)
                if case .literal(let value) = itemNode { values.append(value) }
            }
            return (.member(node, values), .bool)
        }
    }

    private mutating func logical(
        _ operands: [FormPredicateSyntax], _ symbol: String
    ) throws(FormPredicateSyntaxProblem) -> [FormPredicateNode] {
        var nodes: [FormPredicateNode] = []
        for operand in operands {
            let (node, type) = try compile(operand)
            try requireBool(type, operand, "'\(symbol)' needs true or false on both sides, but")
            nodes.append(node)
        }
        return nodes
    }

    // MARK: Fields

    private mutating func resolve(
        _ segments: [FormPredicateSegment]
    ) throws(FormPredicateSyntaxProblem) -> (FormPredicateReference, ValueType) {
        let names = segments.map(\.name)
        let keyLength: Int
        var type = ValueType.unknown
        if let catalogue {
            guard let found = longestKnownPrefix(names, in: catalogue) else { throw unknownField(names, at: segments[0].offset) }
            (keyLength, type) = found
        } else {
            let trailing = names.reversed().prefix { FormPredicateReference.Property(rawValue: $0) != nil }.count
            keyLength = Swift.max(1, names.count - trailing)
        }
        let key = names[..<keyLength].joined(separator: ".")
        var properties: [FormPredicateReference.Property] = []
        for index in keyLength..<names.count {
            let subject = names[..<index].joined(separator: ".")
            guard let property = FormPredicateReference.Property(rawValue: names[index]) else {
                throw .init(
                    "Unknown property '\(names[index])' of '\(subject)' (use 'count' or 'isEmpty')",
                    at: segments[index].offset, kind: .unknownProperty)
            }
            switch property {
            case .isEmpty:
                type = .bool
            case .count:
                guard [.string, .list, .option, .unknown].contains(type) else {
                    throw .init(
                        "'.count' needs text or a list, but '\(subject)' is \(type)",
                        at: segments[index].offset, kind: .typeMismatch)
                }
                type = .number
            }
            properties.append(property)
        }
        if seen.insert(key).inserted { dependencies.append(key) }
        return (FormPredicateReference(key: key, path: Array(names[..<keyLength]), properties: properties), type)
    }

    private func longestKnownPrefix(_ names: [String], in catalogue: FormPredicate.Catalogue) -> (Int, ValueType)? {
        for length in stride(from: names.count, through: 1, by: -1) {
            if let type = catalogue.types[names[..<length].joined(separator: ".")] { return (length, type) }
        }
        return nil
    }

    private func unknownField(_ names: [String], at offset: Int) -> FormPredicateSyntaxProblem {
        let trailing = names.reversed().prefix { FormPredicateReference.Property(rawValue: $0) != nil }.count
        let name = names[..<Swift.max(1, names.count - trailing)].joined(separator: ".")
        let keys = (catalogue?.fields ?? []).map(\.key)
        return .init(
            "Unknown field '\(name)'", at: offset, kind: .unknownField,
            suggestion: FormEditDistance.closestKey(to: name, among: keys))
    }

    // MARK: Types

    private func requireBool(
        _ type: ValueType?, _ syntax: FormPredicateSyntax, _ lead: String
    ) throws(FormPredicateSyntaxProblem) {
        if type == .bool || type == .unknown { return }
        throw .init("\(lead) \(operand(syntax)) is \(name(type))", at: syntax.start, kind: .typeMismatch)
    }

    private func requireOrdered(
        _ type: ValueType?, _ syntax: FormPredicateSyntax, _ comparison: FormPredicateOperator
    ) throws(FormPredicateSyntaxProblem) {
        if let type, [.number, .string, .date, .option, .unknown].contains(type) { return }
        throw .init(
            "'\(comparison.rawValue)' needs numbers, text or dates, but \(operand(syntax)) is \(name(type))",
            at: syntax.start, kind: .typeMismatch)
    }

    private func requireComparable(
        _ leftType: ValueType?, _ left: FormPredicateSyntax, _ rightType: ValueType?, _ right: FormPredicateSyntax,
        at offset: Int
    ) throws(FormPredicateSyntaxProblem) {
        guard let leftType, let rightType, leftType != rightType, leftType != .unknown, rightType != .unknown
        else { return }
        let pair: Set<ValueType> = [leftType, rightType]
        if pair == [.option, .string] || pair == [.option, .number] { return }
        throw .init(
            "Cannot compare \(operand(left)) (\(leftType)) with \(operand(right)) (\(rightType))",
            at: offset, kind: .typeMismatch)
    }

    private func operand(_ syntax: FormPredicateSyntax) -> String {
        let start = Swift.max(0, Swift.min(syntax.start, characters.count))
        let end = Swift.max(start, Swift.min(syntax.end, characters.count))
        return FormPredicateQuote.quoted(String(characters[start..<end]))
    }

    private func name(_ type: ValueType?) -> String {
        type.map(\.description) ?? "nil"
    }
}
