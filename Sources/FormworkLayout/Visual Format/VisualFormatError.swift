/// A Visual Format line that could not be parsed or built, with where and why.
///
/// ```swift
/// let input = FormLayoutInput(sections: sections, customLayouts: [.compact: FormCustomLayout(lines: ["V:|-[user_name(>=44)"])])
/// do { _ = try input.layout(.compact) } catch .visualFormat(let error) {
///     print(error)
///     // expected ']' after view predicates
///     // V:|-[user_name(>=44)
///     //                     ^
/// } catch {
///     print(error)
/// }
/// ```
///
/// ``LayoutError/visualFormat(_:)`` carries it for the default lines and
/// the lines of a ``FormLayoutInput``; a model's own layout reports it
/// inside ``FormCustomLayout/LineError``, with the line's number.
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
