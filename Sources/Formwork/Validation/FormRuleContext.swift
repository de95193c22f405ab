/// What a rule knows about the field it checks and the form around it.
///
/// ```swift
/// let values: [String: FormValue] = ["password": "s3cret!"]
/// let context = FormRuleContext(
///     key: "password_confirmation", title: "Password Confirmation",
///     value: { values[$0] }, title: { $0 == "password" ? "Password" : nil })
/// FormRule.equals(field: "password").validate("s3cret", in: context)?.message
/// // "Password Confirmation must match Password"
/// ```
///
/// The title is the one shown to the person filling the form (already
/// localized, if the form is), and is the subject of every default message.
/// The lookups reach other fields of the same form, by key, for rules such
/// as ``FormRule/equals(field:)``; a lookup that returns nil means the form
/// has no such field.
public struct FormRuleContext: Sendable {
    /// The key of the field being checked, such as `"user_name"`.
    public var key: String
    /// The title of the field being checked, such as `"User Name"`.
    public var title: String
    private let valueLookup: @Sendable (String) -> FormValue?
    private let titleLookup: @Sendable (String) -> String?

    /// Creates a context for the field `key` titled `title`, with lookups of
    /// other fields' values and titles by key (by default, no other fields).
    public init(
        key: String,
        title: String,
        value: @escaping @Sendable (String) -> FormValue? = { _ in nil },
        title otherTitle: @escaping @Sendable (String) -> String? = { _ in nil }
    ) {
        self.key = key
        self.title = title
        self.valueLookup = value
        self.titleLookup = otherTitle
    }

    /// The current value of the field `key`, or nil when the form has no such field.
    ///
    /// ```swift
    /// context.value(for: "password")   // .string("s3cret!")
    /// ```
    public func value(for key: String) -> FormValue? {
        valueLookup(key)
    }

    /// The title of the field `key`, or nil when the form does not know it.
    ///
    /// ```swift
    /// context.title(for: "password")   // "Password"
    /// ```
    public func title(for key: String) -> String? {
        titleLookup(key)
    }
}
