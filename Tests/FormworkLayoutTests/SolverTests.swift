import Testing

@testable import FormworkLayout

/// Solutions checked against frames computed by hand.
struct SolverTests {
    /// The benchmark's stack: x == 16, x + w == W - 16, y chained with a gap
    /// of 8, h >= 44 required and == 44 weak. By hand, field i sits at
    /// y = 8 + 52i (44 tall plus 8 gap), and w = W - 32.
    @Test func verticalStackOfThreeFields() throws {
        let solver = Solver()
        let width = solver.makeVariable("W")
        try solver.addEditVariable(width, strength: .strong)
        var fields: [(x: LayoutVariable, y: LayoutVariable, w: LayoutVariable, h: LayoutVariable)] = []
        for i in 0..<3 {
            let f = (
                x: solver.makeVariable("x\(i)"), y: solver.makeVariable("y\(i)"),
                w: solver.makeVariable("w\(i)"), h: solver.makeVariable("h\(i)")
            )
            try solver.addConstraint(LinearConstraint(f.x, .equal, 16))
            try solver.addConstraint(LinearConstraint(f.x + f.w, .equal, width - 16))
            if let previous = fields.last {
                try solver.addConstraint(LinearConstraint(f.y, .equal, previous.y + previous.h + 8))
            } else {
                try solver.addConstraint(LinearConstraint(f.y, .equal, 8))
            }
            try solver.addConstraint(LinearConstraint(f.h, .greaterThanOrEqual, 44))
            try solver.addConstraint(LinearConstraint(f.h, .equal, 44, strength: .weak))
            fields.append(f)
        }
        try solver.suggestValue(width, 375)
        #expect(fields.map { solver.value(of: $0.y) } == [8, 60, 112])
        #expect(fields.map { solver.value(of: $0.w) } == [343, 343, 343])
        #expect(fields.map { solver.value(of: $0.h) } == [44, 44, 44])
        try solver.suggestValue(width, 768)
        #expect(fields.map { solver.value(of: $0.w) } == [736, 736, 736])
        #expect(solver.undeterminedVariables(fields.flatMap { [$0.x, $0.y, $0.w, $0.h] }).isEmpty)
    }

    /// Two equal columns in 320 points with 8 around and between:
    /// 2w + 3 × 8 = 320, so w = 148 and the second column starts at 8 + 148 + 8 = 164.
    @Test func twoEqualColumnsSideBySide() throws {
        let solver = Solver()
        let width = solver.makeVariable("W")
        let (ax, aw, bx, bw) = (
            solver.makeVariable("a.x"), solver.makeVariable("a.w"),
            solver.makeVariable("b.x"), solver.makeVariable("b.w")
        )
        try solver.addEditVariable(width, strength: .strong)
        try solver.suggestValue(width, 320)
        try solver.addConstraint(LinearConstraint(ax, .equal, 8))
        try solver.addConstraint(LinearConstraint(bx, .equal, ax + aw + 8))
        try solver.addConstraint(LinearConstraint(bx + bw, .equal, width - 8))
        try solver.addConstraint(LinearConstraint(aw, .equal, LinearExpression(bw)))
        #expect(solver.value(of: aw) == 148)
        #expect(solver.value(of: bw) == 148)
        #expect(solver.value(of: bx) == 164)
    }

    /// A strong preference beats a medium one; a required bound beats both.
    @Test func weakerPrioritiesGiveWay() throws {
        let solver = Solver()
        let w = solver.makeVariable("w")
        try solver.addConstraint(LinearConstraint(w, .equal, 200, strength: Strength(priority: 500)))
        try solver.addConstraint(LinearConstraint(w, .equal, 100, strength: Strength(priority: 750)))
        #expect(solver.value(of: w) == 100)
        try solver.addConstraint(LinearConstraint(w, .lessThanOrEqual, 80))
        #expect(solver.value(of: w) == 80)
    }

    /// Inside one band the priority still counts: 800 (strong × 800/750)
    /// outweighs 760 (strong × 760/750).
    @Test func prioritiesInOneBandStillDiffer() throws {
        let solver = Solver()
        let w = solver.makeVariable("w")
        try solver.addConstraint(LinearConstraint(w, .equal, 200, strength: Strength(priority: 760)))
        try solver.addConstraint(LinearConstraint(w, .equal, 100, strength: Strength(priority: 800)))
        #expect(solver.value(of: w) == 100)
    }

    @Test func strengthMappingFollowsTheDocumentedTable() {
        #expect(Strength(priority: 1000) == .required)
        #expect(Strength(priority: 750) == .strong)
        #expect(Strength(priority: 250) == .medium)
        #expect(Strength(priority: 1) == .weak)
        #expect(Strength(priority: 700).value == 2800)  // 1000 × 700 / 250
        #expect(Strength(priority: 999).value == 1_332_000)  // 1e6 × 999 / 750
        #expect(Strength(priority: 249).value == 249)
        #expect(Strength(priority: 749) < Strength(priority: 750))
    }

    /// 10 <= x <= 20 with a weak wish for 30: x stops at the upper bound.
    @Test func inequalitiesBoundAPreference() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addConstraint(LinearConstraint(x, .greaterThanOrEqual, 10))
        try solver.addConstraint(LinearConstraint(x, .lessThanOrEqual, 20))
        try solver.addConstraint(LinearConstraint(x, .equal, 30, strength: .weak))
        #expect(solver.value(of: x) == 20)
        try solver.addConstraint(LinearConstraint(x, .equal, 5, strength: .medium))
        #expect(solver.value(of: x) == 10)
    }

    @Test func removingAConstraintRestoresTheWeakerAnswer() throws {
        let solver = Solver()
        let w = solver.makeVariable("w")
        try solver.addConstraint(LinearConstraint(w, .equal, 50, strength: .weak))
        let fixed = try solver.addConstraint(LinearConstraint(w, .equal, 100))
        #expect(solver.value(of: w) == 100)
        try solver.removeConstraint(fixed)
        #expect(solver.value(of: w) == 50)
        #expect(!solver.hasConstraint(fixed))
        #expect(throws: SolverError.unknownConstraint(fixed.index)) { try solver.removeConstraint(fixed) }
    }

    @Test func removingAnInequalityLetsThePreferenceBack() throws {
        let solver = Solver()
        let h = solver.makeVariable("h")
        try solver.addConstraint(LinearConstraint(h, .equal, 32, strength: .weak))
        let minimum = try solver.addConstraint(LinearConstraint(h, .greaterThanOrEqual, 44))
        #expect(solver.value(of: h) == 44)
        try solver.removeConstraint(minimum)
        #expect(solver.value(of: h) == 32)
    }

    /// Re-solving by suggestValue gives what a fresh solver gives at the new width.
    @Test func editReSolveMatchesAFreshSolve() throws {
        func build(_ initial: Double) throws -> (Solver, [LayoutVariable]) {
            let solver = Solver()
            let width = solver.makeVariable("W")
            try solver.addEditVariable(width, strength: .strong)
            try solver.suggestValue(width, initial)
            let (ax, aw, bx, bw) = (
                solver.makeVariable("a.x"), solver.makeVariable("a.w"),
                solver.makeVariable("b.x"), solver.makeVariable("b.w")
            )
            try solver.addConstraint(LinearConstraint(ax, .equal, 8))
            try solver.addConstraint(LinearConstraint(bx, .equal, ax + aw + 8))
            try solver.addConstraint(LinearConstraint(bx + bw, .equal, width - 8))
            try solver.addConstraint(LinearConstraint(aw, .equal, 120, strength: .medium))
            try solver.addConstraint(LinearConstraint(bw, .greaterThanOrEqual, 100))
            return (solver, [width, ax, aw, bx, bw])
        }
        let (edited, editedVariables) = try build(375)
        try edited.suggestValue(editedVariables[0], 200)
        try edited.suggestValue(editedVariables[0], 768)
        let (fresh, freshVariables) = try build(768)
        #expect(editedVariables.map(edited.value(of:)) == freshVariables.map(fresh.value(of:)))
        // By hand at 768: a keeps 120, b fills 768 - 8 - 120 - 8 - 8 = 624 from x = 136.
        #expect(freshVariables.map(fresh.value(of:)) == [768, 8, 120, 136, 624])
    }

    /// At 200 the medium 120 must give way: b needs 100, so a gets 200 - 24 - 100 = 76.
    @Test func editVariableNarrowingPushesAPreference() throws {
        let solver = Solver()
        let width = solver.makeVariable("W")
        let aw = solver.makeVariable("a.w"), bw = solver.makeVariable("b.w")
        try solver.addEditVariable(width, strength: .strong)
        try solver.addConstraint(LinearConstraint(aw + bw, .equal, width - 24))
        try solver.addConstraint(LinearConstraint(aw, .equal, 120, strength: .medium))
        try solver.addConstraint(LinearConstraint(bw, .greaterThanOrEqual, 100))
        try solver.suggestValue(width, 200)
        #expect(solver.value(of: aw) == 76)
        try solver.suggestValue(width, 400)
        #expect(solver.value(of: aw) == 120)
        #expect(solver.value(of: bw) == 256)
    }

    @Test func editVariableErrors() throws {
        let solver = Solver()
        let width = solver.makeVariable("W")
        #expect(throws: SolverError.unknownEditVariable("W")) { try solver.suggestValue(width, 1) }
        #expect(throws: SolverError.requiredEditVariable("W")) { try solver.addEditVariable(width, strength: .required) }
        try solver.addEditVariable(width, strength: .strong)
        #expect(throws: SolverError.duplicateEditVariable("W")) { try solver.addEditVariable(width, strength: .strong) }
        try solver.removeEditVariable(width)
        #expect(!solver.hasEditVariable(width))
        let other = Solver()
        #expect(throws: SolverError.foreignVariable) {
            try other.addConstraint(LinearConstraint(width, .equal, 1))
        }
    }

    @Test func unknownConstraintErrorNamesTheConstraintByItsNumber() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let id = try solver.addConstraint(LinearConstraint(x, .equal, 1))
        try solver.removeConstraint(id)
        #expect(throws: SolverError.unknownConstraint(0)) { try solver.removeConstraint(id) }
        #expect(SolverError.unknownConstraint(3).description == "Unknown constraint #3: it was never added or was removed.")
    }
}
