#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A terminal's settings, saved when made, switched to raw mode, and put
/// back exactly.
///
/// ```swift
/// let terminal = try RawTerminal(STDIN_FILENO)   // saves the settings
/// try terminal.enter()                          // one key at a time, no echo
/// defer { try? terminal.restore() }              // the saved settings, as they were
/// ```
///
/// Raw mode turns off line editing and echo (`ICANON`, `ECHO`), the keys
/// that send signals (`ISIG`: Ctrl-C arrives as the byte 3), flow control
/// (`IXON`: Ctrl-S and Ctrl-Q are keys), carriage-return translation
/// (`ICRNL`: Enter arrives as 13, Ctrl-J as 10) and the implementation's
/// extra keys (`IEXTEN`: Ctrl-V is a key). Output processing (`OPOST`) stays
/// on, so "\r\n" and "\n" are written as the terminal would anyway. A read
/// returns as soon as one byte is there (`VMIN` 1, `VTIME` 0).
///
/// `termios` is a plain C structure: `tcgetattr` fills every field of the
/// value it is given and `tcsetattr` reads it; neither keeps the pointer.
/// Restoring writes back the very value `tcgetattr` gave, so it can be done
/// any number of times.
struct RawTerminal {
    /// The terminal's file descriptor.
    let descriptor: Int32
    /// The settings when this value was made.
    let saved: termios

    /// Saves the settings of the terminal open as `descriptor`; throws when
    /// `descriptor` is not a terminal.
    init(_ descriptor: Int32) throws {
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0 else {
            throw TerminalFillError.systemCallFailed("tcgetattr", errno: errno)
        }
        self.descriptor = descriptor
        self.saved = settings
    }

    /// Switches the terminal to raw mode.
    func enter() throws {
        try apply(Self.raw(saved))
    }

    /// Puts the saved settings back; harmless when they are already there.
    func restore() throws {
        try apply(saved)
    }

    /// `settings` in raw mode.
    static func raw(_ settings: termios) -> termios {
        var raw = settings
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        // `c_cc` is a C array of `cc_t` imported as a tuple: its bytes are the
        // array's elements in order, and VMIN and VTIME are indices below NCCS.
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        return raw
    }

    /// Sets `settings` at once, again when a signal interrupts the call.
    private func apply(_ settings: termios) throws {
        var settings = settings
        while tcsetattr(descriptor, TCSANOW, &settings) != 0 {
            guard errno == EINTR else { throw TerminalFillError.systemCallFailed("tcsetattr", errno: errno) }
        }
    }
}
