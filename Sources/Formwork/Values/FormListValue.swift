/// A type a `@FormList` row holds: an array of ``FormListElement``.
///
/// ```swift
/// @FormList var lucky_numbers: [Int] = []
/// ```
///
/// This protocol is public only so that `@FormList`'s initializer can
/// require it; you do not adopt it. An item type joins through
/// ``FormListElement``. A list of nested models (`[Address]`) is not
/// supported yet and does not compile: one nested model is a `@FormGroup`.
public protocol FormListValue: FormValueConvertible, Codable {
    /// The type of one item.
    associatedtype Element: FormListElement
}
extension Array: FormListValue where Element: FormListElement {}
