import Foundation

extension _FormFieldKind {
    /// An item of a `@FormList` row: `String`, a number type `@FormNumber`
    /// takes (`Int`, `UInt`, `Int8`…`UInt64`, `Double`, `Float`, `Decimal`), or
    /// a ``FormChoice``.
    ///
    /// ```swift
    /// @FormList var tags: [String] = []
    /// @FormList var weights: [Float] = []
    /// @FormList var topics: [Topic] = []     // enum Topic: String, FormChoice
    /// ```
    ///
    /// An enum becomes an item type by having a `String` or `Int` raw value and
    /// adopting ``FormChoice`` (`enum Topic: String, FormChoice { case swift, design }`).
    ///
    /// Public only so that `@FormList` can require it: you don't adopt it
    /// directly; a ``FormChoice`` enum adopts it through ``FormChoice``, and a
    /// number type of your own through ``FormNumberValue``. A nested model is not
    /// an item: a list of models is not supported yet, and one nested model is a
    /// `@FormGroup`.
    public protocol ListElement: FormValueConvertible, Codable {
        /// The choices offered for an item; empty for free text and numbers.
        static var formOptions: [FormRow.Choice] { get }
    }
}
extension _FormFieldKind.ListElement {
    public static var formOptions: [FormRow.Choice] { [] }
}
extension String: _FormFieldKind.ListElement {}
extension Int: _FormFieldKind.ListElement {}
extension Int64: _FormFieldKind.ListElement {}
extension Int32: _FormFieldKind.ListElement {}
extension Int16: _FormFieldKind.ListElement {}
extension Int8: _FormFieldKind.ListElement {}
extension UInt: _FormFieldKind.ListElement {}
extension UInt64: _FormFieldKind.ListElement {}
extension UInt32: _FormFieldKind.ListElement {}
extension UInt16: _FormFieldKind.ListElement {}
extension UInt8: _FormFieldKind.ListElement {}
extension Double: _FormFieldKind.ListElement {}
extension Float: _FormFieldKind.ListElement {}
extension Decimal: _FormFieldKind.ListElement {}
