import Testing

@testable import FormworkLayout

/// The solver refuses non-finite and out-of-range numbers
/// where they enter (constants, coefficients, strengths, suggested values)
/// and a refused call leaves it as it was.
struct SolverNumberTests {
    @Test func aRequiredXEqualsNaNIsRefused() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        #expect(
            throws: SolverError.invalidNumber(
                "the constant of 'x + nan == 0' is nan; the solver takes finite numbers from -10000000 to 10000000")
        ) {
            try solver.addConstraint(LinearConstraint(x, .equal, LinearExpression(constant: .nan)))
        }
        #expect(solver.constraintCount == 0)
        try solver.addConstraint(LinearConstraint(x, .equal, 5))
        #expect(solver.value(of: x) == 5)
    }

    @Test func infiniteAndHugeCoefficientsAreRefused() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        #expect(throws: SolverError.self) {
            try solver.addConstraint(LinearConstraint(Double.infinity * LinearExpression(x), .equal, 1))
        }
        #expect(throws: SolverError.self) {
            try solver.addConstraint(LinearConstraint(x, .equal, 1e8 * LinearExpression(y), label: "x == 1e8 y"))
        }
        #expect(throws: SolverError.self) {
            try solver.addConstraint(LinearConstraint(x, .lessThanOrEqual, LinearExpression(constant: -1e17)))
        }
        #expect(solver.constraintCount == 0)
    }

    @Test func nanZeroAndNegativeStrengthsAreRefused() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        for value in [Double.nan, 0, -1, Double.infinity] {
            #expect(throws: SolverError.self) {
                try solver.addConstraint(LinearConstraint(x, .equal, 1, strength: Strength(value: value)))
            }
            #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: Strength(value: value)) }
        }
        #expect(solver.constraintCount == 0)
        #expect(!solver.hasEditVariable(x))
    }

    @Test func suggestValueRefusesNaNInfinityAndHugeValuesAndChangesNothing() throws {
        let solver = Solver()
        let width = solver.makeVariable("W"), w = solver.makeVariable("w")
        try solver.addEditVariable(width, strength: .strong)
        try solver.addConstraint(LinearConstraint(w, .equal, width - 16))
        try solver.suggestValue(width, 375)
        for value in [Double.nan, .infinity, -.infinity, 1e17, -10_000_001] {
            #expect(throws: SolverError.self) { try solver.suggestValue(width, value) }
            #expect(solver.value(of: w) == 359)
        }
        #expect(SolverError.invalidNumber("x").description == "Invalid number: x.")
    }

    /// Used directly, the solver re-solves incrementally: after the largest
    /// suggestion accepted, 375 comes back within a millionth of 359 (the
    /// spacing of doubles near 1e7 is 2⁻²⁹). At 1e17 it came back as 352.
    @Test func resuggestingAfterTheLargestValueStaysWithinAMillionth() throws {
        let solver = Solver()
        let width = solver.makeVariable("W"), x = solver.makeVariable("x"), w = solver.makeVariable("w")
        try solver.addEditVariable(width, strength: .strong)
        try solver.addConstraint(LinearConstraint(x, .equal, 8))
        try solver.addConstraint(LinearConstraint(x + w, .equal, width - 8))
        try solver.suggestValue(width, 10_000_000)
        try solver.suggestValue(width, 375)
        #expect(abs(solver.value(of: w) - 359) < 1e-6)
    }
}
