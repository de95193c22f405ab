import Foundation

/// ISO 8601 date text written and read by Formwork itself, in UTC unless a
/// time zone offset is given, identical on every platform.
///
/// Dates are written to the millisecond: `2026-11-21T09:30:00Z`,
/// `2026-11-21T09:30:00.250Z`. Calendar dates (`2026-11-21`) and times of day
/// (`09:30`) are written and read for the date and time rows.
///
/// The dates Formwork writes and reads are those of the years 0000 to 9999
/// (proleptic Gregorian, UTC), from `0000-01-01T00:00:00Z` to
/// `9999-12-31T23:59:59.999Z`: what four-digit ISO 8601 years and HTML date
/// inputs can hold. Writing and reading agree: a date in the range,
/// rounded to the millisecond (half away from zero), is written, and the
/// text reads back to exactly that millisecond. Text outside the range
/// (`9999-12-31T23:59:59.9999Z`, `0000-01-01T00:00+01:00`) is refused. A
/// `Date` outside the range (or NaN, or infinite) has no date text: it is
/// written as ``invalidText(_:)``, which no reader takes for a date.
enum FormDateText {
    /// `0000-01-01T00:00:00.000Z` in milliseconds since 1970.
    static let earliestMilliseconds = -62_167_219_200_000
    /// `9999-12-31T23:59:59.999Z` in milliseconds since 1970.
    static let latestMilliseconds = 253_402_300_799_999

    /// The date in whole milliseconds since 1970, rounded half away from
    /// zero; `nil` when that falls outside the years 0000–9999 or the date
    /// is NaN or infinite. Checked on the `Double` before any conversion to
    /// an integer, so no date traps.
    static func milliseconds(_ date: Date) -> Int? {
        let scaled = (date.timeIntervalSince1970 * 1000).rounded()
        guard scaled.isFinite, scaled >= Double(earliestMilliseconds), scaled <= Double(latestMilliseconds) else {
            return nil
        }
        return Int(scaled)
    }

    /// `true` when `date` has date text: its millisecond lies in the years 0000–9999.
    static func isRepresentable(_ date: Date) -> Bool {
        milliseconds(date) != nil
    }

    /// The deterministic text of a date outside the years 0000–9999:
    /// `invalid date (1e+16 s since 1970)`, `invalid date (nan s since 1970)`.
    static func invalidText(_ date: Date) -> String {
        "invalid date (\(ExactNumberText.double(date.timeIntervalSince1970)) s since 1970)"
    }

    /// `2026-11-21T09:30:00Z`, with `.SSS` milliseconds when they are not zero.
    static func iso8601(_ date: Date) -> String {
        guard let parts = Parts(date) else { return invalidText(date) }
        return dateTime(parts) + "Z"
    }

    /// `2026-11-21T09:30:00`, with `.SSS` milliseconds when they are not zero.
    static func dateTime(_ parts: Parts) -> String {
        var text = "\(pad(parts.year, 4))-\(pad(parts.month, 2))-\(pad(parts.day, 2))T"
        text += "\(pad(parts.hour, 2)):\(pad(parts.minute, 2)):\(pad(parts.second, 2))"
        if parts.millisecond != 0 { text += "." + pad(parts.millisecond, 3) }
        return text
    }

    /// `2026-11-21`.
    static func calendarDate(_ date: Date) -> String {
        guard let parts = Parts(date) else { return invalidText(date) }
        return "\(pad(parts.year, 4))-\(pad(parts.month, 2))-\(pad(parts.day, 2))"
    }

    /// `09:30`, or `09:30:15` when the seconds are not zero.
    static func timeOfDay(_ date: Date) -> String {
        guard let parts = Parts(date) else { return invalidText(date) }
        return timeOfDay(parts)
    }

    /// `09:30`, or `09:30:15` when the seconds are not zero.
    static func timeOfDay(_ parts: Parts) -> String {
        var text = "\(pad(parts.hour, 2)):\(pad(parts.minute, 2))"
        if parts.second != 0 || parts.millisecond != 0 { text += ":" + pad(parts.second, 2) }
        if parts.millisecond != 0 { text += "." + pad(parts.millisecond, 3) }
        return text
    }

    /// Reads `YYYY-MM-DD`, `YYYY-MM-DDThh:mm[:ss[.fff]]` with `T` or a space,
    /// optionally followed by `Z` or `±hh:mm`; a time without a zone is UTC.
    /// Digits beyond the millisecond round it; `nil` when the instant falls
    /// outside the years 0000–9999.
    static func parseDateTime(_ text: String) -> Date? {
        readDateTime(text).flatMap { date(milliseconds: $0.milliseconds) }
    }

    /// Reads `hh:mm[:ss[.fff]]` as a time on 1970-01-01 UTC.
    static func parseTimeOfDay(_ text: String) -> Date? {
        readTimeOfDay(text).flatMap { date(milliseconds: $0) }
    }

    /// The milliseconds since 1970 that `YYYY-MM-DD[Thh:mm[:ss[.f…]][Z|±hh:mm]]`
    /// names, and whether it named its zone: without one, they are those of
    /// the wall-clock time read as UTC. Not checked against the years 0000–9999.
    static func readDateTime(_ text: String) -> (milliseconds: Int, isZoned: Bool)? {
        DigitScanner.scanning(text) { scanner in
            guard let year = scanner.number(digits: 4), scanner.skip("-"),
                let month = scanner.number(digits: 2), scanner.skip("-"),
                let day = scanner.number(digits: 2),
                (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day)
            else { return nil }
            var milliseconds = daysFromCivil(year: year, month: month, day: day) * 86_400_000
            var isZoned = false
            if !scanner.atEnd {
                guard scanner.skip("T") || scanner.skip("t") || scanner.skip(" "),
                    let time = scanner.timeOfDay()
                else { return nil }
                milliseconds += time
                if scanner.skip("Z") || scanner.skip("z") {
                    isZoned = true
                } else if let offset = scanner.zoneOffset() {
                    milliseconds -= offset
                    isZoned = true
                }
                guard scanner.atEnd else { return nil }
            }
            return (milliseconds, isZoned)
        }
    }

    /// `hh:mm[:ss[.f…]]` as milliseconds since midnight.
    static func readTimeOfDay(_ text: String) -> Int? {
        DigitScanner.scanning(text) { scanner in
            guard let time = scanner.timeOfDay(), scanner.atEnd else { return nil }
            return time
        }
    }

    /// The date `milliseconds` after 1970, when it lies in the years 0000–9999.
    static func date(milliseconds: Int) -> Date? {
        guard (earliestMilliseconds...latestMilliseconds).contains(milliseconds) else { return nil }
        return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
        return value < 0 ? "-" + padded : padded
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's algorithm).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The calendar date of a day count since 1970-01-01 (inverse of `daysFromCivil`).
    static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// A date split into UTC fields, rounded to the millisecond; `nil`
    /// outside the years 0000–9999.
    struct Parts {
        var year, month, day, hour, minute, second, millisecond: Int

        init?(_ date: Date) {
            guard let totalMilliseconds = FormDateText.milliseconds(date) else { return nil }
            self.init(milliseconds: totalMilliseconds)
        }

        /// The fields of a wall-clock time given as milliseconds since 1970.
        init(milliseconds totalMilliseconds: Int) {
            let (days, msOfDay) = totalMilliseconds.floorDivided(by: 86_400_000)
            (year, month, day) = FormDateText.civilFromDays(days)
            hour = msOfDay / 3_600_000
            minute = msOfDay / 60_000 % 60
            second = msOfDay / 1000 % 60
            millisecond = msOfDay % 1000
        }
    }

    /// Reads fixed-width digit groups and separators from ASCII text, byte
    /// by byte where the text's bytes lie.
    private struct DigitScanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        /// `body`'s answer for a scanner at the start of `text`.
        static func scanning<Read>(_ text: String, _ body: (inout DigitScanner) -> Read?) -> Read? {
            func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Read? {
                var scanner = DigitScanner(bytes: bytes)
                return body(&scanner)
            }
            if let read = text.utf8.withContiguousStorageIfAvailable(scan) { return read }
            return Array(text.utf8).withUnsafeBufferPointer(scan)
        }

        var atEnd: Bool { index == bytes.count }

        /// Skips `character` (ASCII) when it comes next.
        mutating func skip(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        mutating func number(digits: Int) -> Int? {
            guard bytes.count - index >= digits else { return nil }
            var value = 0
            for offset in index..<(index + digits) {
                let byte = bytes[offset]
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            index += digits
            return value
        }

        /// `hh:mm[:ss[.f…]]` as milliseconds since midnight; a fourth
        /// fraction digit of 5 or more rounds the millisecond up.
        mutating func timeOfDay() -> Int? {
            guard let hour = number(digits: 2), hour < 24, skip(":"),
                let minute = number(digits: 2), minute < 60
            else { return nil }
            var milliseconds = (hour * 3600 + minute * 60) * 1000
            if skip(":") {
                guard let second = number(digits: 2), second < 60 else { return nil }
                milliseconds += second * 1000
                if skip(".") {
                    var fraction = 0, count = 0
                    while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 {
                        let byte = bytes[index]
                        if count < 3 {
                            fraction = fraction * 10 + Int(byte - 48)
                        } else if count == 3, byte >= 53 {
                            fraction += 1
                        }
                        count += 1
                        index += 1
                    }
                    guard count > 0 else { return nil }
                    for _ in count..<max(count, 3) { fraction *= 10 }
                    milliseconds += fraction
                }
            }
            return milliseconds
        }

        /// `+hh:mm` or `-hh:mm` as milliseconds east of UTC.
        mutating func zoneOffset() -> Int? {
            let sign: Int
            if skip("+") { sign = 1 } else if skip("-") { sign = -1 } else { return nil }
            guard let hours = number(digits: 2), hours < 24 else { return nil }
            _ = skip(":")
            guard let minutes = number(digits: 2), minutes < 60 else { return nil }
            return sign * (hours * 3600 + minutes * 60) * 1000
        }
    }
}

extension Int {
    /// Quotient and remainder rounded towards negative infinity.
    func floorDivided(by divisor: Int) -> (quotient: Int, remainder: Int) {
        let (q, r) = quotientAndRemainder(dividingBy: divisor)
        return r < 0 ? (q - 1, r + divisor) : (q, r)
    }
}
