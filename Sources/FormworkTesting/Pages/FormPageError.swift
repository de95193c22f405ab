/// Why a page could not be read, or an edit of it could not be made: what
/// went wrong and, for markup, where (line and column, from 1).
///
/// ```swift
/// do {
///     _ = try FormPage(html: "<form><input name=\"a\" value=\"1")
/// } catch {
///     print(error)   // The attribute value that starts at line 1, column 29 has no closing quote: is the page cut short?
/// }
/// ```
public struct FormPageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, in a sentence that names the control, tag or place.
    public var message: String
    /// The line of the markup in question, from 1; `nil` for an edit.
    public var line: Int?
    /// The column of the markup in question, from 1, in Unicode scalars; `nil` for an edit.
    public var column: Int?

    /// An error saying `message`, about the markup at `line` and `column` when given.
    public init(_ message: String, line: Int? = nil, column: Int? = nil) {
        self.message = message
        self.line = line
        self.column = column
    }

    public var description: String { message }
}
