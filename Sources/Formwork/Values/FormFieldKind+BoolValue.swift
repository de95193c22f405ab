extension FormFieldKind {
    /// A type a `@FormBoolean` row holds: `Bool` or `Bool?`.
    ///
    /// ```swift
    /// @FormBoolean var newsletter = false
    /// ```
    ///
    /// A yes/no answer with a third state is `Bool?`; more states are a
    /// `@FormEnumerated` of a ``FormChoice`` enum.
    ///
    /// Public only so that `@FormBoolean` can require it; you don't adopt it.
    /// A `@FormBoolean` on another type (`var remote: Int = 0`) does not compile:
    /// declare a number with `@FormNumber`, text with `@FormText`, a choice with
    /// `@FormEnumerated`.
    public protocol BoolValue: FormValueConvertible, Codable, Hashable {}
}
extension Bool: FormFieldKind.BoolValue {}
extension Optional: FormFieldKind.BoolValue where Wrapped == Bool {}
