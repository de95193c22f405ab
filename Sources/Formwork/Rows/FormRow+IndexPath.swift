extension FormRow {
    /// Where a row is among the visible sections and rows, as a table view counts.
    ///
    /// ```swift
    /// form.indexPath(of: "email")                     // FormRow.IndexPath(section: 1, row: 0)
    /// form.row(at: FormRow.IndexPath(section: 1, row: 0))?.key   // "email"
    /// ```
    ///
    /// Hidden rows and hidden sections are not counted.
    public struct IndexPath: Sendable, Hashable, Comparable, CustomStringConvertible {
        /// The position of the section among the visible sections.
        public var section: Int
        /// The position of the row among the visible rows of its section.
        public var row: Int

        /// An index path.
        public init(section: Int, row: Int) {
            self.section = section
            self.row = row
        }

        public static func < (lhs: Self, rhs: Self) -> Bool {
            (lhs.section, lhs.row) < (rhs.section, rhs.row)
        }

        /// `[section, row]`.
        public var description: String { "[\(section), \(row)]" }
    }
}
