/// A Visual Format string that could not be parsed or built, with where and why.
///
/// ```swift
/// do { _ = try VisualFormat.parse("[a(>=44)") } catch {
///     print(error)
///     // expected ']' after view predicates
///     // [a(>=44)
///     //         ^
/// }
/// ```
///
/// The description is the message, the format, and a caret under the
/// offending character, ready for a log or a test failure.
public struct VisualFormatError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, such as `expected ']' after view name` or
    /// `Unknown view 'usr_name'. Did you mean 'user_name'?`.
    public var message: String
    /// The format string.
    public var format: String
    /// The offending character (0-based, in characters); `format.count` means the end.
    public var position: Int

    /// An error at a position of a format.
    public init(_ message: String, format: String, position: Int) {
        self.message = message
        self.format = format
        self.position = position
    }

    /// Message, format and caret line.
    public var description: String {
        "\(message)\n\(format)\n\(String(repeating: " ", count: max(0, position)))^"
    }
}
