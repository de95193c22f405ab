/// What the terminal in use can do, read from whether input and output are
/// terminals and from the environment: `TERM=dumb` draws no escape
/// sequences at all, so it gets line mode; `NO_COLOR` (set and not empty,
/// as no-color.org defines it) keeps colours off and attributes on.
struct TerminalCapabilities: Sendable, Hashable {
    /// Input and output are both terminals.
    var isInteractive: Bool
    /// The terminal draws escape sequences: `TERM` is set and not `dumb`.
    var drawsEscapes: Bool
    /// Colours are wanted: the terminal draws and `NO_COLOR` is not set.
    var colors: Bool

    init(isInteractive: Bool, environment: [String: String]) {
        self.isInteractive = isInteractive
        let term = environment["TERM"] ?? ""
        drawsEscapes = !term.isEmpty && term != "dumb"
        colors = drawsEscapes && (environment["NO_COLOR"] ?? "").isEmpty
    }

    /// The mode `requested` runs in here: automatic is the full screen only
    /// on an interactive terminal that draws.
    func mode(for requested: TerminalFillMode) -> TerminalFillMode {
        guard requested == .automatic else { return requested }
        return isInteractive && drawsEscapes ? .fullScreen : .lines
    }
}
