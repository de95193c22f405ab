/// An unknown the ``Solver`` finds a value for, such as a view's width.
///
/// ```swift
/// let solver = Solver()
/// let width = solver.makeVariable("width")
/// try solver.addConstraint(LinearConstraint(width, .equal, 320))
/// solver.value(of: width)   // 320
/// ```
///
/// A variable is a small handle: an integer that only means something to the
/// solver that made it. Two variables are equal when they are the same handle.
package struct LayoutVariable: Hashable, Sendable, Comparable {
    let symbol: Symbol

    init(symbol: Symbol) { self.symbol = symbol }

    /// The order in which the solver made the variables.
    package static func < (lhs: LayoutVariable, rhs: LayoutVariable) -> Bool {
        lhs.symbol < rhs.symbol
    }

    /// The sum of two variables.
    package static func + (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression {
        LinearExpression([.init(lhs), .init(rhs)])
    }

    /// The difference of two variables.
    package static func - (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression {
        LinearExpression([.init(lhs), .init(rhs, -1)])
    }

    /// A variable scaled by a number.
    package static func * (lhs: Double, rhs: LayoutVariable) -> LinearExpression {
        LinearExpression([.init(rhs, lhs)])
    }
}
