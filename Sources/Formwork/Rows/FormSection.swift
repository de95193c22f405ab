/// A section of a form: the rows between two separators, or a nested group.
///
/// ```swift
/// form.sections.map(\.title)          // [nil, "Contact", "Address"]
/// form.sections[1].rows.map(\.key)    // ["email", "phone", ...]
/// ```
public struct FormSection: Sendable, Hashable, Identifiable {
    /// A stable identity: the separator's or group's key, or `#` followed by
    /// the first row's key for rows before any separator.
    public var id: String
    /// The separator's or group's key (`contact`, `address`); `nil` for rows before any separator.
    public var key: String?
    /// The title shown above the rows.
    public var title: String?
    /// The footer shown below the rows.
    public var footer: String?
    /// The rows, in declaration order.
    public var rows: [FormRow]
}
