/// The character references a page's text and attribute values hold
/// (HTML §13.2.5.72 "Character reference state").
///
/// Every numeric reference is read, with or without its `;`, as the
/// standard says: `&#0;`, a surrogate and a number past U+10FFFF become
/// U+FFFD, and `&#128;`–`&#159;` the Windows-1252 characters the standard
/// maps them to. Named references are read when they end with `;` and are
/// among ``named``: those FormworkHTML writes and the common ones of prose.
/// Any other `&` stays as written.
enum HTMLCharacterReferences {
    /// The named references read, by name.
    static let named: [String: Unicode.Scalar] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "copy": "\u{A9}",
        "reg": "\u{AE}", "trade": "\u{2122}", "hellip": "\u{2026}", "mdash": "\u{2014}", "ndash": "\u{2013}",
        "lsquo": "\u{2018}", "rsquo": "\u{2019}", "ldquo": "\u{201C}", "rdquo": "\u{201D}", "laquo": "\u{AB}",
        "raquo": "\u{BB}", "middot": "\u{B7}", "bull": "\u{2022}", "times": "\u{D7}", "divide": "\u{F7}",
        "euro": "\u{20AC}", "deg": "\u{B0}", "sect": "\u{A7}", "para": "\u{B6}", "shy": "\u{AD}",
    ]

    /// The characters `&#128;`–`&#159;` stand for (§13.2.5.80), by their number less 128; `nil` where the number stands for itself.
    private static let windows1252: [UInt32?] = [
        0x20AC, nil, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, nil,
        0x017D, nil, nil, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A,
        0x0153, nil, 0x017E, 0x0178,
    ]

    /// `text` with its references replaced by the characters they stand for.
    static func decode(_ text: ArraySlice<Unicode.Scalar>) -> String {
        var result = String.UnicodeScalarView()
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "&", let (scalar, next) = reference(in: text, at: index) {
                result.append(scalar)
                index = next
            } else {
                result.append(text[index])
                index += 1
            }
        }
        return String(result)
    }

    /// The character of the reference starting with the `&` at `start`, and the index after it.
    private static func reference(
        in text: ArraySlice<Unicode.Scalar>, at start: Int
    ) -> (Unicode.Scalar, Int)? {
        var index = start + 1
        guard index < text.endIndex else { return nil }
        if text[index] == "#" {
            index += 1
            let isHex = index < text.endIndex && (text[index] == "x" || text[index] == "X")
            if isHex { index += 1 }
            var number: UInt32 = 0
            var digits = 0
            while index < text.endIndex, let digit = digitValue(text[index], hex: isHex) {
                // Past U+10FFFF the number only needs to stay past it: held
                // at 0x110000, it times 16 plus a digit is far below 2^32.
                number = min(number * (isHex ? 16 : 10) + digit, 0x11_0000)
                digits += 1
                index += 1
            }
            guard digits > 0 else { return nil }
            if index < text.endIndex && text[index] == ";" { index += 1 }
            return (numeric(number), index)
        }
        var name = ""
        while index < text.endIndex, isASCIILetter(text[index]) || (0x30...0x39).contains(text[index].value) {
            name.unicodeScalars.append(text[index])
            index += 1
            if name.unicodeScalars.count > 8 { return nil }
        }
        guard index < text.endIndex, text[index] == ";", let scalar = named[name] else { return nil }
        return (scalar, index + 1)
    }

    private static func numeric(_ number: UInt32) -> Unicode.Scalar {
        if number >= 0x80 && number <= 0x9F, let mapped = windows1252[Int(number - 0x80)],
            let scalar = Unicode.Scalar(mapped)
        {
            return scalar
        }
        guard number != 0, let scalar = Unicode.Scalar(number) else { return "\u{FFFD}" }
        return scalar
    }

    private static func digitValue(_ scalar: Unicode.Scalar, hex: Bool) -> UInt32? {
        switch scalar.value {
        case 0x30...0x39: return scalar.value - 0x30
        case 0x41...0x46 where hex: return scalar.value - 0x41 + 10
        case 0x61...0x66 where hex: return scalar.value - 0x61 + 10
        default: return nil
        }
    }

    static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value)
    }
}
