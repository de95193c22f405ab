#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A terminal's echo, turned off while a password is typed, as `getpass` does.
///
/// Only the echo of typed characters is turned off: the line break is still
/// echoed (`ECHONL`), so the next line starts on a line of its own, and
/// Control-C and Control-D act as before. Input that is not a terminal has
/// no echo to turn off.
enum LineEcho {
    /// Runs `body` with the echo of the terminal `descriptor` off, and turns
    /// it back on as it was when `body` returns or throws.
    static func off<Value>(on descriptor: Int32, while body: () throws -> Value) rethrows -> Value {
        var saved = termios()
        guard isatty(descriptor) == 1, tcgetattr(descriptor, &saved) == 0 else { return try body() }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO)
        quiet.c_lflag |= tcflag_t(ECHONL)
        // TCSANOW, not TCSAFLUSH: answers typed ahead are kept.
        guard tcsetattr(descriptor, TCSANOW, &quiet) == 0 else { return try body() }
        defer { _ = tcsetattr(descriptor, TCSANOW, &saved) }
        return try body()
    }
}
