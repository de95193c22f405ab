import Foundation

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
/// it back in `init?(formValue:)`, and, when its bounds are of another type, name that type as `Number`.
///
/// `range:`, `min:`, `max:` and `step:` are of `Number`: on an `Int` row,
/// `step: 0.5` does not compile; declare the row `Double` or `Decimal`.
public protocol FormNumberValue: FormValueConvertible, Codable {
    /// The type of the bounds and step: the value type without its optional
    /// (the type itself unless you name another).
    associatedtype Number: Comparable & FormValueConvertible = Self
}
extension Int: FormNumberValue {}
extension Int64: FormNumberValue {}
extension Int32: FormNumberValue {}
extension Int8: FormNumberValue {}
extension Int16: FormNumberValue {}
extension UInt: FormNumberValue {}
extension UInt8: FormNumberValue {}
extension UInt16: FormNumberValue {}
extension UInt32: FormNumberValue {}
extension UInt64: FormNumberValue {}
extension Double: FormNumberValue {}
extension Float: FormNumberValue {}
extension Decimal: FormNumberValue {}
extension Optional: FormNumberValue where Wrapped: FormNumberValue {
    public typealias Number = Wrapped.Number
}
