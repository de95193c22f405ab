import Testing

@testable import FormworkTerminal

/// `NO_COLOR` as no-color.org defines it: present and not empty, it turns
/// colours off; `TERM=dumb` is a terminal that draws no escape sequences.
@Suite struct TerminalCapabilitiesTests {
    @Test func anInteractiveTerminalThatDrawsGetsTheFullScreenInColour() {
        let terminal = TerminalCapabilities(isInteractive: true, environment: ["TERM": "xterm-256color"])
        #expect(terminal.mode(for: .automatic) == .fullScreen)
        #expect(terminal.colors)
    }

    @Test func noColorKeepsTheFullScreenAndTurnsColoursOff() {
        let terminal = TerminalCapabilities(isInteractive: true, environment: ["TERM": "xterm", "NO_COLOR": "1"])
        #expect(terminal.mode(for: .automatic) == .fullScreen)
        #expect(!terminal.colors)
        // An empty NO_COLOR is not set.
        #expect(TerminalCapabilities(isInteractive: true, environment: ["TERM": "xterm", "NO_COLOR": ""]).colors)
    }

    @Test func aDumbTerminalOrNoTerminalGetsLineMode() {
        #expect(TerminalCapabilities(isInteractive: true, environment: ["TERM": "dumb"]).mode(for: .automatic) == .lines)
        #expect(TerminalCapabilities(isInteractive: true, environment: [:]).mode(for: .automatic) == .lines)
        #expect(TerminalCapabilities(isInteractive: false, environment: ["TERM": "xterm"]).mode(for: .automatic) == .lines)
    }

    @Test func anAskedForModeIsKept() {
        let piped = TerminalCapabilities(isInteractive: false, environment: ["TERM": "xterm"])
        #expect(piped.mode(for: .fullScreen) == .fullScreen)
        #expect(piped.mode(for: .lines) == .lines)
    }
}
