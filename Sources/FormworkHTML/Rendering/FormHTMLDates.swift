import Formwork

/// The input and value of a date row, in the formats of the HTML standard
/// (§2.3.5 "Dates and times"): `2026-11-21` for `date`, `07:30` or
/// `07:30:15.250` for `time`, `2026-11-21T07:30` for `datetime-local`.
///
/// The value is the row's display text, which writes a time in the form's
/// time zone (``FormLocalization/timeZone``) with its offset
/// (`2026-11-21T07:30:00+08:00`, `Z` in UTC); `datetime-local` takes the
/// wall-clock time without the offset, and Formwork reads the text the
/// browser posts back as the wall-clock time in the same zone. Where clocks
/// show a time twice, the later instant's text reads back as the earlier
/// one: `datetime-local` has no room for the offset that tells them apart.
enum FormHTMLDates {
    struct Value {
        var type: String
        var value: String
        /// `any` when the value has seconds: the default step of `time`
        /// and `datetime-local` is 60 seconds, which would refuse it.
        var step: String?
    }

    static func value(_ row: FormRow) -> Value {
        let type: String
        switch row.dateKind {
        case .date: type = "date"
        case .time: type = "time"
        case .dateTime: type = "datetime-local"
        }
        // `2026-11-21T07:30:00.250+08:00`, `07:30:00.250`, `2026-11-21`:
        // the row's text; anything else (no date, or one outside the years
        // 0000–9999) leaves the input empty.
        guard case .date = row.value, let (day, time) = parts(of: row.displayText, row.dateKind) else {
            return Value(type: type, value: "", step: nil)
        }
        let step = time.count > 5 && row.dateKind != .date ? "any" : nil
        switch row.dateKind {
        case .date: return Value(type: type, value: day, step: nil)
        case .time: return Value(type: type, value: time, step: step)
        case .dateTime: return Value(type: type, value: day + "T" + time, step: step)
        }
    }

    /// The day and the wall-clock time of a date row's display text, the
    /// time without seconds when they are zero; `nil` when it is no date text.
    private static func parts(of text: String, _ kind: FormRow.DateKind) -> (day: String, time: String)? {
        let bytes = Array(text.utf8)
        func isDigit(_ index: Int) -> Bool { index < bytes.count && bytes[index] >= 48 && bytes[index] <= 57 }
        switch kind {
        case .date:
            return bytes.count == 10 && isDigit(0) && bytes[4] == UInt8(ascii: "-") ? (text, "") : nil
        case .time:
            return bytes.count >= 5 && isDigit(0) && bytes[2] == UInt8(ascii: ":") ? ("", text) : nil
        case .dateTime:
            // `YYYY-MM-DDThh:mm:ss[.fff]` then `Z` or `±hh:mm`.
            guard bytes.count >= 20, isDigit(0), bytes[10] == UInt8(ascii: "T") else { return nil }
            let zone = bytes[19...].firstIndex { $0 == UInt8(ascii: "Z") || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") }
            guard let zone else { return nil }
            var time = String(decoding: bytes[11..<zone], as: UTF8.self)
            if time.hasSuffix(":00") { time = String(time.prefix(5)) }
            return (String(decoding: bytes[0..<10], as: UTF8.self), time)
        }
    }
}
