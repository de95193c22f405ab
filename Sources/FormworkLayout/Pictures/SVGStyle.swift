/// The colours and sizes of the picture, after an iOS grouped form.
enum SVGStyle {
    static let fontFamily = "'Liberation Sans', Arial, Helvetica, sans-serif"
    static let page = "#f2f2f7"
    static let cell = "#ffffff"
    static let separator = "#c6c6c8"
    static let label = "#000000"
    static let secondary = "#8e8e93"
    static let note = "#6d6d72"
    static let placeholder = "#aaaaaa"
    static let red = "#d70015"
    static let blue = "#007aff"
    static let green = "#34c759"
    static let switchOff = "#e9e9eb"
    static let fill = "#e5e5ea"
    static let fieldStroke = "#c6c6c8"

    /// The body font size (the root's), a note's, a tag's, a heading's.
    static let bodySize = 13.0
    static let noteSize = 12.0
    static let tagSize = 11.0
    static let headingSize = 17.0

    /// Space between a frame's edges and its content.
    static let padding = 16.0
    /// The height of a row's title line, and of each list entry.
    static let band = 44.0
    /// The height of a note line (help, error, footer).
    static let noteLine = FormLayout.RowDetails.noteLineHeight
    /// The room a glyph (chevron, calendar, clock, paperclip) takes, with its gap.
    static let glyph = 16.0
    static let gap = 8.0

    /// Where a glyph or text ascends above its baseline and descends below
    /// it, as fractions of the font size.
    static let ascent = 0.75
    static let descent = 0.25
}
