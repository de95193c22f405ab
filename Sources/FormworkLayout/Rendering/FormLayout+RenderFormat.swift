extension FormLayout {
    /// The formats a solved ``FormLayout`` renders to.
    ///
    /// ```swift
    /// print(layout.render(.text))     // one line per frame
    /// print(layout.render(.ascii))    // boxes drawn with + - |
    /// let json = layout.render(.json) // ordered keys, own number formatting
    /// let svg = layout.render(.svg)   // open it in a browser
    /// ```
    ///
    /// Every rendering is a pure function of the layout and is the same byte
    /// for byte on every platform: numbers are rounded to hundredths and
    /// written without trailing zeros (`8`, `359`, `12.5`), whatever the locale.
    public enum RenderFormat: Sendable, Hashable {
        /// An outline: a header line, then one line per frame.
        case text
        /// A wireframe of character boxes, 8 points per column and 11 per row,
        /// at most 500 columns by 2 000 rows (a larger layout is clipped, and a
        /// last line starting `~ clipped:` says so).
        case ascii
        /// A JSON document with keys in a fixed order.
        case json
        /// An SVG wireframe: boxes, titles, and values or placeholders in grey.
        case svg
    }
}
