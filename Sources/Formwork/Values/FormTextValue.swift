// Each field wrapper accepts the value types of one protocol like this one
// (FormNumberValue, FormBoolValue, …). A wrapper on any other type does not
// compile; a type of your own joins by conforming.

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
