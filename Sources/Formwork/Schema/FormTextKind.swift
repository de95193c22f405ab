/// What kind of text a `@FormText` row holds; it chooses the keyboard and
/// how the value is shown (a password is masked).
///
/// ```swift
/// @FormText(.email) var email = ""
/// @FormText(.password) var password = ""
/// ```
///
/// A kind does not check the text: add a rule for that
/// (`@FormText(.email, rules: [.email])`).
public enum FormTextKind: String, Sendable, Hashable, CaseIterable, Codable {
    /// Any text; the default.
    case plain
    /// A person's name.
    case name
    /// An email address.
    case email
    /// A telephone number.
    case phone
    /// A web address.
    case url
    /// A secret: ``FormRow/displayText`` shows it masked.
    case password
}

/// What a `@FormDate` row picks: a calendar date, a time of day, or both.
///
/// ```swift
/// @FormDate(.date) var birthday: Date? = nil      // shown and typed as 2026-11-21
/// @FormDate(.time) var alarm = Date()             // shown and typed as 07:30
/// ```
///
/// Dates are read and shown in UTC, so the same value prints the same text
/// on every machine.
public enum FormDateKind: String, Sendable, Hashable, CaseIterable, Codable {
    /// A calendar date, typed and shown as `2026-11-21` and submitted the same way.
    case date
    /// A time of day, typed and shown as `09:30` and submitted the same way.
    case time
    /// A date and time, typed and shown in ISO 8601; the default.
    case dateTime
}
