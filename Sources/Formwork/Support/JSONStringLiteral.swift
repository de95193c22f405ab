/// A string as a JSON string literal (RFC 8259 §7): the one JSON string
/// writer, for the parameters' JSON body (``FormParameters/json(options:)``),
/// the layout's `.json` rendering and the data of an HTML page's script.
///
/// ```swift
/// JSONStringLiteral.quoted("a\"b\n")                        // "\"a\\\"b\\n\""
/// JSONStringLiteral.quoted("</script>", alsoEscaping: ["<"])   // "\"\\u003c/script>\""
/// ```
///
/// `"` and `\` are escaped, and so is every scalar below U+0020: backspace,
/// form feed, LF, CR and tab as `\b`, `\f`, `\n`, `\r` and `\t` (the
/// standard's own short escapes), the others as `\u` and four lowercase hex
/// digits. Every other scalar in `extra` is written as `\u` escapes of its
/// UTF-16 code units; everything else as its UTF-8 bytes.
package enum JSONStringLiteral {
    /// `text` as a JSON string literal, quotes included.
    package static func quoted(_ text: String, alsoEscaping extra: Set<Unicode.Scalar> = []) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 2)
        write(text, alsoEscaping: extra, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` as a JSON string literal, quotes included, to `output`.
    ///
    /// Byte by byte, and with no set to make: the parameters' JSON body
    /// writes every name and text value through this.
    package static func write(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 { write(byte, into: &output) }
        output.append(UInt8(ascii: "\""))
    }

    /// Appends `text` as a JSON string literal, quotes included, to
    /// `output`, with the scalars in `extra` escaped too.
    package static func write(_ text: String, alsoEscaping extra: Set<Unicode.Scalar>, into output: inout [UInt8]) {
        guard !extra.isEmpty else { return write(text, into: &output) }
        output.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            // The standard's own escapes stand, whatever `extra` holds.
            let standard = scalar.value < 0x20 || scalar == "\"" || scalar == "\\"
            if scalar.isASCII, standard || !extra.contains(scalar) {
                write(UInt8(scalar.value), into: &output)
            } else if extra.contains(scalar) {
                for unit in scalar.utf16 { writeEscape(unit, into: &output) }
            } else {
                output.append(contentsOf: scalar.utf8)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// One byte of UTF-8: ASCII escaped as the standard says, the bytes of
    /// longer scalars as they are.
    private static func write(_ byte: UInt8, into output: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "\""): output += [0x5C, UInt8(ascii: "\"")]
        case UInt8(ascii: "\\"): output += [0x5C, 0x5C]
        case 0x08: output += [0x5C, UInt8(ascii: "b")]
        case 0x0C: output += [0x5C, UInt8(ascii: "f")]
        case 0x0A: output += [0x5C, UInt8(ascii: "n")]
        case 0x0D: output += [0x5C, UInt8(ascii: "r")]
        case 0x09: output += [0x5C, UInt8(ascii: "t")]
        case 0x00...0x1F: writeEscape(UInt16(byte), into: &output)
        default: output.append(byte)
        }
    }

    /// `\u` and the four lowercase hex digits of `unit`.
    private static func writeEscape(_ unit: UInt16, into output: inout [UInt8]) {
        output += [0x5C, UInt8(ascii: "u")]
        for shift in stride(from: 12, through: 0, by: -4) { output.append(lowerHex[Int((unit >> UInt16(shift)) & 0xF)]) }
    }

    private static let lowerHex: [UInt8] = Array("0123456789abcdef".utf8)
}
