import Foundation

extension FormFieldKind {
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
extension FormFieldKind.ListElement {
    public static var formOptions: [FormRow.Choice] { [] }
}
extension String: FormFieldKind.ListElement {}
extension Int: FormFieldKind.ListElement {}
extension Int64: FormFieldKind.ListElement {}
extension Int32: FormFieldKind.ListElement {}
extension Int16: FormFieldKind.ListElement {}
extension Int8: FormFieldKind.ListElement {}
extension UInt: FormFieldKind.ListElement {}
extension UInt64: FormFieldKind.ListElement {}
extension UInt32: FormFieldKind.ListElement {}
extension UInt16: FormFieldKind.ListElement {}
extension UInt8: FormFieldKind.ListElement {}
extension Double: FormFieldKind.ListElement {}
extension Float: FormFieldKind.ListElement {}
extension Decimal: FormFieldKind.ListElement {}
