#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Why ``Formwork/ModelForm/fill(_:input:output:)`` could not use the terminal.
///
/// ```swift
/// do {
///     _ = try ModelForm(Profile()).fill(.fullScreen)
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
    /// Reading input failed, with the system's `errno`.
    case readFailed(errno: Int32)
    /// Writing output failed, with the system's `errno`.
    case writeFailed(errno: Int32)
    /// The terminal's settings could not be read or changed, with the system's `errno`.
    case terminalSettingsFailed(errno: Int32)

    /// What went wrong, with the system's description of `errno`.
    public var description: String {
        switch self {
        case .notATerminal:
            return "The full screen needs a terminal for input and output; fill(.lines) asks one question per row instead."
        case .readFailed(let code): return "Reading input failed: \(Self.reason(code))"
        case .writeFailed(let code): return "Writing output failed: \(Self.reason(code))"
        case .terminalSettingsFailed(let code): return "The terminal's settings could not be changed: \(Self.reason(code))"
        }
    }

    private static func reason(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return "\(String(cString: text)) (errno \(code))"
    }
}
