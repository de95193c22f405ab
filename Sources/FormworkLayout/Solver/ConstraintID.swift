/// The handle ``Solver/addConstraint(_:)`` returns, to remove the constraint later.
///
/// ```swift
/// let id = try solver.addConstraint(LinearConstraint(width, .equal, 100))
/// try solver.removeConstraint(id)
/// ```
package struct ConstraintID: Hashable, Sendable, Comparable {
    /// The position of the constraint in the order it was added (0-based).
    package let index: Int

    /// Orders handles by when their constraints were added.
    package static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.index < rhs.index }
}
