/// The two simplex loops: `optimize` (primal, after adding and removing
/// constraints) and `dualOptimize` (after an edit variable moves).
extension Tableau {
    /// Pivots until no objective coefficient is negative.
    mutating func optimize(artificialObjective: Bool = false) throws(SolverError) {
        if !artificialObjective && !objectiveMayHaveNegativeCost { return }
        while true {
            let entering: Symbol
            if artificialObjective {
                guard let row = artificial else { return }
                entering = enteringSymbol(row)
            } else {
                entering = enteringSymbol(objective)
                objectiveScans += 1
                if !entering.isValid { objectiveMayHaveNegativeCost = false }
            }
            if !entering.isValid { return }
            let slot = leavingSlot(for: entering)
            guard slot >= 0 else { throw .internalError("The objective is unbounded.") }
            pivot(slot, entering: entering)
        }
    }

    /// Restores feasibility after edits, keeping the objective optimal.
    mutating func dualOptimize() throws(SolverError) {
        while let leaving = infeasible.popLast() {
            let slot = rowOf[leaving.index]
            guard slot >= 0 else { continue }
            let constant = rows[Int(slot)].constant
            guard constant < 0, !nearZero(constant) else { continue }
            let entering = dualEnteringSymbol(rows[Int(slot)])
            guard entering.isValid else {
                infeasible.removeAll()
                throw .internalError("Dual optimize failed.")
            }
            pivot(slot, entering: entering)
        }
    }

    /// The first (lowest) non-dummy symbol with a negative cost.
    func enteringSymbol(_ objective: TableauRow) -> Symbol {
        for index in objective.symbols.indices
        where objective.coefficients[index] < 0 && !objective.symbols[index].isDummy {
            return objective.symbols[index]
        }
        return .invalid
    }

    /// The restricted row that bounds `entering` first (minimum ratio test);
    /// ties go to the lowest basic symbol.
    func leavingSlot(for entering: Symbol) -> Int32 {
        var best = Double.infinity
        var bestBasic = Symbol.invalid
        var found: Int32 = -1
        for slot in columns[entering.index] {
            let index = Int(slot)
            let basic = basics[index]
            if basic.isExternal { continue }
            let coefficient = rows[index].coefficient(for: entering)
            if coefficient < 0 {
                let ratio = -rows[index].constant / coefficient
                if ratio < best || (ratio == best && basic < bestBasic) {
                    best = ratio
                    bestBasic = basic
                    found = slot
                }
            }
        }
        return found
    }

    /// The dual simplex's `getDualEnteringSymbol`: the parameter with the least
    /// cost-to-coefficient ratio among those with a positive coefficient.
    func dualEnteringSymbol(_ row: TableauRow) -> Symbol {
        var entering = Symbol.invalid
        var best = Double.infinity
        for (symbol, coefficient) in zip(row.symbols, row.coefficients)
        where coefficient > 0 && !symbol.isDummy {
            let ratio = objective.coefficient(for: symbol) / coefficient
            if ratio < best {
                best = ratio
                entering = symbol
            }
        }
        return entering
    }
}
