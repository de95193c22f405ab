/// The handle ``Solver/addConstraint(_:)`` returns, to remove the constraint later.
///
/// ```swift
/// let id = try solver.addConstraint(LinearConstraint(width, .equal, 100))
/// try solver.removeConstraint(id)
/// ```
public struct ConstraintID: Hashable, Sendable, Comparable {
    /// The position of the constraint in the order it was added (0-based).
    public let index: Int

    /// Orders handles by when their constraints were added.
    public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.index < rhs.index }
}
