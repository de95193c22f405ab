/// A condition as parsed, with the character offsets of every part, before
/// its fields are resolved and its types checked.
struct FormPredicateSyntax: Sendable {
    indirect enum Kind: Sendable {
        case literal(FormValue)
        case path([FormPredicateSegment])
        /// `!` and its operand.
        case not(FormPredicateSyntax)
        /// Two or more operands joined by `&&`.
        case and([FormPredicateSyntax])
        /// Two or more operands joined by `||`.
        case or([FormPredicateSyntax])
        /// A comparison; `operatorOffset` is where the operator is written.
        case compare(FormPredicateSyntax, FormPredicateOperator, operatorOffset: Int, FormPredicateSyntax)
        /// `operand in [items]`.
        case member(FormPredicateSyntax, [FormPredicateSyntax])
    }

    var kind: Kind
    /// The offset of the first character.
    var start: Int
    /// The offset just past the last character.
    var end: Int
}

/// A comparison operator of the condition language.
package enum FormPredicateOperator: String, Sendable, Hashable {
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="

    /// `true` for `< <= > >=`, which need ordered operands.
    var isOrdering: Bool { self != .equal && self != .notEqual }
}
