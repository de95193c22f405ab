/// A type a `@FormList` row holds: an array of ``FormListElement``.
///
/// ```swift
/// @FormList var lucky_numbers: [Int] = []
/// ```
public protocol FormListValue: FormValueConvertible, Codable {
    /// The type of one item.
    associatedtype Element: FormListElement
}
extension Array: FormListValue where Element: FormListElement {}
