extension FormLayout {
    /// What a picture shows about a row besides its value: whether it is
    /// required, disabled, read-only, or hidden (drawn outlined, only when
    /// hidden rows are asked for).
    ///
    /// ```swift
    /// let state: FormLayout.RowState = [.required, .disabled]
    /// state.contains(.required)   // true
    /// ```
    public struct RowState: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8

        /// A state from its raw bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// A rule requires a value: the title carries a marker.
        public static let required = RowState(rawValue: 1 << 0)
        /// A person may not edit the row now: it is dimmed.
        public static let disabled = RowState(rawValue: 1 << 1)
        /// The row is never edited (the form is read-only): it is marked.
        public static let readOnly = RowState(rawValue: 1 << 2)
        /// A condition hides the row: it takes space only when hidden rows
        /// are shown for review, and is drawn outlined.
        public static let hidden = RowState(rawValue: 1 << 3)
    }
}
