import Formwork

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension FullScreenSession {
    /// How long a lone ESC waits for the rest of a sequence before it is
    /// the Escape key, in milliseconds: terminals send a sequence's bytes
    /// together, and a person notices no delay this short.
    static let escapeTimeout: Int32 = 50

    /// Why the key loop stopped.
    enum Ending: Equatable {
        /// The screen's outcome is no longer `.filling`.
        case decided
        /// The input ended, or the terminal hung up (`EIO`).
        case endOfInput
        /// A signal that ends the session arrived.
        case signal(Int32)
    }

    /// What woke the loop.
    private struct Readiness {
        var input = false
        var signals = false
        var timedOut = false
    }

    /// Paints `screen`, then reads keys and feeds them to it, repainting
    /// after each batch of keys and after each resize, until it is decided.
    static func fill<Model>(
        _ screen: inout FormScreen<Model>, input: Int32, output: TerminalOutput, colors: Bool, signals: SignalPipe
    ) throws -> Ending {
        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 4096)
        screen.size = TerminalSize(window: input)
        var repaint = true
        var clear = false  // the modes entered cleared the screen
        while true {
            if repaint {
                do {
                    try output.write((clear ? "\u{1B}[2J" : "") + screen.frame.painted(colors: colors))
                } catch TerminalFillError.systemCallFailed(_, errno: EIO) {
                    return .endOfInput  // the terminal hung up, as a read would say
                }
            }
            (repaint, clear) = (false, false)
            let ready = try wait(for: input, signals: signals, timeout: decoder.hasPendingEscape ? escapeTimeout : -1)
            for number in ready.signals ? signals.drain() : [] {
                if SessionSignals.ending.contains(number) { return .signal(number) }
                screen.size = TerminalSize(window: input)
                (repaint, clear) = (true, true)
            }
            var keys = ready.timedOut ? decoder.flush() : []
            if ready.input {
                let count = read(input, &buffer, buffer.count)
                if count == 0 || (count < 0 && errno == EIO) { return .endOfInput }
                if count < 0, errno != EINTR, errno != EAGAIN, errno != EWOULDBLOCK {
                    throw TerminalFillError.systemCallFailed("read", errno: errno)
                }
                keys += decoder.decode(buffer[..<max(count, 0)])
            }
            for key in keys {
                if screen.handle(key) != .filling { return .decided }
                repaint = true
            }
        }
    }

    /// Waits until `input` can be read, a signal's number is in the pipe, or
    /// `timeout` milliseconds have passed (never when it is negative). A
    /// signal that interrupts the wait wakes nothing: its number is in the
    /// pipe for the next wait.
    private static func wait(for input: Int32, signals: SignalPipe, timeout: Int32) throws -> Readiness {
        let readable = Int16(POLLIN)
        var entries = [
            pollfd(fd: input, events: readable, revents: 0),
            pollfd(fd: signals.readEnd, events: readable, revents: 0),
        ]
        let count = poll(&entries, 2, timeout)
        guard count >= 0 else {
            if errno == EINTR { return Readiness() }
            throw TerminalFillError.systemCallFailed("poll", errno: errno)
        }
        let invalid = Int16(POLLNVAL)
        if entries.contains(where: { $0.revents & invalid != 0 }) {
            throw TerminalFillError.systemCallFailed("poll", errno: EBADF)
        }
        // A hang-up or an error on the input is read too: the read says which.
        return Readiness(
            input: entries[0].revents != 0, signals: entries[1].revents != 0, timedOut: count == 0)
    }
}
