import Dispatch
import Formwork

/// Fills a form on a terminal in full-screen mode: raw keys in, whole
/// frames painted on the alternate screen, until the screen's outcome is
/// decided.
///
/// ```swift
/// var screen = FormScreen(FormState(Profile()))
/// let outcome = try FullScreenSession.run(&screen, input: STDIN_FILENO, output: STDOUT_FILENO, colors: true)
/// if outcome == .submitted { print(screen.form.model) }
/// ```
///
/// What is true when ``run(_:input:output:colors:)`` returns or throws: the
/// terminal's settings are the ones it had, the main screen is shown with
/// the cursor visible and bracketed paste off, and SIGINT, SIGTERM, SIGHUP
/// and SIGWINCH have the actions they had. A SIGINT, SIGTERM or SIGHUP
/// from outside puts all of that back first and then lets the signal end
/// the process as it would have (see ``SessionSignals/reRaise(_:)``).
///
/// Signal actions belong to the process and a terminal has one screen, so
/// one session runs at a time: a second one started meanwhile throws.
enum FullScreenSession {
    /// Held while a session runs.
    private static let running = DispatchSemaphore(value: 1)

    /// Switches to the alternate screen and turns bracketed paste on.
    static let enteringModes = "\u{1B}[?1049h\u{1B}[?2004h\u{1B}[H\u{1B}[2J"
    /// Turns bracketed paste off, resets styles, shows the cursor and goes
    /// back to the main screen, in that order.
    static let leavingModes = "\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    /// Runs `screen` on the terminal open as `input` and `output` (usually
    /// standard input and output) until it is submitted or cancelled, with
    /// colours when `colors` is true. The end of input, or a signal that
    /// the program handles itself, returns `.cancelled`.
    static func run<Model>(
        _ screen: inout FormScreen<Model>, input: Int32, output: Int32, colors: Bool
    ) throws -> FormScreen<Model>.Outcome {
        guard running.wait(timeout: .now()) == .success else {
            throw TerminalFillError.alreadyFilling
        }
        defer { running.signal() }
        let terminal = try RawTerminal(input)
        let signals = try SessionSignals.install()
        let ending: Ending
        do {
            ending = try onRawScreen(terminal, TerminalOutput(descriptor: output)) { output in
                try fill(&screen, input: input, output: output, colors: colors, signals: signals.pipe)
            }
        } catch {
            signals.restoreAndResend(nil)
            throw error
        }
        if case .signal(let number) = ending {
            signals.restoreAndResend(number)
        } else {
            signals.restoreAndResend(nil)
        }
        return ending == .decided ? screen.outcome : .cancelled
    }

    /// Runs `body` with `terminal` in raw mode and the alternate screen
    /// shown, and puts both back however `body` ends. Putting back is done
    /// even when it fails midway, and a failure to put back is not thrown:
    /// by then the terminal is usually gone (`EIO`), and the outcome or the
    /// first error is what the caller needs.
    private static func onRawScreen(
        _ terminal: RawTerminal, _ output: TerminalOutput, _ body: (TerminalOutput) throws -> Ending
    ) throws -> Ending {
        defer { try? terminal.restore() }
        try terminal.enter()
        defer { try? output.write(leavingModes) }
        try output.write(enteringModes)
        return try body(output)
    }
}
