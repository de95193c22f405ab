extension FormChange {
    /// One item-level edit of a list row.
    ///
    /// ```swift
    /// try form.moveItem(from: 0, to: 2, in: "tags").listChanges   // [.moved(key: "tags", from: 0, to: 2)]
    /// ```
    public enum ListChange: Sendable, Hashable {
        /// An item was inserted at `index`.
        case inserted(key: String, index: Int)
        /// The item at `index` was removed.
        case removed(key: String, index: Int)
        /// The item at `from` was taken out and put back at `to`; the items
        /// between shift by one (a move, not a swap).
        case moved(key: String, from: Int, to: Int)
    }
}
