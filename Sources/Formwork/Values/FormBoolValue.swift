/// A type a `@FormBoolean` row holds: `Bool` or `Bool?`.
///
/// ```swift
/// @FormBoolean var newsletter = false
/// ```
///
/// A yes/no answer with a third state is `Bool?`; more states are a
/// `@FormEnumerated` of a ``FormOption`` enum.
///
/// This protocol is public only so that `@FormBoolean`'s initializer can
/// require it; you do not adopt it. A `@FormBoolean` on another type
/// (`var remote: Int`) does not compile: declare a number with
/// `@FormNumber`, text with `@FormText`, a choice with `@FormEnumerated`.
public protocol FormBoolValue: FormValueConvertible, Codable, Hashable {}
extension Bool: FormBoolValue {}
extension Optional: FormBoolValue where Wrapped == Bool {}
