/// The solver an engine's lines are added to.
extension FormLayoutEngine {
    /// A fresh solver holding what every set of lines starts from: the
    /// boxes' variables, the width as a strong edit variable, the content
    /// hugging and each box's weak preferred height.
    ///
    /// ```swift
    /// let prepared = FormLayoutEngine.PreparedSolver(entries: entries)
    /// prepared.solver.constraintCount   // 2 + entries.count: the width, the hugging, the preferred heights
    /// ```
    ///
    /// Only lines the solver lays out need it: custom lines, and the
    /// default lines once package code changed the solver.
    struct PreparedSolver {
        let solver: Solver
        let variables: ViewVariables
        /// The solver's refusal of one of them, which a layout by the solver
        /// throws. The engine checks every number first, so none is expected.
        let refusal: LayoutError?

        init(entries: [LayoutEntry]) {
            solver = Solver()
            variables = ViewVariables(solver: solver, identifiers: entries.map(\.identifier))
            refusal = Self.addStartingConstraints(solver, variables, entries)
        }

        /// Adds the width's edit variable, the hugging and the preferred
        /// heights, stopping at the first refusal, which it returns.
        private static func addStartingConstraints(
            _ solver: Solver, _ variables: ViewVariables, _ entries: [LayoutEntry]
        ) -> LayoutError? {
            do {
                try solver.addEditVariable(variables.superviewWidth, strength: .strong)
            } catch {
                return LayoutError(error, refusing: "the width as its edit variable")
            }
            let hugging = "|.height == 0 (content hugging)"
            do {
                try solver.addConstraint(
                    LinearConstraint(
                        variables.superviewHeight, .equal, 0, strength: FormLayoutEngine.contentHugging, label: hugging))
            } catch {
                return LayoutError(error, refusing: hugging)
            }
            for (entry, box) in zip(entries, variables.boxes) {
                let preferred = "\(entry.identifier).height == \(PointsText.format(entry.preferredHeight)) (preferred)"
                do {
                    try solver.addConstraint(
                        LinearConstraint(
                            box.height, .equal, LinearExpression(constant: entry.preferredHeight), strength: .weak,
                            label: preferred))
                } catch {
                    return LayoutError(error, refusing: preferred)
                }
            }
            return nil
        }
    }
}
