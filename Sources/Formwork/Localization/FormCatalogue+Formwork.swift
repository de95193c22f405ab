extension FormCatalogue {
    /// The texts every surface shares, in every built-in language.
    ///
    /// ```swift
    /// FormCatalogue.formwork.entry("rule.required", for: .german)   // "{title} ist erforderlich"
    /// ```
    ///
    /// The rules' messages, refusals of typed and posted values, item and
    /// group texts, the words for yes and no, date hints, how a list is
    /// joined and each built-in kind's own texts: what the page, the terminal, the pictures and an app's own
    /// front end all show. Each front end's own texts are in its module's
    /// catalogue (`FormCatalogue.html` in FormworkHTML, `.terminal` in
    /// FormworkTerminal, `.pictures` in FormworkLayout), worded through
    /// ``FormLocalization/text(_:builtIn:)``, which falls back to this one.
    /// Each built-in language words every key English does, with the same
    /// parameters. An app's ``FormLocalization/catalogue`` is consulted first.
    public static let formwork = FormCatalogue(
        parts: [
            ruleWordings, ruleWordingsEurope, ruleWordingsArabic,
            inputWordings, inputWordingsJapaneseKorean, inputWordingsEurope, inputWordingsRussianArabic,
            valueWordings,
            dateWordings,
        ] + FormRow.Kind.allCases.compactMap { ($0.type as? any BuiltInRowKind.Type)?.wordings })

    private init(parts: [[String: [String: Entry]]]) {
        var tables: [String: [String: Entry]] = [:]
        for part in parts {
            for (tag, table) in part { tables[tag, default: [:]].merge(table) { $1 } }
        }
        self.init(tables)
    }
}
