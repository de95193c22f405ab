/// A sum of variables times coefficients plus a constant: `2x + y - 16`.
///
/// ```swift
/// let solver = Solver()
/// let x = solver.makeVariable("x"), w = solver.makeVariable("w")
/// let right: LinearExpression = x + w          // x + w
/// let inset = right - 16                       // x + w - 16
/// let half = 0.5 * w                           // 0.5w
/// ```
///
/// Terms keep the order they were written in; a variable may appear more than
/// once (the solver adds the coefficients up).
package struct LinearExpression: Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// One `coefficient × variable` of the sum.
    package struct Term: Sendable, Equatable {
        /// The variable.
        package var variable: LayoutVariable
        /// What it is multiplied by.
        package var coefficient: Double

        /// A term `coefficient × variable`.
        package init(_ variable: LayoutVariable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// The terms, in the order written.
    package var terms: [Term]
    /// The constant part.
    package var constant: Double

    /// An expression from terms and a constant.
    package init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 × variable`.
    package init(_ variable: LayoutVariable) {
        self.terms = [Term(variable)]
        self.constant = 0
    }

    /// A constant expression.
    package init(integerLiteral value: Int) { self.init(constant: Double(value)) }

    /// A constant expression.
    package init(floatLiteral value: Double) { self.init(constant: value) }

    /// The sum of two expressions.
    package static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The difference of two expressions.
    package static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + (-1.0) * rhs
    }

    /// An expression scaled by a number.
    package static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(
            rhs.terms.map { Term($0.variable, $0.coefficient * lhs) }, constant: rhs.constant * lhs)
    }

    /// An expression plus a variable.
    package static func + (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression {
        lhs + LinearExpression(rhs)
    }

    /// An expression minus a variable.
    package static func - (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression {
        lhs + LinearExpression([Term(rhs, -1)])
    }

    /// A variable plus an expression.
    package static func + (lhs: LayoutVariable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) + rhs
    }

    /// A variable minus an expression.
    package static func - (lhs: LayoutVariable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) - rhs
    }
}
