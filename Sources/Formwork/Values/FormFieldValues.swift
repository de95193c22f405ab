import Foundation

// The value types each field wrapper accepts. A wrapper on any other type
// does not compile; a type of your own joins by conforming.

/// A type a `@FormText` or `@FormLongText` row holds: `String` or `String?`.
public protocol FormTextValue: FormValueConvertible, Codable, Hashable {}
extension String: FormTextValue {}
extension Optional: FormTextValue where Wrapped == String {}

/// A type a `@FormNumber` row holds: `Int`, `Int64`, `Int32`, `Double`,
/// `Decimal` and their optionals, or a number type of your own.
///
/// ```swift
/// @FormNumber(range: 0...150) var age = 0          // Number == Int
/// @FormNumber(step: 0.5) var rating: Double? = nil // Number == Double
/// ```
public protocol FormNumberValue: FormValueConvertible, Codable {
    /// The type of the bounds and step: the value type without its optional.
    associatedtype Number: Comparable & FormValueConvertible
}
extension Int: FormNumberValue { public typealias Number = Int }
extension Int64: FormNumberValue { public typealias Number = Int64 }
extension Int32: FormNumberValue { public typealias Number = Int32 }
extension Double: FormNumberValue { public typealias Number = Double }
extension Decimal: FormNumberValue { public typealias Number = Decimal }
extension Optional: FormNumberValue where Wrapped: FormNumberValue {
    public typealias Number = Wrapped.Number
}

/// A type a `@FormBoolean` row holds: `Bool` or `Bool?`.
public protocol FormBoolValue: FormValueConvertible, Codable, Hashable {}
extension Bool: FormBoolValue {}
extension Optional: FormBoolValue where Wrapped == Bool {}

/// A type a `@FormDate` row holds: `Date` or `Date?`.
public protocol FormDateValue: FormValueConvertible, Codable, Hashable {}
extension Date: FormDateValue {}
extension Optional: FormDateValue where Wrapped == Date {}

/// A type a `@FormImage` row holds: a `URL`, a ``FormFile`` (bytes with a
/// name and MIME type), or their optionals.
public protocol FormImageValue: FormValueConvertible, Codable, Hashable {}
extension URL: FormImageValue {}
extension FormFile: FormImageValue {}
extension Optional: FormImageValue where Wrapped: FormImageValue {}

/// An item of a `@FormList` row: text, a number, or a ``FormOption``.
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
extension Double: FormListElement {}
extension Decimal: FormListElement {}

/// A type a `@FormList` row holds: an array of ``FormListElement``.
public protocol FormListValue: FormValueConvertible, Codable {
    associatedtype Element: FormListElement
}
extension Array: FormListValue where Element: FormListElement {}

/// Marks `Optional`, so a descriptor can tell an optional value type.
protocol OptionalMarker {}
extension Optional: OptionalMarker {}
