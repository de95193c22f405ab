extension FormLayoutInput {
    /// A group of items, with an optional title shown as a header.
    ///
    /// ```swift
    /// let contact = FormLayoutInput.Section(title: "Contact", items: [
    ///     FormLayoutInput.Item(name: "email", kind: .text, title: "Email", text: "you@example.com", isPlaceholder: true),
    /// ])
    /// ```
    public struct Section: Sendable, Equatable {
        /// The header text; `nil` means no header.
        public var title: String?
        /// The visible items, in order.
        public var items: [FormLayoutInput.Item]
        /// For a section of an item of a repeating group, the section's key:
        /// `jobs[0]` for the item's own section, `jobs[0].dates` for a
        /// separator inside the item; `nil` for every other section. The
        /// group is the key up to its first `[`.
        ///
        /// Such a section takes no section number: its header is named by
        /// its key's identifier (`jobs_0_`), so the headers after a group
        /// keep their numbers whatever its count. A custom layout stacks the
        /// item boxes its lines do not name under the box before the
        /// group's first item (see ``FormCustomLayout``).
        public var repeatingItem: String?

        /// A section.
        public init(title: String? = nil, items: [FormLayoutInput.Item], repeatingItem: String? = nil) {
            self.title = title
            self.items = items
            self.repeatingItem = repeatingItem
        }
    }
}
