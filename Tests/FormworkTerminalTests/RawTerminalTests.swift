import Testing

@testable import FormworkTerminal

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

@Suite(.enabled(if: PseudoTerminal.available, "this system does not let the tests open a pseudo-terminal"))
struct RawTerminalTests {
    @Test func rawModeReadsKeysOneByOneWithoutEchoOrSignals() throws {
        let pty = try #require(PseudoTerminal())
        let cooked = pty.settings
        #expect(cooked.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == tcflag_t(ICANON | ECHO | ISIG))
        let terminal = try RawTerminal(pty.slave)
        try terminal.enter()
        var raw = pty.settings
        #expect(raw.c_lflag & tcflag_t(ICANON | ECHO | ISIG | IEXTEN) == 0)
        #expect(raw.c_iflag & tcflag_t(IXON | ICRNL) == 0)
        #expect(raw.c_oflag & tcflag_t(OPOST) == cooked.c_oflag & tcflag_t(OPOST))
        let characters = withUnsafeBytes(of: &raw.c_cc) { Array($0) }
        #expect(characters[Int(VMIN)] == 1)
        #expect(characters[Int(VTIME)] == 0)
    }

    @Test func restoringGivesBackExactlyTheSavedSettingsAndCanBeRepeated() throws {
        let pty = try #require(PseudoTerminal())
        let before = TerminalSettings(pty.settings)
        let terminal = try RawTerminal(pty.slave)
        try terminal.enter()
        #expect(TerminalSettings(pty.settings) != before)
        try terminal.restore()
        #expect(TerminalSettings(pty.settings) == before)
        try terminal.restore()
        #expect(TerminalSettings(pty.settings) == before)
    }

    @Test func somethingElseThanATerminalIsRefusedWithTheSystemsError() {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { for end in ends { close(end) } }
        #expect(throws: TerminalFillError.systemCallFailed("tcgetattr", errno: ENOTTY)) { try RawTerminal(ends[0]) }
    }

    @Test func theWindowsSizeComesFromTheTerminal() throws {
        let pty = try #require(PseudoTerminal())
        pty.resize(columns: 100, rows: 30)
        let size = TerminalSize(window: pty.slave) { _ in "50" }
        #expect(size == TerminalSize(columns: 100, rows: 30))
    }

    @Test func aTerminalWithoutASizeTakesItFromTheEnvironmentThenTheStandard() throws {
        let pty = try #require(PseudoTerminal())
        pty.resize(columns: 0, rows: 0)
        let environment = ["COLUMNS": "120", "LINES": "forty"]
        let size = TerminalSize(window: pty.slave) { environment[$0] }
        #expect(size == TerminalSize(columns: 120, rows: 24))
        #expect(TerminalSize(window: -1) { _ in nil } == .standard)
    }
}
