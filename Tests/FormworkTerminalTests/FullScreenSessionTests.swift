import Formwork
import FormworkFixtures
import Foundation
import Testing

@testable import FormworkTerminal

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// Serialized: a session changes the process's signal actions, and only one
// runs at a time.
extension SignalHandlingTests {
    @Suite(.serialized, .enabled(if: PseudoTerminal.available, "this system does not let the tests open a pseudo-terminal"))
    struct FullScreenSessionTests {
        static let enterAlternateScreen = "\u{1B}[?1049h"
        static let leaveAlternateScreen = "\u{1B}[?1049l"

        @Test func ctrlCCancelsAndPutsTheTerminalBack() throws {
            let pty = try #require(PseudoTerminal())
            pty.resize(columns: 100, rows: 30)
            let before = TerminalSettings(pty.settings)
            let actionsBefore = SessionSignals.caught.map(handlerAddress)
            let session = try SessionThread(on: pty.slave)
            #expect(pty.read { $0.contains(Self.enterAlternateScreen) })
            #expect(SessionSignals.caught.map(handlerAddress) != actionsBefore)
            pty.type("\u{3}")
            let finished = try #require(session.finished())
            #expect(try finished.outcome.get() == .cancelled)
            #expect(finished.size == TerminalSize(columns: 100, rows: 30))
            pty.read { $0.contains(Self.leaveAlternateScreen) }
            let output = pty.output
            let entered = try #require(output.range(of: Self.enterAlternateScreen))
            let left = try #require(output.range(of: Self.leaveAlternateScreen))
            #expect(entered.upperBound <= left.lowerBound)
            #expect(
                output.contains("\u{1B}[?2004h")
                    && output.hasSuffix("\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h" + Self.leaveAlternateScreen))
            #expect(TerminalSettings(pty.settings) == before)
            #expect(SessionSignals.caught.map(handlerAddress) == actionsBefore)
        }

        @Test func theScreenIsPaintedAtTheWindowsSizeAgainAfterAResize() throws {
            let pty = try #require(PseudoTerminal())
            pty.resize(columns: 100, rows: 30)
            let session = try SessionThread(on: pty.slave)
            #expect(pty.read { $0.contains(Self.enterAlternateScreen) })
            pty.readUntilQuiet()  // the first frame is painted
            let firstPaint = pty.received.count
            pty.resize(columns: 90, rows: 28)
            kill(getpid(), SIGWINCH)
            #expect(pty.read { String(decoding: $0.utf8.dropFirst(firstPaint), as: UTF8.self).contains("\u{1B}[2J") })
            pty.type("\u{3}")
            let finished = try #require(session.finished())
            #expect(finished.size == TerminalSize(columns: 90, rows: 28))
        }

        @Test func theEndOfInputCancels() throws {
            let pty = try #require(PseudoTerminal())
            let session = try SessionThread(on: pty.slave)
            #expect(pty.read { $0.contains(Self.enterAlternateScreen) })
            pty.readUntilQuiet()  // the session waits for a key
            pty.closeMaster()
            let finished = try #require(session.finished())
            #expect(try finished.outcome.get() == .cancelled)
        }

        @Test func aValueThatSetsTheTitleAndErasesTheScreenIsWrittenShownNotObeyed() throws {
            let pty = try #require(PseudoTerminal())
            pty.resize(columns: 100, rows: 40)
            let screen = FormScreen(try FormState(Imported()), title: "Imported \u{1B}]0;PWNED\u{07}")
            let session = SessionThread(on: pty.slave, showing: screen)
            #expect(pty.read { $0.contains(Hostile.shownNote) })
            pty.type("\u{3}")
            #expect(try #require(session.finished()).outcome.get() == .cancelled)
            pty.read { $0.contains(Self.leaveAlternateScreen) }
            let output = pty.output
            #expect(output.contains(" Imported ␛]0;PWNED␇"))
            // OSC (ESC ]) and BEL are never written; ED 2 (ESC [ 2 J) only once, as the session enters the alternate screen.
            #expect(!output.contains("\u{1B}]") && !output.contains("\u{07}") && !output.contains("\u{202E}"))
            #expect(output.components(separatedBy: "\u{1B}[2J").count == 2)
        }

        @Test func somethingElseThanATerminalThrowsAndChangesNothing() throws {
            var ends: [Int32] = [-1, -1]
            #expect(pipe(&ends) == 0)
            defer { for end in ends { close(end) } }
            let actionsBefore = SessionSignals.caught.map(handlerAddress)
            var screen = FormScreen(try FormState(Profile()))
            #expect(throws: TerminalFillError.systemCallFailed("tcgetattr", errno: ENOTTY)) {
                try FullScreenSession.run(&screen, input: ends[0], output: ends[1], colors: false)
            }
            #expect(SessionSignals.caught.map(handlerAddress) == actionsBefore)
        }

        /// The address of the function that handles `number` now (0 for the
        /// default action, 1 for ignoring it), leaving its action as it was.
        private func handlerAddress(_ number: Int32) -> Int {
            var saved = sigaction()
            sigaction(number, nil, &saved)
            let handler = signal(number, SIG_IGN)
            sigaction(number, &saved, nil)
            return unsafeBitCast(handler, to: Int.self)
        }
    }
}

/// A full-screen session (of the profile form, unless another screen is
/// given) run on its own thread, as a program's main thread runs it, while
/// the test plays the person.
private final class SessionThread<Model: FormModel>: @unchecked Sendable {
    struct Finished {
        var outcome: Result<FormScreen<Model>.Outcome, any Error>
        var size: TerminalSize
    }

    private let done = DispatchSemaphore(value: 0)
    // Written by the session's thread before `done` is signalled, read by
    // the test's only after waiting for it.
    private var result: Finished?

    init(on terminal: Int32, showing start: FormScreen<Model>) {
        Thread { [self] in
            var screen = start
            let outcome = Result { try FullScreenSession.run(&screen, input: terminal, output: terminal, colors: true) }
            result = Finished(outcome: outcome, size: screen.size)
            done.signal()
        }.start()
    }

    /// How the session ended, `nil` if it runs on after 10 seconds.
    func finished() -> Finished? {
        done.wait(timeout: .now() + 10) == .success ? result : nil
    }
}

extension SessionThread where Model == Profile {
    convenience init(on terminal: Int32) throws {
        self.init(on: terminal, showing: FormScreen(try FormState(Profile()), size: TerminalSize(columns: 20, rows: 6)))
    }
}
