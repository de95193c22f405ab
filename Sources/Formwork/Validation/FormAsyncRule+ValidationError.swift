extension FormAsyncRule {
    /// Why ``FormState/validate(_:using:)`` could not give an answer: a rule
    /// that names no field or reads the wrong type, or a rule that threw.
    ///
    /// ```swift
    /// do {
    ///     let errors = try await form.validate(using: [available])
    /// } catch let error as FormAsyncRule.ValidationError {
    ///     error.key        // "user_name"
    ///     error.message    // "User Name could not be checked: The network connection was lost."
    ///     if case .ruleFailed(let underlying) = error.reason { retryLater(after: underlying) }
    /// }
    /// ```
    ///
    /// Cancellation is not this error: a cancelled validation throws
    /// `CancellationError`.
    public struct ValidationError: Error, CustomStringConvertible {
        /// What went wrong.
        public enum Reason: Sendable {
            /// The rule's key names no row; `suggestion` is the closest key, if one is close.
            case unknownField(suggestion: String?)
            /// The rule reads values as a type the row does not hold.
            case valueType(rule: String, row: String)
            /// The rule threw `error` (a server that could not be reached, say).
            case ruleFailed(any Error)
        }

        /// The key the rule checks.
        public var key: String
        /// The rule's kind.
        public var kind: FormRule.Kind
        /// What went wrong.
        public var reason: Reason
        /// A sentence saying what went wrong and, for a misdeclared rule, the fix.
        public var message: String

        public var description: String { message }
    }
}
