extension FormChange {
    /// A section that moved: its position before the change and after it.
    ///
    /// ```swift
    /// let change = try form.moveItem(from: 0, to: 1, inGroup: "jobs")
    /// change.movedSections   // [SectionMove(from: 2, to: 3)]
    /// ```
    public struct SectionMove: Sendable, Hashable {
        public var from: Int
        public var to: Int

        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }
}
