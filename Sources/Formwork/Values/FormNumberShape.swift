/// What kind of number a row's value type is, which decides how typed text
/// is read and which sentence a refusal says ("must be a whole number",
/// "must be zero or more").
enum FormNumberShape: Sendable {
    /// A fixed-width integer; `signed` is `false` for `UInt` and its kin.
    case integer(signed: Bool)
    /// `Double` or `Float`: a numeral is read as the nearest value.
    case floatingPoint
}

/// A built-in number type that knows its shape. Number types of your own
/// have none and are read as decimals are.
protocol FormNumberShaped {
    static var formNumberShape: FormNumberShape { get }
}

extension Int: FormNumberShaped { static var formNumberShape: FormNumberShape { .integer(signed: true) } }
extension Int8: FormNumberShaped { static var formNumberShape: FormNumberShape { .integer(signed: true) } }
extension Int16: FormNumberShaped { static var formNumberShape: FormNumberShape { .integer(signed: true) } }
extension Int32: FormNumberShaped { static var formNumberShape: FormNumberShape { .integer(signed: true) } }
extension Int64: FormNumberShaped { static var formNumberShape: FormNumberShape { .integer(signed: true) } }
extension UInt: FormNumberShaped { static var formNumberShape: FormNumberShape { .integer(signed: false) } }
extension UInt8: FormNumberShaped { static var formNumberShape: FormNumberShape { .integer(signed: false) } }
extension UInt16: FormNumberShaped { static var formNumberShape: FormNumberShape { .integer(signed: false) } }
extension UInt32: FormNumberShaped { static var formNumberShape: FormNumberShape { .integer(signed: false) } }
extension UInt64: FormNumberShaped { static var formNumberShape: FormNumberShape { .integer(signed: false) } }
extension Double: FormNumberShaped { static var formNumberShape: FormNumberShape { .floatingPoint } }
extension Float: FormNumberShaped { static var formNumberShape: FormNumberShape { .floatingPoint } }
extension Optional: FormNumberShaped where Wrapped: FormNumberShaped {
    static var formNumberShape: FormNumberShape { Wrapped.formNumberShape }
}
