/// A section of a form: the rows between two separators, or a nested group.
///
/// ```swift
/// form.sections.map(\.title)          // [nil, "Contact", "Address"]
/// form.sections[1].rows.map(\.key)    // ["email", "phone", ...]
/// ```
public struct FormSection: Sendable, Hashable, Identifiable {
    /// A stable identity: the separator's or group's key, or `#` followed by
    /// the first row's key for rows before any separator. An item of a
    /// repeating group is named by its group and an identity it keeps while
    /// it moves (`jobs#3`), while its ``key`` names its position (`jobs[1]`).
    public var id: String
    /// The separator's or group's key (`contact`, `address`); `nil` for rows before any separator.
    public var key: String?
    /// The title shown above the rows.
    public var title: String?
    /// The footer shown below the rows.
    public var footer: String?
    /// The rows, in declaration order.
    public var rows: [FormRow]
    /// For a section of a repeating group, the group and the item it shows;
    /// `nil` for every other section.
    public var repetition: FormSection.Repetition?
}
