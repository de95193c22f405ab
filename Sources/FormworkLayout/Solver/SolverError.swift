/// Why the constraint solver refused a request.
///
/// ```swift
/// let solver = Solver()
/// let x = solver.makeVariable("x")
/// try solver.addConstraint(LinearConstraint(x, .equal, 50))
/// try solver.addConstraint(LinearConstraint(x, .equal, 60))   // throws .unsatisfiable("x - 60 == 0")
/// ```
///
/// It is the solver's own error, package API like the solver. A form layout
/// never throws it: ``FormLayoutEngine`` turns a refusal into a
/// ``LayoutError`` (an unsatisfiable required constraint into
/// ``LayoutError/unsatisfiable(_:)``, anything else into
/// ``LayoutError/internalInconsistency(_:)``, since the engine checks every
/// number before the solver sees it and drives the solver's edit variables
/// and constraints itself). A refused request leaves the solver as it was
/// before the request.
package enum SolverError: Error, Sendable, Equatable, CustomStringConvertible {
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
    package var description: String {
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
