import Foundation

/// Whether `text` holds a character a terminal obeys rather than draws: a
/// C0 control, DEL, a C1 control, or a bidirectional override or isolate
/// (U+202A–U+202E, U+2066–U+2069).
func holdsControls(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}

/// `painted` without the sequences a frame is painted with (ECMA-48's SGR
/// `ESC [ … m`, EL `ESC [ K`, CUP `ESC [ … H`, DEC private modes
/// `ESC [ ? … h` and `… l`) and its line breaks: what is left came from
/// the frame's text.
func unpainted(_ painted: String) -> String {
    painted
        .replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[mKHhl]", with: "", options: .regularExpression)
        .replacingOccurrences(of: "\r\n", with: "\n")
}
