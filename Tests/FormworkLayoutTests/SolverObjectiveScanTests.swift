import Testing

@testable import FormworkLayout

/// `optimize` looks through the objective only when it may have changed
/// in a way that gives a negative cost; the answers stay the simplex's.
struct SolverObjectiveScanTests {
    /// 500 weak preferred heights need no pivot: the objective (1,000
    /// error terms by the end) is scanned once, not once per constraint.
    @Test func constraintsThatNeedNoPivotDoNotRescanTheObjective() throws {
        let solver = Solver()
        var heights: [LayoutVariable] = []
        for row in 0..<500 {
            let height = solver.makeVariable("h\(row)")
            try solver.addConstraint(LinearConstraint(height, .equal, 44, strength: .weak))
            heights.append(height)
        }
        #expect(solver.tableau.objectiveScans == 1)
        #expect(heights.allSatisfy { solver.value(of: $0) == 44 })
    }

    /// After those cheap additions, a required `h >= 44` over a weak
    /// `h == 32` still pivots: h is 44 and the other heights keep 32.
    @Test func aConstraintThatMakesACostNegativeIsStillOptimized() throws {
        let solver = Solver()
        var heights: [LayoutVariable] = []
        for row in 0..<50 {
            let height = solver.makeVariable("h\(row)")
            try solver.addConstraint(LinearConstraint(height, .equal, 32, strength: .weak))
            heights.append(height)
        }
        try solver.addConstraint(LinearConstraint(heights[7], .greaterThanOrEqual, 44))
        #expect(solver.value(of: heights[7]) == 44)
        #expect(solver.value(of: heights[6]) == 32)
        #expect(solver.tableau.objectiveScans > 1)
    }

    /// Removing a weak constraint puts its cost back into play: the next
    /// optimize scans, and the variable it held is free again (value 0).
    @Test func removingAConstraintRescansTheObjective() throws {
        let solver = Solver()
        let height = solver.makeVariable("h")
        let other = solver.makeVariable("g")
        let id = try solver.addConstraint(LinearConstraint(height, .equal, 44, strength: .weak))
        try solver.addConstraint(LinearConstraint(other, .equal, 10, strength: .weak))
        let scans = solver.tableau.objectiveScans
        try solver.removeConstraint(id)
        #expect(solver.tableau.objectiveScans > scans)
        #expect(solver.value(of: height) == 0)
        #expect(solver.value(of: other) == 10)
    }
}
