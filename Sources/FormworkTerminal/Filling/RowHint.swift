import Formwork

/// What a row expects to be typed, shown beside it while it is edited and
/// in line mode's prompt: `YYYY-MM-DD`, `a number from 0 to 150`.
enum RowHint {
    /// The expected input of `row`, or `nil` when any text will do.
    static func expected(_ row: FormRow) -> String? {
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
            switch row.dateKind {
            case .date: return "YYYY-MM-DD, like 2026-11-21"
            case .time: return "HH:MM, like 09:30"
            case .dateTime: return "YYYY-MM-DDTHH:MM:SSZ, like 2026-11-21T09:30:00Z"
            }
        case .image: return "the path of an image file"
        case .file: return "the path of a file"
        }
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
