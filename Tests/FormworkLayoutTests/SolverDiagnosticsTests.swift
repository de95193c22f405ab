import Testing

@testable import FormworkLayout

/// Contradictions are errors naming the constraint; undetermined variables are reported.
struct SolverDiagnosticsTests {
    @Test func contradictoryRequiredEqualitiesAreNamed() throws {
        let solver = Solver()
        let w = solver.makeVariable("w")
        try solver.addConstraint(LinearConstraint(w, .equal, 100, label: "a.width == 100"))
        #expect(throws: SolverError.unsatisfiable("a.width == 200")) {
            try solver.addConstraint(LinearConstraint(w, .equal, 200, label: "a.width == 200"))
        }
        // Unlabelled constraints are described by their equation (w - 200 relation 0).
        #expect(throws: SolverError.unsatisfiable("w - 200 == 0")) {
            try solver.addConstraint(LinearConstraint(w, .equal, 200))
        }
        #expect(solver.value(of: w) == 100)
        #expect(solver.constraintCount == 1)
    }

    /// x >= 10 then x <= 5 goes through the artificial-variable phase and
    /// fails; the solver must be unchanged afterwards.
    @Test func contradictoryInequalitiesLeaveTheSolverUnchanged() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.addConstraint(LinearConstraint(x, .greaterThanOrEqual, 10))
        try solver.addConstraint(LinearConstraint(y, .equal, x + 1))
        #expect(throws: SolverError.unsatisfiable("y <= 5")) {
            try solver.addConstraint(LinearConstraint(y, .lessThanOrEqual, 5, label: "y <= 5"))
        }
        try solver.addConstraint(LinearConstraint(x, .equal, 7, strength: .weak))
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 11)
        #expect(solver.undeterminedVariables([x, y]).isEmpty)
    }

    /// h >= 44 alone: any h from 44 up is a solution with the same (zero) cost.
    @Test func anInequalityWithoutPreferenceIsAmbiguous() throws {
        let solver = Solver()
        let h = solver.makeVariable("h"), y = solver.makeVariable("y")
        try solver.addConstraint(LinearConstraint(y, .equal, 8))
        try solver.addConstraint(LinearConstraint(h, .greaterThanOrEqual, 44))
        #expect(solver.undeterminedVariables([y, h]) == [h])
        try solver.addConstraint(LinearConstraint(h, .equal, 44, strength: .weak))
        #expect(solver.undeterminedVariables([y, h]).isEmpty)
    }

    /// Two equal-strength wishes 44 and 88: every h between costs the same (44 × weak).
    @Test func tiedPreferencesAreAmbiguous() throws {
        let solver = Solver()
        let h = solver.makeVariable("h")
        try solver.addConstraint(LinearConstraint(h, .equal, 44, strength: .weak))
        try solver.addConstraint(LinearConstraint(h, .equal, 88, strength: .weak))
        #expect(solver.undeterminedVariables([h]) == [h])
    }

    @Test func aVariableNoConstraintMentionsIsAmbiguous() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), lonely = solver.makeVariable("lonely")
        try solver.addConstraint(LinearConstraint(x, .equal, 1))
        #expect(solver.undeterminedVariables([x, lonely]) == [lonely])
    }

    /// a.x + a.w == 100 with only a.x fixed weakly: a.w follows, both determined;
    /// with no wish on either, both are undetermined.
    @Test func aSumWithoutPreferenceLeavesBothUndetermined() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), w = solver.makeVariable("w")
        try solver.addConstraint(LinearConstraint(x + w, .equal, 100))
        #expect(solver.undeterminedVariables([x, w]) == [x, w])
        try solver.addConstraint(LinearConstraint(x, .equal, 8, strength: .weak))
        #expect(solver.undeterminedVariables([x, w]).isEmpty)
        #expect(solver.value(of: w) == 92)
    }
}
