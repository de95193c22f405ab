extension FormCatalogue {
    /// Every text Formwork writes for a person, in every built-in language.
    ///
    /// ```swift
    /// FormCatalogue.formwork.entry("rule.required", for: .german)   // "{title} ist erforderlich"
    /// ```
    ///
    /// The rules' messages, refusals, item titles, the web page's buttons and
    /// notices, the terminal's hints and questions, and the pictures' tags.
    /// Each built-in language words every key English does, with the same
    /// parameters. An app's ``FormLocalization/catalogue`` is consulted first.
    public static let formwork = FormCatalogue(parts: [
        ruleWordings, ruleWordingsEurope, ruleWordingsArabic,
        pictureWordings,
        inputWordings, inputWordingsJapaneseKorean, inputWordingsEurope, inputWordingsRussianArabic,
        terminalWordings, terminalWordingsJapaneseKorean, terminalWordingsEurope, terminalWordingsPortugueseRussian,
        terminalWordingsArabic,
        dateWordings,
        htmlWordings,
    ])

    private init(parts: [[String: [String: Entry]]]) {
        var tables: [String: [String: Entry]] = [:]
        for part in parts {
            for (tag, table) in part { tables[tag, default: [:]].merge(table) { $1 } }
        }
        self.init(tables)
    }
}
