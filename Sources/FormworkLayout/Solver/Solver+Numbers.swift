/// The numbers a solver takes: finite, and no larger than
/// ``Solver/maximumMagnitude``.
extension Solver {
    /// The largest magnitude of a constant, coefficient or suggested value:
    /// ten million.
    ///
    /// ```swift
    /// try solver.suggestValue(width, 1_024)          // fine
    /// try solver.suggestValue(width, .nan)           // throws SolverError.invalidNumber
    /// try solver.suggestValue(width, 1e17)           // throws: beyond 10 000 000
    /// ```
    ///
    /// Why ten million: the solver treats magnitudes below 1e-8 as zero
    /// (the epsilon that keeps round-off from creating phantom cells and
    /// false infeasibilities). A double has 53 bits of precision, so next to
    /// 10⁷ its spacing is 2⁻²⁹ ≈ 1.9e-9: a sum or difference of numbers in
    /// range is rounded by less than the epsilon, and every frame stays
    /// exact to far better than the hundredths that renderings print. At
    /// 10¹⁷ the spacing is 16, so `1e17 + 8 - 1e17` is 0 or 16, never 8:
    /// a layout would silently lose its margins. Ten million points is
    /// thousands of screens, beyond any form.
    ///
    /// Strengths are weights, not lengths: any finite positive value is
    /// taken (``Strength/required`` is 1 001 001 000).
    package static let maximumMagnitude: Double = 10_000_000

    /// Throws ``SolverError/invalidNumber(_:)`` unless `value` is finite and within range.
    static func check(_ value: Double, _ what: @autoclosure () -> String) throws(SolverError) {
        guard value.isFinite, abs(value) <= maximumMagnitude else {
            throw .invalidNumber(
                "\(what()) is \(PointsText.format(value)); the solver takes finite numbers "
                    + "from -\(PointsText.format(maximumMagnitude)) to \(PointsText.format(maximumMagnitude))")
        }
    }

    /// Throws unless the strength is a finite positive weight.
    static func check(_ strength: Strength, _ what: @autoclosure () -> String) throws(SolverError) {
        guard strength.value.isFinite, strength.value > 0 else {
            throw .invalidNumber(
                "the strength of \(what()) is \(PointsText.format(strength.value)); "
                    + "a strength is a finite weight above 0")
        }
    }

    /// Checks every number of a constraint before it reaches the tableau.
    func check(_ constraint: LinearConstraint) throws(SolverError) {
        let name = { [tableau] in tableau.describe(constraint) }
        try Solver.check(constraint.strength, "'\(name())'")
        try Solver.check(constraint.expression.constant, "the constant of '\(name())'")
        for term in constraint.expression.terms {
            try Solver.check(term.coefficient, "the coefficient of \(tableau.names[term.variable.symbol.index]) in '\(name())'")
        }
    }
}
