extension _FormFieldKind {
    /// A type a `@FormList` row holds: an array of `_FormFieldKind.ListElement`.
    ///
    /// ```swift
    /// @FormList var lucky_numbers: [Int] = []
    /// ```
    ///
    /// Public only so that `@FormList` can require it; you don't adopt it. A list
    /// of nested models (`[Address]`) is not supported yet and does not compile:
    /// one nested model is a `@FormGroup`.
    public protocol ListValue: FormValueConvertible, Codable {
        /// The type of one item.
        associatedtype Element: _FormFieldKind.ListElement
    }
}
extension Array: _FormFieldKind.ListValue where Element: _FormFieldKind.ListElement {}
