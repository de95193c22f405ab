#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A pseudo-terminal pair for tests: the code under test uses the slave as
/// its terminal, and the test plays the person at the master, reading what
/// is painted and typing keys.
final class PseudoTerminal {
    /// The end the test reads and writes.
    let master: Int32
    /// The end the code under test uses as its terminal.
    let slave: Int32
    /// Everything read from the master so far.
    private(set) var received: [UInt8] = []

    /// Whether this machine lets a process open a pseudo-terminal; tests
    /// that need one are skipped, with this reason shown, when it does not.
    static let available = PseudoTerminal() != nil

    /// Opens a new pair, `nil` when the system refuses.
    init?() {
        guard let functions = PseudoTerminalFunctions() else { return nil }
        let master = functions.open(O_RDWR | O_NOCTTY)
        guard master >= 0 else { return nil }
        guard functions.grant(master) == 0, functions.unlock(master) == 0, let name = functions.name(master) else {
            close(master)
            return nil
        }
        let slave = open(name, O_RDWR | O_NOCTTY)
        guard slave >= 0 else {
            close(master)
            return nil
        }
        self.master = master
        self.slave = slave
    }

    deinit {
        closeMaster()
        close(slave)
    }

    private var masterOpen = true

    /// Closes the master: the slave's reader sees the terminal hang up.
    func closeMaster() {
        if masterOpen { close(master) }
        masterOpen = false
    }

    /// The received output as text.
    var output: String { String(decoding: received, as: UTF8.self) }

    /// Types `text` at the master.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Reads from the master until `done` holds for the output, or `seconds`
    /// have passed; says whether it holds.
    @discardableResult
    func read(seconds: Double = 10, until done: (String) -> Bool) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        var waited = 0.0
        while !done(output) {
            guard waited < seconds else { return false }
            var entry = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&entry, 1, 50) > 0 {
                let count = systemRead(master, &buffer)
                if count > 0 { received += buffer[..<count] } else if count == 0 { return done(output) }
            } else {
                waited += 0.05
            }
        }
        return true
    }

    /// Reads from the master until nothing more comes for `seconds`.
    func readUntilQuiet(seconds: Double = 0.3) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        var entry = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        while poll(&entry, 1, Int32(seconds * 1000)) > 0 {
            let count = systemRead(master, &buffer)
            guard count > 0 else { return }
            received += buffer[..<count]
        }
    }

    /// Sets the window's size, as a terminal emulator does when resized.
    func resize(columns: UInt16, rows: UInt16) {
        var window = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &window)
    }

    /// The slave's settings now.
    var settings: termios {
        var settings = termios()
        _ = tcgetattr(slave, &settings)
        return settings
    }
}

/// The system's `read`, which ``PseudoTerminal/read(seconds:until:)`` hides.
private func systemRead(_ descriptor: Int32, _ buffer: inout [UInt8]) -> Int {
    read(descriptor, &buffer, buffer.count)
}

/// The C library's pseudo-terminal functions. Glibc's module leaves them out
/// (its headers declare them only for `_XOPEN_SOURCE`), so on Linux they
/// are looked up by name in the running program, whose C library has them;
/// a look-up that fails makes ``PseudoTerminal/available`` false. Each name
/// is bound to the C type POSIX gives it, so calling through it is sound.
private struct PseudoTerminalFunctions {
    typealias Open = @convention(c) (Int32) -> Int32
    typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
    let open: Open
    let grant: Open
    let unlock: Open
    let name: Name

    init?() {
        #if canImport(Darwin)
            (open, grant, unlock, name) = (posix_openpt, grantpt, unlockpt, ptsname)
        #else
            let program = dlopen(nil, RTLD_NOW)
            guard let open = dlsym(program, "posix_openpt"), let grant = dlsym(program, "grantpt"),
                let unlock = dlsym(program, "unlockpt"), let name = dlsym(program, "ptsname")
            else { return nil }
            self.open = unsafeBitCast(open, to: Open.self)
            self.grant = unsafeBitCast(grant, to: Open.self)
            self.unlock = unsafeBitCast(unlock, to: Open.self)
            self.name = unsafeBitCast(name, to: Name.self)
        #endif
    }
}
