/// A group of items, with an optional title shown as a header.
///
/// ```swift
/// let contact = FormLayoutSection(title: "Contact", items: [
///     FormLayoutItem(name: "email", kind: .text, title: "Email", text: "you@example.com", isPlaceholder: true),
/// ])
/// ```
public struct FormLayoutSection: Sendable, Equatable {
    /// The header text; `nil` means no header.
    public var title: String?
    /// The visible items, in order.
    public var items: [FormLayoutItem]

    /// A section.
    public init(title: String? = nil, items: [FormLayoutItem]) {
        self.title = title
        self.items = items
    }
}
