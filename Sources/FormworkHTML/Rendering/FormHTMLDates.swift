import Formwork

/// The input and value of a date row, in the formats of the HTML standard
/// (§2.3.5 "Dates and times"): `2026-11-21` for `date`, `07:30` or
/// `07:30:15.250` for `time`, `2026-11-21T07:30` for `datetime-local`.
///
/// Formwork's dates are UTC and its readers take these texts as UTC, so
/// `datetime-local` (a date and time with no zone) reads back unchanged.
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
        // `2026-11-21T07:30:00.250Z`, Formwork's own UTC text; anything else
        // (no date, or one outside the years 0000–9999) leaves the input empty.
        let text = Array(row.value.text.utf8)
        guard case .date = row.value, text.count >= 20, text.last == UInt8(ascii: "Z"), text[10] == UInt8(ascii: "T")
        else { return Value(type: type, value: "", step: nil) }
        let day = String(decoding: text[0..<10], as: UTF8.self)
        var time = String(decoding: text[11..<(text.count - 1)], as: UTF8.self)
        let hasSeconds = !time.hasSuffix(":00")
        if !hasSeconds { time = String(time.prefix(5)) }
        let step = hasSeconds && row.dateKind != .date ? "any" : nil
        switch row.dateKind {
        case .date: return Value(type: type, value: day, step: nil)
        case .time: return Value(type: type, value: time, step: step)
        case .dateTime: return Value(type: type, value: day + "T" + time, step: step)
        }
    }
}
