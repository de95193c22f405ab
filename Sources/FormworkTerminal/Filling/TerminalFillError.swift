#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Why ``Formwork/FormState/fill(_:title:input:output:)`` could not use the terminal.
///
/// ```swift
/// do {
///     _ = try FormState(Profile()).fill(.fullScreen)
/// } catch TerminalFillError.notATerminal {
///     print("Run this in a terminal, or use .lines")
/// }
/// ```
///
/// A person's answers are never errors: a refused answer is shown beside
/// its row and asked again.
public enum TerminalFillError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The full screen was asked for, but input or output is not a terminal.
    case notATerminal
    /// Another full-screen fill is running in this process: a terminal
    /// shows one screen at a time.
    case alreadyFilling
    /// A system call failed (`read`, `write`, `tcsetattr`, `poll`,
    /// `sigaction`…), with the `errno` it set. The terminal was put back
    /// as it was before the error was thrown.
    case systemCallFailed(String, errno: Int32)

    /// What went wrong, with the system's description of `errno`.
    public var description: String {
        switch self {
        case .notATerminal:
            return "The full screen needs a terminal for input and output; fill(.lines) asks one question per row instead."
        case .alreadyFilling:
            return "Another form is being filled on the full screen; one screen is shown at a time."
        case .systemCallFailed(let call, let code):
            guard code != 0, let text = strerror(code) else { return "\(call) failed" }
            return "\(call) failed: \(String(cString: text)) (errno \(code))"
        }
    }
}
