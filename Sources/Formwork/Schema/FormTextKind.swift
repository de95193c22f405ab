/// What kind of text a `@FormText` row holds; it chooses the keyboard and
/// how the value is shown (a password is masked).
///
/// ```swift
/// @FormText(.email) var email = ""
/// @FormText(.password) var password = ""
/// ```
public enum FormTextKind: String, Sendable, Hashable, CaseIterable, Codable {
    case plain, name, email, phone, url, password
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
    case date, time, dateTime
}
