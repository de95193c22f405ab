extension FormCatalogue {
    /// What a date row expects to be typed, with an example, in every
    /// built-in language.
    ///
    /// The text typed is ISO 8601 in every language (`2026-11-21`, `09:30`);
    /// only the letters that stand for its digits follow the language, as
    /// its forms write them. Chinese, Japanese and Korean forms write
    /// `YYYY-MM-DD` as English does. Arabic keeps the Latin letters too: the
    /// digits typed run left to right, and Arabic letters in their place
    /// would run right to left beside them. Where the letters change, a date
    /// and time separates its two parts with a space, which is typed as
    /// well as `T` and does not read as one more letter of the pattern
    /// (German `TT` is the day). `date.hint.localDateTime` is shown in a
    /// time zone other than UTC, where a time typed without a zone is the
    /// zone's wall-clock time.
    static let dateWordings: [String: [String: Entry]] = [
        "en": [
            "date.hint.date": "YYYY-MM-DD, like 2026-11-21",
            "date.hint.time": "HH:MM, like 09:30",
            "date.hint.dateTime": "YYYY-MM-DDTHH:MM:SSZ, like 2026-11-21T09:30:00Z",
            "date.hint.localDateTime": "YYYY-MM-DDTHH:MM, like 2026-11-21T09:30",
        ],
        "zh-Hans": [
            "date.hint.date": "YYYY-MM-DD，例如2026-11-21",
            "date.hint.time": "HH:MM，例如09:30",
            "date.hint.dateTime": "YYYY-MM-DDTHH:MM:SSZ，例如2026-11-21T09:30:00Z",
            "date.hint.localDateTime": "YYYY-MM-DDTHH:MM，例如2026-11-21T09:30",
        ],
        "zh-Hant": [
            "date.hint.date": "YYYY-MM-DD，例如2026-11-21",
            "date.hint.time": "HH:MM，例如09:30",
            "date.hint.dateTime": "YYYY-MM-DDTHH:MM:SSZ，例如2026-11-21T09:30:00Z",
            "date.hint.localDateTime": "YYYY-MM-DDTHH:MM，例如2026-11-21T09:30",
        ],
        "ja": [
            "date.hint.date": "YYYY-MM-DD（例：2026-11-21）",
            "date.hint.time": "HH:MM（例：09:30）",
            "date.hint.dateTime": "YYYY-MM-DDTHH:MM:SSZ（例：2026-11-21T09:30:00Z）",
            "date.hint.localDateTime": "YYYY-MM-DDTHH:MM（例：2026-11-21T09:30）",
        ],
        "ko": [
            "date.hint.date": "YYYY-MM-DD (예: 2026-11-21)",
            "date.hint.time": "HH:MM (예: 09:30)",
            "date.hint.dateTime": "YYYY-MM-DDTHH:MM:SSZ (예: 2026-11-21T09:30:00Z)",
            "date.hint.localDateTime": "YYYY-MM-DDTHH:MM (예: 2026-11-21T09:30)",
        ],
        "de": [
            "date.hint.date": "JJJJ-MM-TT, z. B. 2026-11-21",
            "date.hint.time": "hh:mm, z. B. 09:30",
            "date.hint.dateTime": "JJJJ-MM-TT hh:mm:ssZ, z. B. 2026-11-21 09:30:00Z",
            "date.hint.localDateTime": "JJJJ-MM-TT hh:mm, z. B. 2026-11-21 09:30",
        ],
        "fr": [
            "date.hint.date": "AAAA-MM-JJ, par exemple 2026-11-21",
            "date.hint.time": "HH:MM, par exemple 09:30",
            "date.hint.dateTime": "AAAA-MM-JJ HH:MM:SSZ, par exemple 2026-11-21 09:30:00Z",
            "date.hint.localDateTime": "AAAA-MM-JJ HH:MM, par exemple 2026-11-21 09:30",
        ],
        "es": [
            "date.hint.date": "AAAA-MM-DD, por ejemplo 2026-11-21",
            "date.hint.time": "HH:MM, por ejemplo 09:30",
            "date.hint.dateTime": "AAAA-MM-DD HH:MM:SSZ, por ejemplo 2026-11-21 09:30:00Z",
            "date.hint.localDateTime": "AAAA-MM-DD HH:MM, por ejemplo 2026-11-21 09:30",
        ],
        "pt-BR": [
            "date.hint.date": "AAAA-MM-DD, por exemplo 2026-11-21",
            "date.hint.time": "HH:MM, por exemplo 09:30",
            "date.hint.dateTime": "AAAA-MM-DD HH:MM:SSZ, por exemplo 2026-11-21 09:30:00Z",
            "date.hint.localDateTime": "AAAA-MM-DD HH:MM, por exemplo 2026-11-21 09:30",
        ],
        "ru": [
            "date.hint.date": "ГГГГ-ММ-ДД, например 2026-11-21",
            "date.hint.time": "ЧЧ:ММ, например 09:30",
            "date.hint.dateTime": "ГГГГ-ММ-ДД ЧЧ:ММ:ССZ, например 2026-11-21 09:30:00Z",
            "date.hint.localDateTime": "ГГГГ-ММ-ДД ЧЧ:ММ, например 2026-11-21 09:30",
        ],
        "ar": [
            "date.hint.date": "YYYY-MM-DD، مثل 2026-11-21",
            "date.hint.time": "HH:MM، مثل 09:30",
            "date.hint.dateTime": "YYYY-MM-DDTHH:MM:SSZ، مثل 2026-11-21T09:30:00Z",
            "date.hint.localDateTime": "YYYY-MM-DDTHH:MM، مثل 2026-11-21T09:30",
        ],
    ]
}
