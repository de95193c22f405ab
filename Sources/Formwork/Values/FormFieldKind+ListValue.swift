extension FormFieldKind {
    /// A type a `@FormList` row holds: an array of ``FormFieldKind/ListElement``.
    ///
    /// ```swift
    /// @FormList var lucky_numbers: [Int] = []
    /// ```
    ///
    /// Public only so that `@FormList` can require it; you don't adopt it.
    public protocol ListValue: FormValueConvertible, Codable {
        /// The type of one item.
        associatedtype Element: FormFieldKind.ListElement
    }
}
extension Array: FormFieldKind.ListValue where Element: FormFieldKind.ListElement {}
