import Foundation
import Testing

@testable import FormworkTerminal

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

@Suite struct LineEchoTests {
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "needs pseudo-terminals"))
    func aTerminalsEchoIsOffWhileAPasswordIsTypedAndBackAfter() throws {
        let (primary, terminal) = try pseudoTerminal()
        defer {
            close(terminal)
            close(primary)
        }
        let before = try localFlags(terminal)
        try #require(before & tcflag_t(ECHO) != 0)
        let during = try LineEcho.off(on: terminal) { try localFlags(terminal) }
        #expect(during & tcflag_t(ECHO) == 0)
        #expect(during & tcflag_t(ECHONL) != 0)
        #expect(try localFlags(terminal) == before)
    }

    @Test func aPipeIsReadWithNothingToTurnOff() throws {
        let pipe = Pipe()
        let read = LineEcho.off(on: pipe.fileHandleForReading.fileDescriptor) { "read" }
        #expect(read == "read")
    }

    /// A new pseudo-terminal: its primary side and its terminal side.
    private func pseudoTerminal() throws -> (primary: Int32, terminal: Int32) {
        let primary = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        try #require(primary >= 0)
        #if canImport(Darwin)
            try #require(grantpt(primary) == 0 && unlockpt(primary) == 0)
            let name = String(cString: try #require(ptsname(primary)))
        #else
            // TIOCSPTLCK is _IOW('T', 0x31, int) and TIOCGPTN _IOR('T', 0x30,
            // unsigned int), macros Swift does not import; these are their
            // values on x86-64 and ARM, whose ioctl numbers share one layout.
            var locked: Int32 = 0, number: UInt32 = 0
            try #require(ioctl(primary, 0x4004_5431, &locked) == 0)
            try #require(ioctl(primary, 0x8004_5430, &number) == 0)
            let name = "/dev/pts/\(number)"
        #endif
        let terminal = open(name, O_RDWR | O_NOCTTY)
        try #require(terminal >= 0)
        return (primary, terminal)
    }

    private func localFlags(_ descriptor: Int32) throws -> tcflag_t {
        var settings = termios()
        try #require(tcgetattr(descriptor, &settings) == 0)
        return settings.c_lflag
    }
}
