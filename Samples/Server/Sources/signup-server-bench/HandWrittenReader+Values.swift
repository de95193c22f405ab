import Foundation

/// The hand-written reader's value checks, each written for this form's
/// rows: what Formwork's rules and readings decide, decided by hand.
extension HandWrittenReader {
    /// `text` without leading and trailing spaces and tabs (the scalars of
    /// `CharacterSet.whitespaces`), as a number, a date or a yes/no is read.
    static func trimmingSpaces(_ text: String) -> String {
        let bytes = text.utf8
        if let first = bytes.first, let last = bytes.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) {
            return text
        }
        let scalars = text.unicodeScalars
        guard let start = scalars.firstIndex(where: { !isSpace($0) }),
            let end = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(scalars[start...end])
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// Digits with an optional sign, or a decimal numeral whose fraction is
    /// only zeros (`42.0`): the whole number, else nil.
    static func wholeNumber(_ text: String) -> Int? {
        if let value = Int(text) { return value }
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[1].allSatisfy({ $0 == "0" }) else { return nil }
        return Int(parts[0])
    }

    /// A yes/no answer as a form reads it, any case: `true yes on 1`, `false no off 0`.
    static func yesOrNo(_ text: String) -> Bool? {
        switch trimmingSpaces(text).lowercased() {
        case "true", "yes", "on", "1": return true
        case "false", "no", "off", "0": return false
        default: return nil
        }
    }

    /// `yyyy-MM-dd`, a day that exists, at midnight UTC.
    static func calendarDate(_ text: String) -> Date? {
        guard text.utf8.count == 10 else { return nil }
        var year = 0
        var month = 0
        var day = 0
        for (offset, byte) in text.utf8.enumerated() {
            if offset == 4 || offset == 7 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let digit = Int(byte - UInt8(ascii: "0"))
            if offset < 4 {
                year = year * 10 + digit
            } else if offset < 7 {
                month = month * 10 + digit
            } else {
                day = day * 10 + digit
            }
        }
        guard (1...12).contains(month) else { return nil }
        let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days =
            switch month {
            case 2: isLeap ? 29 : 28
            case 4, 6, 9, 11: 30
            default: 31
            }
        guard (1...days).contains(day) else { return nil }
        // Days since 1970-01-01 of the proleptic Gregorian date (Howard Hinnant's days_from_civil).
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return Date(timeIntervalSince1970: Double((era * 146_097 + dayOfEra - 719_468) * 86_400))
    }

    /// Whether `text` is empty or only whitespace, as `required` sees it.
    static func isBlank(_ text: String) -> Bool {
        if let first = text.utf8.first, (0x21...0x7E).contains(first) { return false }
        return text.allSatisfy(\.isWhitespace)
    }

    /// Whether `text` has at most `maximum` characters (grapheme clusters);
    /// text of no more bytes than that fits without being counted.
    static func fits(_ text: String, _ maximum: Int) -> Bool {
        text.utf8.count <= maximum || text.count <= maximum
    }

    /// An ASCII `local@domain` as `FormRule.email` defines it: at most 254
    /// bytes; the local part at most 64, dot-separated runs of letters,
    /// digits and ``!#$%&'*+/=?^_`{|}~-``; the domain at least two labels
    /// of letters, digits and inner hyphens (1–63 each), the last of two or
    /// more with a letter.
    static func isEmail(_ text: String) -> Bool {
        let bytes = text.utf8
        guard bytes.count <= 254, let at = bytes.lastIndex(of: UInt8(ascii: "@")) else { return false }
        var length = 0
        var run = 0
        for byte in bytes[..<at] {
            length += 1
            if byte == UInt8(ascii: ".") {
                guard run > 0 else { return false }
                run = 0
            } else {
                guard isLetterOrDigit(byte) || isLocalSymbol(byte) else { return false }
                run += 1
            }
        }
        guard length <= 64, run > 0 else { return false }
        var labels = 0
        var label = 0
        var hasLetter = false
        var previous: UInt8 = 0
        for byte in bytes[bytes.index(after: at)...] {
            if byte == UInt8(ascii: ".") {
                guard (1...63).contains(label), previous != UInt8(ascii: "-") else { return false }
                labels += 1
                label = 0
                hasLetter = false
            } else {
                guard isLetterOrDigit(byte) || (byte == UInt8(ascii: "-") && label > 0) else { return false }
                label += 1
                hasLetter = hasLetter || isLetter(byte)
            }
            previous = byte
        }
        guard (1...63).contains(label), previous != UInt8(ascii: "-") else { return false }
        return labels + 1 >= 2 && label >= 2 && hasLetter
    }

    private static func isLocalSymbol(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"),
            UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: "="),
            UInt8(ascii: "?"), UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "{"),
            UInt8(ascii: "|"), UInt8(ascii: "}"), UInt8(ascii: "~"), UInt8(ascii: "-"):
            return true
        default: return false
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
