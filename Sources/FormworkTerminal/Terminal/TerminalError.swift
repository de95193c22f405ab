#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A terminal operation that failed, with the error number the system gave.
///
/// ```swift
/// do {
///     _ = try ModelForm(Profile()).fill()
/// } catch let error as TerminalError {
///     print(error)   // tcgetattr failed: Inappropriate ioctl for device (errno 25)
/// }
/// ```
///
/// Filling a form in full-screen mode changes the terminal's settings; when
/// a change or a read or write fails, the session puts back what it had
/// changed and throws this error instead of stopping the program.
public struct TerminalError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What failed: the system call (`tcgetattr`, `tcsetattr`, `poll`,
    /// `read`, `write`, `pipe`, `signal`) or the step.
    public var operation: String
    /// The `errno` the system call set; 0 when no system call failed.
    public var code: Int32

    /// An error for `operation`, with `code` the `errno` it set.
    public init(operation: String, code: Int32) {
        self.operation = operation
        self.code = code
    }

    /// The operation, the system's message for the error number and the number.
    public var description: String {
        guard code != 0 else { return "\(operation) failed" }
        return "\(operation) failed: \(String(cString: strerror(code))) (errno \(code))"
    }
}
