import Formwork
import FormworkFixtures
import Foundation
import Testing

@testable import FormworkTerminal

// Foundation's Process, which starts the child, exists on Linux and macOS only.
#if os(Linux) || os(macOS)
    /// A signal from outside ends the process, so it is sent to another one: this
    /// test program run again, for ``SessionChild`` alone, on a pseudo-terminal.
    @Suite(
        .serialized,
        .enabled(
            if: SessionChild.program != nil, "the test program runs again as a child only on Linux, from its .xctest executable"),
        .enabled(if: PseudoTerminal.available, "this system does not let the tests open a pseudo-terminal"))
    struct SessionSignalTests {
        @Test(arguments: SessionSignals.ending)
        func aSignalFromOutsidePutsTheTerminalBackThenEndsTheProcessAsTheSignalDoes(number: Int32) throws {
            let pty = try #require(PseudoTerminal())
            let before = TerminalSettings(pty.settings)
            let child = try SessionChild.start(on: pty.slave, filling: "screen")
            #expect(pty.read { $0.contains("\u{1B}[?1049h") })
            pty.readUntilQuiet()  // the session waits for a key
            #expect(TerminalSettings(pty.settings) != before)
            endByASignal(child, number)
            #expect(child.terminationReason == .uncaughtSignal)
            #expect(child.terminationStatus == number)
            pty.readUntilQuiet()
            #expect(pty.output.contains("\u{1B}[?25h\u{1B}[?1049l"))
            #expect(TerminalSettings(pty.settings) == before)
        }

        @Test(arguments: SessionSignals.ending)
        func aSignalWhileAPasswordIsTypedTurnsTheEchoBackOnThenEndsTheProcess(number: Int32) throws {
            let pty = try #require(PseudoTerminal())
            let before = TerminalSettings(pty.settings)
            let child = try SessionChild.start(on: pty.slave, filling: "lines")
            #expect(pty.read { $0.contains("Password: ") })
            pty.readUntilQuiet()
            // The echo is off while the password is asked for.
            #expect(TerminalSettings(pty.settings) != before)
            endByASignal(child, number)
            #expect(child.terminationReason == .uncaughtSignal)
            #expect(child.terminationStatus == number)
            #expect(TerminalSettings(pty.settings) == before)
        }
    }

    /// Sends `number` to `child` and waits for it to end, ten seconds at
    /// most before it is killed.
    private func endByASignal(_ child: Process, _ number: Int32) {
        kill(child.processIdentifier, number)
        let deadline = Date() + 10
        while child.isRunning, Date() < deadline { usleep(10_000) }
        if child.isRunning { kill(child.processIdentifier, SIGKILL) }
        child.waitUntilExit()
    }

    /// The profile form filled on standard input and output, only when this
    /// test program runs again as the child of ``SessionSignalTests``.
    @Suite struct SessionChild {
        static let variable = "FORMWORK_TERMINAL_SESSION_CHILD"

        /// This test program, when it can be run again with a filter.
        static var program: URL? {
            #if os(Linux)
                let path = CommandLine.arguments.first ?? ""
                return path.hasSuffix(".xctest") ? URL(fileURLWithPath: path) : nil
            #else
                return nil
            #endif
        }

        /// Runs this program again on `terminal`, for
        /// ``fillsTheProfileUntilASignalEndsIt()`` when `filling` is
        /// "screen", ``asksForAPasswordUntilASignalEndsIt()`` when "lines".
        static func start(on terminal: Int32, filling: String) throws -> Process {
            let child = Process()
            child.executableURL = program
            child.arguments = ["--testing-library", "swift-testing", "--filter", "FormworkTerminalTests.SessionChild"]
            child.environment = ProcessInfo.processInfo.environment.merging([variable: filling]) { $1 }
            let handle = FileHandle(fileDescriptor: terminal, closeOnDealloc: false)
            child.standardInput = handle
            child.standardOutput = handle
            child.standardError = handle
            try child.run()
            return child
        }

        @Test(.enabled(if: ProcessInfo.processInfo.environment[variable] == "screen", "runs only as a signal test's child"))
        func fillsTheProfileUntilASignalEndsIt() throws {
            var screen = FormScreen(try FormState(Profile()))
            let outcome = try FullScreenSession.run(&screen, input: STDIN_FILENO, output: STDOUT_FILENO, colors: false)
            Issue.record("the session returned \(outcome) instead of letting the signal end the process")
        }

        @Test(.enabled(if: ProcessInfo.processInfo.environment[variable] == "lines", "runs only as a signal test's child"))
        func asksForAPasswordUntilASignalEndsIt() throws {
            let filled = try LineFiller.fill(try FormState(Login()), input: STDIN_FILENO, output: STDOUT_FILENO)
            Issue.record("line mode returned \(String(describing: filled)) instead of letting the signal end the process")
        }
    }

    /// A form whose first question is a password's.
    struct Login: FormModel {
        @FormText(.password) var password = ""
    }
#endif
