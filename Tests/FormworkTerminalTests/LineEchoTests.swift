import Formwork
import Foundation
import Testing

@testable import FormworkTerminal

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#endif

extension SignalHandlingTests {
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
            let (during, signals) = try LineEcho.off(on: terminal) { signals in (try localFlags(terminal), signals) }
            #expect(signals != nil)
            #expect(during & tcflag_t(ECHO) == 0)
            #expect(during & tcflag_t(ECHONL) != 0)
            #expect(try localFlags(terminal) == before)
        }

        @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "needs pseudo-terminals"))
        func aPasswordTypedAtATerminalIsNeverShown() throws {
            let (primary, terminal) = try pseudoTerminal()
            defer {
                close(terminal)
                close(primary)
            }
            // A thread of its own, not a task: the filler blocks while it
            // reads, and so does this test while it waits for the screen.
            let filling = Filling()
            Thread {
                filling.result = Result { try LineFiller.fill(FormState(Account()), input: terminal, output: terminal) }
                filling.done.signal()
            }.start()
            var screen = try read(primary, until: "characters): ")
            try type("Ada\n", into: primary)
            screen += try read(primary, until: "Password: ")
            try waitForEchoOff(terminal)
            try type("hunter2\n", into: primary)
            screen += try read(primary, until: "[1]: ")
            try type("\n", into: primary)
            screen += try read(primary, until: "valid.\r\n")
            try #require(filling.done.wait(timeout: .now() + 5) == .success)
            let form = try #require(try filling.result?.get())
            #expect(form.value(String.self, for: "password") == "hunter2")
            #expect(screen.hasSuffix("Ada\r\nPassword: \r\nSeats (a number from 1 to 10) [1]: \r\nAll answers are valid.\r\n"))
            #expect(!screen.contains("hunter2"))
        }

        @Test func aPipeIsReadWithNothingToTurnOff() throws {
            let pipe = Pipe()
            // No echo to turn off: no signal is caught either, so no pipe is given.
            let signals = LineEcho.off(on: pipe.fileHandleForReading.fileDescriptor) { $0 }
            #expect(signals == nil)
        }

        /// What the terminal shows from now until `end`, waiting at most five seconds for each part.
        private func read(_ primary: Int32, until end: String) throws -> String {
            var bytes: [UInt8] = []
            while !String(decoding: bytes, as: UTF8.self).hasSuffix(end) {
                var request = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
                try #require(poll(&request, 1, 5000) == 1, "the terminal showed \(String(decoding: bytes, as: UTF8.self))")
                var byte: UInt8 = 0
                try #require(Foundation.read(primary, &byte, 1) == 1)
                bytes.append(byte)
            }
            return String(decoding: bytes, as: UTF8.self)
        }

        /// Types `text` at the terminal, as its keyboard would.
        private func type(_ text: String, into primary: Int32) throws {
            let bytes = Array(text.utf8)
            try #require(Foundation.write(primary, bytes, bytes.count) == bytes.count)
        }

        /// Waits, at most five seconds, until the filler has turned the terminal's echo off.
        private func waitForEchoOff(_ terminal: Int32) throws {
            for _ in 0..<5000 where try localFlags(terminal) & tcflag_t(ECHO) != 0 { usleep(1000) }
            try #require(try localFlags(terminal) & tcflag_t(ECHO) == 0)
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
}

/// What a filler running on another thread returned, read after `done` is signalled.
private final class Filling: @unchecked Sendable {
    // `@unchecked`: `result` is written before `done` is signalled and read only after it.
    var result: Result<FormState<Account>?, any Error>?
    let done = DispatchSemaphore(value: 0)
}
