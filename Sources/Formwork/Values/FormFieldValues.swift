import Foundation

// The value types each field wrapper accepts. A wrapper on any other type
// does not compile; a type of your own joins by conforming.

/// A type a `@FormText` or `@FormLongText` row holds: `String` or `String?`.
///
/// ```swift
/// @FormText var user_name = ""           // String
/// @FormText var phone: String? = nil     // String?: emptying the box means nil
/// ```
///
/// A number belongs in `@FormNumber` (`@FormNumber var age = 0`), a choice
/// in `@FormEnumerated`, a date in `@FormDate`. For text of your own type,
/// keep a `String` in the row and convert in your code.
public protocol FormTextValue: FormValueConvertible, Codable, Hashable {}
extension String: FormTextValue {}
extension Optional: FormTextValue where Wrapped == String {}

/// A type a `@FormNumber` row holds, or its optional: the integers `Int`,
/// `Int8`, `Int16`, `Int32`, `Int64`, `UInt`, `UInt8`, `UInt16`, `UInt32`,
/// `UInt64`; the floating-point `Double` and `Float`; `Decimal`; or a number
/// type of your own.
///
/// ```swift
/// @FormNumber(range: 0...150) var age = 0          // Number == Int
/// @FormNumber(step: 0.5) var rating: Double? = nil // Number == Double
/// @FormNumber var stock: UInt = 0                  // "-1" is refused: must be zero or more
/// ```
///
/// Text that holds a number (`var age = ""`) is not a number row: declare the
/// property with a number type. For a type of your own (money, a measure),
/// conform it: give `formValue` as `.integer`, `.double` or `.decimal`, read
/// it back in `init?(formValue:)`, and name the type of its bounds as `Number`.
public protocol FormNumberValue: FormValueConvertible, Codable {
    /// The type of the bounds and step: the value type without its optional.
    associatedtype Number: Comparable & FormValueConvertible
}
extension Int: FormNumberValue { public typealias Number = Int }
extension Int64: FormNumberValue { public typealias Number = Int64 }
extension Int32: FormNumberValue { public typealias Number = Int32 }
extension Int8: FormNumberValue { public typealias Number = Int8 }
extension Int16: FormNumberValue { public typealias Number = Int16 }
extension UInt: FormNumberValue { public typealias Number = UInt }
extension UInt8: FormNumberValue { public typealias Number = UInt8 }
extension UInt16: FormNumberValue { public typealias Number = UInt16 }
extension UInt32: FormNumberValue { public typealias Number = UInt32 }
extension UInt64: FormNumberValue { public typealias Number = UInt64 }
extension Double: FormNumberValue { public typealias Number = Double }
extension Float: FormNumberValue { public typealias Number = Float }
extension Decimal: FormNumberValue { public typealias Number = Decimal }
extension Optional: FormNumberValue where Wrapped: FormNumberValue {
    public typealias Number = Wrapped.Number
}

/// A type a `@FormBoolean` row holds: `Bool` or `Bool?`.
///
/// ```swift
/// @FormBoolean var newsletter = false
/// ```
///
/// A yes/no answer with a third state is `Bool?`; more states are a
/// `@FormEnumerated` of a ``FormOption`` enum.
public protocol FormBoolValue: FormValueConvertible, Codable, Hashable {}
extension Bool: FormBoolValue {}
extension Optional: FormBoolValue where Wrapped == Bool {}

/// A type a `@FormDate` row holds: `Date` or `Date?`.
///
/// ```swift
/// @FormDate(.date) var birthday: Date? = nil
/// ```
///
/// A date kept as text (`"2026-11-21"`) belongs in a `Date` property; read
/// it with `ISO8601DateFormatter` where the model is made.
public protocol FormDateValue: FormValueConvertible, Codable, Hashable {}
extension Date: FormDateValue {}
extension Optional: FormDateValue where Wrapped == Date {}

/// A type a `@FormImage` row holds: a `URL`, a ``FormFile`` (bytes with a
/// name and MIME type), or their optionals.
public protocol FormImageValue: FormValueConvertible, Codable, Hashable {}
extension URL: FormImageValue {}
extension FormFile: FormImageValue {}
extension Optional: FormImageValue where Wrapped: FormImageValue {}

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

/// Marks `Optional`, so a descriptor can tell an optional value type.
protocol OptionalMarker {}
extension Optional: OptionalMarker {}
