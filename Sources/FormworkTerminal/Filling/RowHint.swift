import Formwork

/// What a row expects to be typed, shown beside it while it is edited and
/// in line mode's prompt: `YYYY-MM-DD`, `a number from 0 to 150`.
enum RowHint {
    /// The expected input of `row`, or `nil` when any text will do; a
    /// date's format in the language and time zone of `localization`.
    static func expected(_ row: FormRow, _ localization: FormLocalization = .none) -> String? {
        switch row.kind {
        case .text, .longText:
            return row.maxCharacters.map { "up to \($0) characters" }
        case .title: return nil
        case .number: return numberHint(row)
        case .boolean: return "yes or no"
        case .enumerated where !row.allowsMultipleSelection:
            return "one of " + row.options.map(\.label).joined(separator: ", ")
        case .enumerated, .list:
            if row.options.isEmpty { return "items separated by commas" }
            return "any of " + row.options.map(\.label).joined(separator: ", ") + ", separated by commas"
        case .date:
            return dateHint(row.dateKind, localization)
        case .image: return "the path of an image file"
        case .file: return "the path of a file"
        }
    }

    /// `YYYY-MM-DD, like 2026-11-21`; a date and time in a zone other than
    /// UTC is typed as the zone's wall-clock time, with no `Z`.
    private static func dateHint(_ kind: FormRow.DateKind, _ localization: FormLocalization) -> String {
        let key: String
        switch kind {
        case .date: key = "date.hint.date"
        case .time: key = "date.hint.time"
        case .dateTime:
            key = localization.timeZone == FormLocalization.utc ? "date.hint.dateTime" : "date.hint.localDateTime"
        }
        return localization.text(FormPhrase(key))
    }

    private static func numberHint(_ row: FormRow) -> String {
        switch (row.minimum, row.maximum) {
        case (let low?, let high?): return "a number from \(low.text) to \(high.text)"
        case (let low?, nil): return "a number from \(low.text)"
        case (nil, let high?): return "a number up to \(high.text)"
        case (nil, nil): return "a number"
        }
    }
}
