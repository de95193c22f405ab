/// What the solver's refusals mean to a form layout.
extension LayoutError {
    /// The layout error for the solver's refusal of `request`, what the
    /// engine asked of it (such as `"the width 375"`).
    ///
    /// ```swift
    /// LayoutError(.unsatisfiable("a.height == 60 from 'V:[a(==60)]'"), refusing: "a.height == 60 from 'V:[a(==60)]'")
    /// // .unsatisfiable("a.height == 60 from 'V:[a(==60)]'")
    /// LayoutError(.foreignVariable, refusing: "the width 375")
    /// // .internalInconsistency("the solver refused the width 375: The variable belongs to another solver")
    /// ```
    ///
    /// Only a contradiction between required constraints comes from the
    /// form: the lines say it. Every other refusal is the engine's own
    /// mistake, an ``internalInconsistency(_:)``:
    ///
    /// - `invalidNumber`: the engine checks every number before the solver
    ///   takes it (the width, metrics and line numbers, preferred heights),
    ///   with errors that name it where it was written;
    /// - `duplicateEditVariable`, `unknownEditVariable`,
    ///   `requiredEditVariable`: the engine makes the width its one edit
    ///   variable, strong, once, on its own fresh solver;
    /// - `foreignVariable`: the engine's variables are made by its solver;
    /// - `unknownConstraint`: the engine removes only constraints it added;
    /// - `internalError`: the algorithm rules it out.
    ///
    /// (Package code that changes ``FormLayoutEngine/solver`` itself, as
    /// tests and benchmarks may, can of course break these assumptions.)
    init(_ error: SolverError, refusing request: String) {
        switch error {
        case .unsatisfiable(let constraint):
            self = .unsatisfiable(constraint)
        case .invalidNumber, .unknownConstraint, .duplicateEditVariable, .unknownEditVariable,
            .requiredEditVariable, .foreignVariable, .internalError:
            // The description ends the sentence; the solver's own may end with a period.
            var reason = error.description
            if reason.hasSuffix(".") { reason.removeLast() }
            self = .internalInconsistency("the solver refused \(request): \(reason)")
        }
    }
}
