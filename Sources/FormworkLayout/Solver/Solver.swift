/// An incremental Cassowary constraint solver.
///
/// ```swift
/// let solver = Solver()
/// let width = solver.makeVariable("width")
/// let x = solver.makeVariable("x"), w = solver.makeVariable("w")
/// try solver.addEditVariable(width, strength: .strong)
/// try solver.addConstraint(LinearConstraint(x, .equal, 16))
/// try solver.addConstraint(LinearConstraint(x + w, .equal, width - 16))
/// try solver.suggestValue(width, 375)
/// solver.value(of: w)                     // 343
/// try solver.suggestValue(width, 768)     // re-solved by the dual simplex
/// solver.value(of: w)                     // 736
/// ```
///
/// The algorithm is the one of Badros, Borning & Stuckey (2001), "The
/// Cassowary Linear Arithmetic Constraint Solving Algorithm", in its
/// incremental form: constraints become rows of a simplex tableau over
/// slack, error and dummy symbols; each `addConstraint` picks a subject
/// (`chooseSubject`), substitutes it everywhere (`substitute`) and
/// re-optimises (`optimize`); edit variables move by changing row constants
/// and restoring feasibility with the dual simplex (`dualOptimize`).
///
/// Everything is deterministic: rows are sorted arrays, the tableau is
/// indexed by integers, and no result depends on hashing. A refused call
/// throws a ``SolverError`` and leaves the solver as it was (an
/// ``SolverError/internalError(_:)``, which the algorithm rules out, may
/// leave a suggestion half done).
///
/// Numbers are checked where they enter: a constant, coefficient or
/// suggested value that is not finite or is larger than
/// ``maximumMagnitude``, or a strength that is not a finite positive
/// weight, is refused with ``SolverError/invalidNumber(_:)`` before it
/// touches the tableau.
package final class Solver {
    var tableau = Tableau()
    /// Counts the calls that may change the tableau, so that an owner can
    /// tell whether anyone else changed it.
    var revision = 0

    /// An empty solver.
    package init() {}

    /// A new variable; `name` appears in errors and reports.
    package func makeVariable(_ name: String) -> LayoutVariable {
        LayoutVariable(symbol: tableau.makeSymbol(.external, name: name))
    }

    /// The name the variable was made with.
    package func name(of variable: LayoutVariable) -> String {
        tableau.contains(variable) ? tableau.names[variable.symbol.index] : "?"
    }

    /// The number of constraints currently in the solver (edit constraints included).
    package var constraintCount: Int { tableau.liveConstraintCount }

    /// Adds a constraint and re-optimises.
    ///
    /// Throws ``SolverError/unsatisfiable(_:)`` when a required constraint
    /// contradicts the required constraints already added.
    @discardableResult
    package func addConstraint(_ constraint: LinearConstraint) throws(SolverError) -> ConstraintID {
        for term in constraint.expression.terms where !tableau.contains(term.variable) {
            throw .foreignVariable
        }
        try check(constraint)
        revision += 1
        return try tableau.add(constraint)
    }

    /// Removes a constraint added earlier and re-optimises.
    package func removeConstraint(_ id: ConstraintID) throws(SolverError) {
        revision += 1
        try tableau.remove(id)
    }

    /// Whether the handle names a constraint currently in the solver.
    package func hasConstraint(_ id: ConstraintID) -> Bool {
        id.index >= 0 && id.index < tableau.records.count && tableau.records[id.index] != nil
    }

    /// Makes `variable` an edit variable: a non-required `variable == value`
    /// whose value ``suggestValue(_:_:)`` changes.
    package func addEditVariable(_ variable: LayoutVariable, strength: Strength) throws(SolverError) {
        guard tableau.contains(variable) else { throw .foreignVariable }
        try Solver.check(strength, "the edit variable '\(name(of: variable))'")
        revision += 1
        try tableau.addEdit(variable, strength: strength)
    }

    /// Stops editing `variable` and removes its edit constraint.
    package func removeEditVariable(_ variable: LayoutVariable) throws(SolverError) {
        guard tableau.contains(variable) else { throw .foreignVariable }
        revision += 1
        try tableau.removeEdit(variable)
    }

    /// Whether `variable` is an edit variable.
    package func hasEditVariable(_ variable: LayoutVariable) -> Bool {
        tableau.contains(variable) && tableau.edits[variable.symbol.index] != nil
    }

    /// Asks the edit variable to take `value` and re-solves incrementally.
    ///
    /// `value` must be finite and within ``maximumMagnitude``; anything else
    /// throws ``SolverError/invalidNumber(_:)`` and changes nothing.
    ///
    /// The re-solve is incremental: it moves the current solution, so its
    /// round-off depends on the values suggested before (within range,
    /// less than a millionth of a point; see ``maximumMagnitude``). No copy
    /// of the tableau is taken, so a re-solve never pays for copying it; a
    /// caller that
    /// needs answers independent of history keeps its own copy, as
    /// ``FormLayoutEngine`` does.
    package func suggestValue(_ variable: LayoutVariable, _ value: Double) throws(SolverError) {
        guard tableau.contains(variable) else { throw .foreignVariable }
        try Solver.check(value, "the value suggested for '\(name(of: variable))'")
        revision += 1
        try tableau.suggest(variable, value)
    }

    /// The variable's value in the current solution.
    package func value(of variable: LayoutVariable) -> Double {
        tableau.contains(variable) ? tableau.value(of: variable.symbol) : 0
    }

    /// The variables among `variables` that the current optimum does not
    /// determine: another solution with the same cost gives them another
    /// value (see the method in `Tableau+Ambiguity.swift`: zero-cost
    /// parametric directions that can move a positive distance).
    ///
    /// ```swift
    /// try solver.addConstraint(LinearConstraint(h, .greaterThanOrEqual, 44))
    /// solver.undeterminedVariables([h])   // [h]: nothing prefers a height
    /// ```
    package func undeterminedVariables(_ variables: [LayoutVariable]) -> [LayoutVariable] {
        tableau.undetermined(variables.filter { tableau.contains($0) })
    }
}
