extension FormSection {
    /// What a section of a repeating group offers a UI: the group's own
    /// section (``index`` `nil`) carries the "add" affordance, and each
    /// item's section its "delete" and "move" ones.
    ///
    /// ```swift
    /// let header = form.sections.first { $0.key == "jobs" }
    /// header?.repetition?.canAdd    // true while below `maxItems` and editable
    /// ```
    ///
    /// An empty group shows only its own section, with no rows: a UI draws
    /// an "Add" button there rather than a row the model does not have.
    public struct Repetition: Sendable, Hashable {
        /// The group's key, `jobs`.
        public var group: String
        /// The item this section shows, from 0; `nil` for the group's own section.
        public var index: Int?
        /// How many items the group holds.
        public var count: Int
        /// Whether an item may be inserted now: the group allows adding, is
        /// editable, and holds fewer than `maxItems`.
        public var canAdd: Bool
        /// Whether an item may be removed now: the group allows deleting, is
        /// editable, and holds more than `minItems`.
        public var canDelete: Bool
        /// Whether items may be moved now: the group allows moving, is editable, and holds two or more.
        public var canMove: Bool
    }
}
