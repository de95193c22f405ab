import Foundation

/// A type a `@FormDate` row holds: `Date` or `Date?`.
///
/// ```swift
/// @FormDate(.date) var birthday: Date? = nil
/// ```
///
/// A date kept as text (`"2026-11-21"`) belongs in a `Date` property; read
/// it with `ISO8601DateFormatter` where the model is made.
///
/// This protocol is public only so that `@FormDate`'s initializer can
/// require it; you do not adopt it. A `@FormDate` on another type does not
/// compile: keep the date as a `Date`, or declare text with `@FormText`, a
/// number with `@FormNumber`.
public protocol FormDateValue: FormValueConvertible, Codable, Hashable {}
extension Date: FormDateValue {}
extension Optional: FormDateValue where Wrapped == Date {}
