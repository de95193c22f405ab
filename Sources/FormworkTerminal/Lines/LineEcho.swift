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
///
/// While the echo is off, SIGINT, SIGTERM and SIGHUP are caught (see
/// ``SessionSignals``): the read in progress stops, the echo is turned back
/// on, and the signal is sent again with its former action, so Control-C
/// still ends the program, and leaves a terminal that echoes.
enum LineEcho {
    /// Runs `body` with the echo of the terminal `descriptor` off, and turns
    /// it back on as it was when `body` returns or throws. `body` is given
    /// the pipe a signal is written to while the echo is off, for its read
    /// to stop at (``LineInput/readLine(stoppingAt:)``); `nil` when the echo
    /// was left alone or no signal could be caught.
    static func off<Value>(on descriptor: Int32, while body: (SignalPipe?) throws -> Value) rethrows -> Value {
        var saved = termios()
        guard isatty(descriptor) == 1, tcgetattr(descriptor, &saved) == 0 else { return try body(nil) }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO)
        quiet.c_lflag |= tcflag_t(ECHONL)
        let signals = try? SessionSignals.install(SessionSignals.ending)
        // TCSANOW, not TCSAFLUSH: answers typed ahead are kept.
        guard tcsetattr(descriptor, TCSANOW, &quiet) == 0 else {
            signals?.restore()
            return try body(nil)
        }
        defer {
            _ = tcsetattr(descriptor, TCSANOW, &saved)
            signals?.restoreAndResend(nil)
        }
        return try body(signals?.pipe)
    }
}
