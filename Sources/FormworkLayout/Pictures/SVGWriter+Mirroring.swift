/// Mirroring what a writer draws about a vertical axis, for a right-to-left picture.
///
/// A right-to-left frame is painted as its left-to-right self and written
/// mirrored about the frame's centre line: each horizontal coordinate `x`
/// becomes `2 × axis - x` (a rectangle's `x` its mirrored right edge), and
/// an arc's sweep flag flips so that it still curves the mirrored way.
/// A text keeps its `text-anchor` and gets `direction="rtl"`, which makes
/// `start` its right end (SVG's `text-anchor` follows the direction), so a
/// title that began at the left padding ends at the right padding, and the
/// bidirectional algorithm orders its runs from the right. Vertical
/// coordinates are untouched. The direction is the text's, not the
/// root's: a browser showing the picture alone would take a root's
/// direction for the page's and place the picture at its right edge.
extension SVGWriter {
    /// The attributes of an element `name` mirrored about `axis`.
    static func mirrored(_ name: String, _ attributes: [Attribute], about axis: Double) -> [Attribute] {
        let width = attributes.first { $0.name == "width" }.flatMap { Double($0.value) } ?? 0
        return attributes.map { attribute in
            switch attribute.name {
            case "x" where name == "rect":
                return (attribute.name, flipped(attribute.value, about: axis, less: width))
            case "x", "x1", "x2", "cx":
                return (attribute.name, flipped(attribute.value, about: axis))
            case "d" where name == "path":
                return (attribute.name, mirroredPath(attribute.value, about: axis))
            default:
                return attribute
            }
        }
    }

    /// `2 × axis - value - less`, written as a number; a value that is no number stays.
    private static func flipped(_ value: String, about axis: Double, less: Double = 0) -> String {
        guard let number = Double(value) else { return value }
        return Self.number(2 * axis - number - less)
    }

    /// Path data with every x coordinate mirrored: the pictures' paths use
    /// `M`, `L`, `H`, `V`, `A` and `Z` with absolute coordinates (relative
    /// ones have their x offsets negated).
    static func mirroredPath(_ d: String, about axis: Double) -> String {
        var output = ""
        var command: Character = " "
        var index = 0
        var number = ""
        func flush() {
            guard !number.isEmpty else { return }
            output += Double(number).map { mirroredArgument($0, command: command, index: index) } ?? number
            number = ""
            index += 1
        }
        func mirroredArgument(_ value: Double, command: Character, index: Int) -> String {
            switch (command, index) {
            case ("M", let i), ("L", let i), ("T", let i): return i % 2 == 0 ? Self.number(2 * axis - value) : number
            case ("m", let i), ("l", let i), ("t", let i): return i % 2 == 0 ? Self.number(-value) : number
            case ("H", _): return Self.number(2 * axis - value)
            case ("h", _): return Self.number(-value)
            case ("A", let i), ("a", let i):
                switch i % 7 {
                case 4: return value == 0 ? "1" : "0"
                case 5: return Self.number(command == "A" ? 2 * axis - value : -value)
                default: return number
                }
            default: return number
            }
        }
        for character in d {
            if character.isNumber || character == "." || character == "-" || character == "e" {
                if character == "-", !number.isEmpty, number.last != "e" { flush() }
                number.append(character)
            } else {
                flush()
                if character.isLetter {
                    command = character
                    index = 0
                }
                output.append(character)
            }
        }
        flush()
        return output
    }
}
