/// A linear equation or inequality between two expressions, with a strength.
///
/// ```swift
/// let solver = Solver()
/// let x = solver.makeVariable("x"), w = solver.makeVariable("w")
/// let rightEdge = LinearConstraint(x + w, .equal, 359)                 // required
/// let preferred = LinearConstraint(w, .equal, 44, strength: .weak)      // gives way
/// let labelled = LinearConstraint(w, .greaterThanOrEqual, 44, label: "name.width >= 44")
/// ```
///
/// The constraint is kept as `expression relation 0` with
/// `expression = lhs - rhs`. The optional label names the constraint in
/// errors (an unsatisfiable required constraint is reported by its label).
package struct LinearConstraint: Sendable {
    /// `lhs - rhs`.
    package var expression: LinearExpression
    /// How `expression` compares to zero.
    package var relation: LinearRelation
    /// How much the constraint matters.
    package var strength: Strength
    /// A name for errors and reports, such as the Visual Format it came from.
    package var label: String?

    /// The constraint `lhs relation rhs`.
    package init(
        _ lhs: LinearExpression, _ relation: LinearRelation, _ rhs: LinearExpression,
        strength: Strength = .required, label: String? = nil
    ) {
        self.expression = lhs - rhs
        self.relation = relation
        self.strength = strength
        self.label = label
    }

    /// The constraint `variable relation rhs`.
    package init(
        _ variable: LayoutVariable, _ relation: LinearRelation, _ rhs: LinearExpression,
        strength: Strength = .required, label: String? = nil
    ) {
        self.init(LinearExpression(variable), relation, rhs, strength: strength, label: label)
    }
}
