// Each field wrapper accepts the value types of one protocol like this one
// (FormNumberValue, FormFieldKind.BoolValue, …). A wrapper on any other type
// meets the wrapper's unavailable initializer, whose message names what to
// declare instead. Only FormNumberValue, FormChoice and FormValueConvertible
// are for users to adopt.

extension FormFieldKind {
    /// A type a `@FormText` or `@FormLongText` row holds: `String` or `String?`.
    ///
    /// ```swift
    /// @FormText var user_name = ""           // String
    /// @FormText var phone: String? = nil     // String?: emptying the box means nil
    /// ```
    ///
    /// A number belongs in `@FormNumber` (`@FormNumber var age = 0`), a choice
    /// in `@FormEnumerated`, a date in `@FormDate`, an array in `@FormList`, a
    /// nested model in `@FormGroup`. For text of your own type, keep a `String`
    /// in the row and convert in your code.
    ///
    /// Public only so that `@FormText` and `@FormLongText` can require it; you don't adopt it.
    public protocol TextValue: FormValueConvertible, Codable, Hashable {}
}
extension String: FormFieldKind.TextValue {}
extension Optional: FormFieldKind.TextValue where Wrapped == String {}
