/// How the two sides of a constraint compare: `==`, `<=` or `>=`.
///
/// ```swift
/// LinearConstraint(height, .greaterThanOrEqual, 44)   // height >= 44
/// LinearRelation(symbol: "<=")                         // .lessThanOrEqual
/// ```
package enum LinearRelation: String, Sendable, Hashable, CaseIterable {
    /// `==`
    case equal = "=="
    /// `<=`
    case lessThanOrEqual = "<="
    /// `>=`
    case greaterThanOrEqual = ">="

    /// The relation written as in the Visual Format Language (`==`, `<=`, `>=`).
    package var symbol: String { rawValue }

    /// The relation for `==`, `<=` or `>=`; `nil` for anything else.
    package init?(symbol: String) { self.init(rawValue: symbol) }
}
