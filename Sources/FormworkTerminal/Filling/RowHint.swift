import Formwork

/// What a row expects to be typed, shown beside it while it is edited and
/// in line mode's prompt: `YYYY-MM-DD`, `a number from 0 to 150`, in the
/// form's language.
enum RowHint {
    /// The expected input of `row`, or `nil` when any text will do; a
    /// date's format in the language and time zone of `localization`.
    static func expected(_ row: FormRow, in localization: FormLocalization) -> String? {
        let phrase: FormPhrase
        switch row.kind {
        case .text, .longText:
            guard let limit = row.maxCharacters else { return nil }
            phrase = FormPhrase("terminal.hint.maxCharacters", count: limit)
        case .heading: return nil
        case .number: phrase = numberHint(row)
        case .boolean: phrase = YesNo.hint
        case .enumerated where !row.allowsMultipleSelection:
            phrase = FormPhrase("terminal.hint.oneOf", arguments: [.init("options", items: row.choices.map(\.label))])
        case .enumerated, .list:
            if row.choices.isEmpty { return localization.text(FormPhrase("terminal.hint.items"), builtIn: .terminal) }
            phrase = FormPhrase("terminal.hint.anyOf", arguments: [.init("options", items: row.choices.map(\.label))])
        case .date:
            phrase = dateHint(row.dateKind, localization)
        case .image: phrase = FormPhrase("terminal.hint.image")
        case .attachment: phrase = FormPhrase("terminal.hint.file")
        default:
            // A kind of the app's own lists the choices its editor offers, or
            // says what it takes when it refuses.
            guard let options = row.offeredChoices else { return nil }
            phrase = FormPhrase("terminal.hint.oneOf", arguments: [.init("options", items: options.map(\.label))])
        }
        return localization.text(phrase, builtIn: .terminal)
    }

    /// `YYYY-MM-DD, like 2026-11-21`; a date and time in a zone other than
    /// UTC is typed as the zone's wall-clock time, with no `Z`.
    private static func dateHint(_ kind: FormRow.DateKind, _ localization: FormLocalization) -> FormPhrase {
        switch kind {
        case .date: return FormPhrase("date.hint.date")
        case .time: return FormPhrase("date.hint.time")
        case .dateTime:
            return FormPhrase(localization.timeZone == FormLocalization.utc ? "date.hint.dateTime" : "date.hint.localDateTime")
        }
    }

    private static func numberHint(_ row: FormRow) -> FormPhrase {
        switch (row.minimum, row.maximum) {
        case (let low?, let high?): return FormPhrase("terminal.hint.number.range", ["low": low.text, "high": high.text])
        case (let low?, nil): return FormPhrase("terminal.hint.number.from", ["low": low.text])
        case (nil, let high?): return FormPhrase("terminal.hint.number.upTo", ["high": high.text])
        case (nil, nil): return FormPhrase("terminal.hint.number")
        }
    }
}
