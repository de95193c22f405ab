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
public struct LinearExpression: Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// One `coefficient × variable` of the sum.
    public struct Term: Sendable, Equatable {
        /// The variable.
        public var variable: LayoutVariable
        /// What it is multiplied by.
        public var coefficient: Double

        /// A term `coefficient × variable`.
        public init(_ variable: LayoutVariable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// The terms, in the order written.
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// An expression from terms and a constant.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 × variable`.
    public init(_ variable: LayoutVariable) {
        self.terms = [Term(variable)]
        self.constant = 0
    }

    /// A constant expression.
    public init(integerLiteral value: Int) { self.init(constant: Double(value)) }

    /// A constant expression.
    public init(floatLiteral value: Double) { self.init(constant: value) }

    /// The sum of two expressions.
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The difference of two expressions.
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + (-1.0) * rhs
    }

    /// An expression scaled by a number.
    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(
            rhs.terms.map { Term($0.variable, $0.coefficient * lhs) }, constant: rhs.constant * lhs)
    }

    /// An expression plus a variable.
    public static func + (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression {
        lhs + LinearExpression(rhs)
    }

    /// An expression minus a variable.
    public static func - (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression {
        lhs + LinearExpression([Term(rhs, -1)])
    }

    /// A variable plus an expression.
    public static func + (lhs: LayoutVariable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) + rhs
    }

    /// A variable minus an expression.
    public static func - (lhs: LayoutVariable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) - rhs
    }
}
