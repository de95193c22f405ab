/// Why the constraint solver behind a layout refused a request, as
/// ``LayoutError/solver(_:)`` carries it.
///
/// ```swift
/// do { _ = try form.layout(for: .compact) } catch .solver(let error) {
///     print(error)   // such as "Internal solver error: …"
/// } catch {
///     print(error)
/// }
/// ```
///
/// The solver itself is not public: a layout reaches it only through
/// Visual Format lines, whose numbers are checked where they are written,
/// so a form layout meets this error only for a failure the algorithm rules
/// out (``internalError(_:)``). A refused request leaves the solver as it
/// was before the request.
public enum SolverError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A required constraint contradicts the required constraints already
    /// added; the payload describes it (its label, or its equation).
    case unsatisfiable(String)
    /// No constraint with this number (its position in the order constraints
    /// were added, from 0) is currently in the solver.
    case unknownConstraint(Int)
    /// The variable is already an edit variable.
    case duplicateEditVariable(String)
    /// The variable is not an edit variable.
    case unknownEditVariable(String)
    /// Edit variables cannot be required: they would be constraints.
    case requiredEditVariable(String)
    /// The variable was made by another solver.
    case foreignVariable
    /// A constant, coefficient or suggested value that is not finite or is
    /// beyond 10 000 000 in magnitude, or a strength that is not a
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
        case .unknownConstraint(let index):
            return "Unknown constraint #\(index): it was never added or was removed."
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
