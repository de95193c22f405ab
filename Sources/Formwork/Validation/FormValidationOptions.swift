/// Which rows ``FormState/validate(_:)`` checks besides the visible, enabled ones.
///
/// ```swift
/// form.validate()                               // visible, enabled rows only
/// form.validate([.includeHidden, .includeDisabled])
/// ```
public struct FormValidationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Also check rows hidden by a condition.
    public static let includeHidden = FormValidationOptions(rawValue: 1 << 0)
    /// Also check rows that cannot be edited.
    public static let includeDisabled = FormValidationOptions(rawValue: 1 << 1)
}
