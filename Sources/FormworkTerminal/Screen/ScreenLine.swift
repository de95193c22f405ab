import Formwork

/// One line of the screen: runs of text, each with its style.
///
/// Text enters a line only through ``init(_:_:)`` and ``append(_:_:)``,
/// which show it with `VisibleText.displayable(_:keeping:)`, Formwork's one scheme of visible symbols: whatever a value, a
/// title or a message holds, a frame never holds a character the
/// terminal would obey.
struct ScreenLine: Sendable, Hashable {
    struct Span: Sendable, Hashable {
        var text: String
        var style: ScreenStyle
    }

    private(set) var spans: [Span] = []

    init(_ text: String = "", _ style: ScreenStyle = []) {
        if !text.isEmpty { spans = [Span(text: VisibleText.displayable(text), style: style)] }
    }

    /// The line's text without styles.
    var text: String { spans.map(\.text).joined() }

    /// The columns the line takes.
    var columns: Int { spans.reduce(0) { $0 + TerminalColumns.width(of: $1.text) } }

    mutating func append(_ text: String, _ style: ScreenStyle = []) {
        guard !text.isEmpty else { return }
        spans.append(Span(text: VisibleText.displayable(text), style: style))
    }

    /// Appends the spans of `line`, shown already.
    mutating func append(_ line: ScreenLine) {
        spans += line.spans
    }

    /// The line cut to `width` columns, a wide character that would be cut
    /// in two left out, so it never runs past the screen's edge.
    func fitted(to width: Int) -> ScreenLine {
        var fitted = ScreenLine(), used = 0
        for span in spans {
            let (text, taken) = TerminalColumns.prefix(of: span.text, columns: width - used)
            fitted.append(text, span.style)
            used += taken
            if taken < TerminalColumns.width(of: span.text) { break }
        }
        return fitted
    }

    /// The line with `style` added to every span and padded with spaces
    /// to `width` columns in that style (a highlighted bar).
    func highlighted(_ style: ScreenStyle, width: Int) -> ScreenLine {
        var line = ScreenLine()
        line.spans = spans.map { Span(text: $0.text, style: $0.style.union(style)) }
        line.append(String(repeating: " ", count: max(0, width - columns)), style)
        return line
    }
}
