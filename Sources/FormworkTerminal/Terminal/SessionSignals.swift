#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The signals a full-screen session answers, caught while it runs and put
/// back as they were when it ends.
///
/// ```swift
/// let signals = try SessionSignals.install()   // SIGINT, SIGTERM, SIGHUP, SIGWINCH
/// defer { signals.restore() }
/// ```
///
/// While installed, each of these signals writes its number into
/// ``SignalPipe/shared``; the session reads it between keys. SIGWINCH
/// redraws the screen; the others end the session, which puts the terminal
/// back and then calls ``reRaise(_:)``.
///
/// The handler is a C function that only reads an immutable global and
/// calls `write`, which POSIX lists as safe in a signal handler, keeping
/// `errno` as it found it. A `DispatchSource` signal source is not used:
/// on Linux, libdispatch installs its own handler only when the process's
/// first source for a signal is registered, so once a session had put the
/// previous disposition back, a later session's source would never hear
/// the signal; and on Apple platforms a source needs the signal ignored,
/// which the session would have to change and put back all the same.
struct SessionSignals {
    /// The signals that end the session.
    static let ending: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    /// Every signal caught, the ending ones and the window's resize.
    static let caught: [Int32] = ending + [SIGWINCH]

    /// The pipe the handler writes into.
    let pipe: SignalPipe
    /// Each caught signal with its action before the session.
    private let saved: [(signal: Int32, action: sigaction)]

    /// Saves the actions of `signals` (by default every signal a session
    /// catches) and installs the handler; on failure nothing is left changed.
    static func install(_ signals: [Int32] = caught) throws -> SessionSignals {
        guard let pipe = SignalPipe.shared else { throw TerminalFillError.systemCallFailed("pipe", errno: errno) }
        _ = pipe.drain()  // numbers written after an earlier session ended are stale
        var saved: [(signal: Int32, action: sigaction)] = []
        for number in signals {
            var action = sigaction()
            guard sigaction(number, nil, &action) == 0 else {
                let code = errno
                SessionSignals(pipe: pipe, saved: saved).restore()
                throw TerminalFillError.systemCallFailed("sigaction", errno: code)
            }
            saved.append((number, action))
            let previous = signal(number) { number in
                let code = errno
                if let pipe = SignalPipe.shared {
                    var byte = UInt8(truncatingIfNeeded: number)
                    _ = write(pipe.writeEnd, &byte, 1)
                }
                errno = code
            }
            // SIG_ERR, the failure, is the handler whose address is -1.
            if let previous, unsafeBitCast(previous, to: Int.self) == -1 {
                let code = errno
                SessionSignals(pipe: pipe, saved: saved).restore()
                throw TerminalFillError.systemCallFailed("signal", errno: code)
            }
        }
        return SessionSignals(pipe: pipe, saved: saved)
    }

    /// Puts back the action each caught signal had before the session.
    func restore() {
        for (number, action) in saved {
            var action = action
            _ = sigaction(number, &action, nil)
        }
    }

    /// Puts back the actions, then sends again `ending`, the signal that
    /// ended the session, or else one that arrived after the session last
    /// looked at the pipe (it would be lost otherwise); see ``reRaise(_:)``.
    func restoreAndResend(_ ending: Int32?) {
        restore()
        let late = pipe.drain().first { Self.ending.contains($0) }
        if let number = ending ?? late { Self.reRaise(number) }
    }

    /// Sends `number` again to this thread, unblocked, once ``restore()``
    /// has put back the action it had before the session: by default the
    /// process then ends as that signal ends it, with the status a parent
    /// expects. It returns only when the program ignores or handles the
    /// signal itself.
    static func reRaise(_ number: Int32) {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, number)
        var previous = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &signals, &previous)
        raise(number)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
}
