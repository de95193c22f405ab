extension FormLayout {
    /// The formats a solved ``FormLayout`` renders to.
    ///
    /// ```swift
    /// print(layout.render(.text))     // one line per frame
    /// print(layout.render(.ascii))    // boxes drawn with + - |
    /// let json = layout.render(.json) // ordered keys, own number formatting
    /// let svg = layout.render(.svg)   // the picture: open it in a browser
    /// ```
    ///
    /// Every rendering is a pure function of the layout and is the same byte
    /// for byte on every platform: numbers are rounded to hundredths and
    /// written without trailing zeros (`8`, `359`, `12.5`), whatever the locale.
    ///
    /// No rendering holds a character that acts on the person reading it.
    /// `.text`, `.ascii` and `.svg` show a control character as its Control
    /// Picture (`"\u{1B}[2J"` as `␛[2J`) and a C1 control or bidirectional
    /// formatting character as its code point (`"\u{202E}gnp.exe"` as
    /// `<U+202E>gnp.exe`); `.json` writes them as `\u` escapes, so its
    /// reader gets the exact text. The layout keeps the text as it was.
    public enum RenderFormat: Sendable, Hashable {
        /// An outline: a header line, then one line per frame.
        case text
        /// A wireframe of character boxes, 8 points per column and 11 per row,
        /// at most 500 columns by 2 000 rows (a larger layout is clipped, and a
        /// last line starting `~ clipped:` says so).
        case ascii
        /// A JSON document with keys in a fixed order.
        case json
        /// The picture: an SVG document with each row drawn as its control at
        /// its frame (a field box, a switch on or off, a picker's chevron,
        /// chips, a list's entries, an image well, a date's calendar glyph),
        /// its state (a red `*` when required, dimmed when disabled, a
        /// "Read-only" tag, a dashed outline when hidden) and its help,
        /// errors in red and section footer under it.
        ///
        /// Each frame is one `<g>` whose attributes say what it shows, so a
        /// test finds "the switch of `newsletter` is on" without reading
        /// shapes: `id`, `data-key`, `data-kind`, `data-control`,
        /// `data-frame`, `data-value`, `data-placeholder`, `data-on`,
        /// `data-required`, `data-disabled`, `data-read-only`,
        /// `data-hidden`, `data-errors`. No font is consulted: text is
        /// measured with a fixed table of Liberation Sans advance widths
        /// (CJK 1 em, emoji 1.25 em) and cut with "…" to lie inside its
        /// row's frame.
        case svg
    }
}
