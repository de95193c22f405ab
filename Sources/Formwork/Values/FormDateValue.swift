import Foundation

/// A type a `@FormDate` row holds: `Date` or `Date?`.
///
/// ```swift
/// @FormDate(.date) var birthday: Date? = nil
/// ```
///
/// A date kept as text (`"2026-11-21"`) belongs in a `Date` property; read
/// it with `ISO8601DateFormatter` where the model is made.
public protocol FormDateValue: FormValueConvertible, Codable, Hashable {}
extension Date: FormDateValue {}
extension Optional: FormDateValue where Wrapped == Date {}
