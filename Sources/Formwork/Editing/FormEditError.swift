/// A typed edit (``FormState/edit(_:)``) the form refused as a whole: one
/// refusal per row it could not take, and nothing changed.
///
/// ```swift
/// do {
///     try form.edit { $0.age = 200; $0.email = "ada@example.com" }
/// } catch let error as FormEditError {
///     error.refusedEdits.map(\.key)   // ["age", "email"]
///     error.description               // "Age must be at most 150\nEmail cannot be edited"
///     form.value(for: "age")          // still the previous value
/// }
/// ```
///
/// Each refusal is the ``FormInputError`` that ``FormState/setValue(_:for:)-(FormValue,_)``
/// would throw for that row and value, with the same reason and message.
public struct FormEditError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Every refused row, in form order.
    public var refusedEdits: [FormInputError]

    /// Creates the error of the given refusals, in form order.
    public init(refusedEdits: [FormInputError]) {
        self.refusedEdits = refusedEdits
    }

    /// The refused rows' keys, in form order.
    public var keys: [String] { refusedEdits.map(\.key) }

    /// Each refusal's message, one a line.
    public var description: String { refusedEdits.map(\.message).joined(separator: "\n") }
}
