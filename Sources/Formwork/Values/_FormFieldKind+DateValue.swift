import Foundation

extension _FormFieldKind {
    /// A type a `@FormDate` row holds: `Date` or `Date?`.
    ///
    /// ```swift
    /// @FormDate(.date) var birthday: Date? = nil
    /// ```
    ///
    /// A date kept as text (`"2026-11-21"`) belongs in a `Date` property; read
    /// it with `ISO8601DateFormatter` where the model is made.
    ///
    /// Public only so that `@FormDate` can require it; you don't adopt it. A
    /// `@FormDate` on another type does not compile: keep the date as a `Date`,
    /// or declare text with `@FormText`, a number with `@FormNumber`.
    public protocol DateValue: FormValueConvertible, Codable, Hashable {}
}
extension Date: _FormFieldKind.DateValue {}
extension Optional: _FormFieldKind.DateValue where Wrapped == Date {}
