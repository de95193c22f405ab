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
