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

        /// A section.
        public init(title: String? = nil, items: [FormLayoutInput.Item]) {
            self.title = title
            self.items = items
        }
    }
}
