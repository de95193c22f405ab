import Foundation

/// An item of a `@FormList` row: `String`, a number type `@FormNumber`
/// takes (`Int`, `UInt`, `Int8`…`UInt64`, `Double`, `Float`, `Decimal`), or
/// a ``FormOption``.
///
/// ```swift
/// @FormList var tags: [String] = []
/// @FormList var weights: [Float] = []
/// @FormList var topics: [Topic] = []     // enum Topic: String, FormOption
/// ```
///
/// An enum becomes an item type by having a `String` or `Int` raw value and
/// adopting ``FormOption`` (`enum Topic: String, FormOption { case swift, design }`).
/// You do not adopt this protocol yourself: adopt ``FormOption``, or
/// ``FormNumberValue`` for a number type of your own. A nested model is not
/// an item: a list of models is not supported yet, and one nested model is
/// a `@FormGroup`.
public protocol FormListElement: FormValueConvertible, Codable {
    /// The choices offered for an item; empty for free text and numbers.
    static var formOptions: [FormRowOption] { get }
}
extension FormListElement {
    public static var formOptions: [FormRowOption] { [] }
}
extension String: FormListElement {}
extension Int: FormListElement {}
extension Int64: FormListElement {}
extension Int32: FormListElement {}
extension Int16: FormListElement {}
extension Int8: FormListElement {}
extension UInt: FormListElement {}
extension UInt64: FormListElement {}
extension UInt32: FormListElement {}
extension UInt16: FormListElement {}
extension UInt8: FormListElement {}
extension Double: FormListElement {}
extension Float: FormListElement {}
extension Decimal: FormListElement {}
