/// Why the solver refused a request. Every failure is one of these values.
///
/// ```swift
/// do {
///     try solver.addConstraint(LinearConstraint(w, .equal, 100, label: "a.width == 100"))
///     try solver.addConstraint(LinearConstraint(w, .equal, 200, label: "a.width == 200"))
/// } catch {
///     print(error)   // Unsatisfiable required constraint: a.width == 200
/// }
/// ```
///
/// A refused request leaves the solver as it was before the request.
public enum SolverError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A required constraint contradicts the required constraints already
    /// added; the payload describes it (its label, or its equation).
    case unsatisfiable(String)
    /// The handle does not name a constraint currently in the solver.
    case unknownConstraint(ConstraintID)
    /// The variable is already an edit variable.
    case duplicateEditVariable(String)
    /// The variable is not an edit variable.
    case unknownEditVariable(String)
    /// Edit variables cannot be required: they would be constraints.
    case requiredEditVariable(String)
    /// The variable was made by another solver.
    case foreignVariable
    /// A constant, coefficient or suggested value that is not finite or is
    /// beyond ``Solver/maximumMagnitude``, or a strength that is not a
    /// finite positive weight; the payload says which number and where.
    case invalidNumber(String)
    /// The tableau reached a state the algorithm rules out (an unbounded
    /// objective, a dual step with no entering symbol). A bug, reported, not trapped.
    case internalError(String)

    /// A sentence for logs and test failures.
    public var description: String {
        switch self {
        case .unsatisfiable(let constraint):
            return "Unsatisfiable required constraint: \(constraint)"
        case .unknownConstraint(let id):
            return "Unknown constraint #\(id.index): it was never added or was removed."
        case .duplicateEditVariable(let name):
            return "Variable '\(name)' is already an edit variable."
        case .unknownEditVariable(let name):
            return "Variable '\(name)' is not an edit variable; call addEditVariable first."
        case .requiredEditVariable(let name):
            return "Edit variable '\(name)' cannot be required; use .strong or weaker."
        case .foreignVariable:
            return "The variable belongs to another solver."
        case .invalidNumber(let reason):
            return "Invalid number: \(reason)."
        case .internalError(let reason):
            return "Internal solver error: \(reason)"
        }
    }
}
