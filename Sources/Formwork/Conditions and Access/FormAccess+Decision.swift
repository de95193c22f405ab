extension FormAccess {
    /// Whether a row may be edited, and why not.
    public enum Decision: Sendable, Hashable {
        /// The row may be edited.
        case editable
        /// The row may not be edited; `reason` is shown to whoever tries.
        case disabled(reason: String?)
    }
}
