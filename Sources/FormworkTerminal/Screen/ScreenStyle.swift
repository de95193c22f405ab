/// How a piece of the screen is drawn. Attributes (bold, dim, inverse,
/// underline) are drawn whenever the terminal draws escape sequences;
/// colours only when colours are allowed (no `NO_COLOR`), so a screen
/// without colour still tells focus, errors and disabled rows apart by
/// attribute and by the text itself (`›`, `!`).
struct ScreenStyle: OptionSet, Sendable, Hashable {
    let rawValue: UInt8

    static let bold = ScreenStyle(rawValue: 1 << 0)
    static let dim = ScreenStyle(rawValue: 1 << 1)
    static let inverse = ScreenStyle(rawValue: 1 << 2)
    static let underline = ScreenStyle(rawValue: 1 << 3)
    /// Errors and the required marker.
    static let red = ScreenStyle(rawValue: 1 << 4)
    /// Section headers and the focused row's marker.
    static let accent = ScreenStyle(rawValue: 1 << 5)
    /// A value that was taken.
    static let green = ScreenStyle(rawValue: 1 << 6)

    /// The SGR parameters that switch this style on, attributes first.
    func selectGraphicRendition(colors: Bool) -> [Int] {
        var codes: [Int] = []
        if contains(.bold) { codes.append(1) }
        if contains(.dim) { codes.append(2) }
        if contains(.underline) { codes.append(4) }
        if contains(.inverse) { codes.append(7) }
        guard colors else { return codes }
        if contains(.red) {
            codes.append(31)
        } else if contains(.green) {
            codes.append(32)
        } else if contains(.accent) {
            codes.append(36)
        }
        return codes
    }
}
