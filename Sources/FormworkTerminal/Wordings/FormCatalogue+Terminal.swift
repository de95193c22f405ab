import Formwork

extension FormCatalogue {
    /// The terminal's own texts in every built-in language: its keys, hints,
    /// questions, status line and buttons.
    ///
    /// ```swift
    /// FormCatalogue.terminal.entry("terminal.submit", for: .german)   // "Absenden"
    /// FormLocalization(language: .german).text(FormPhrase("terminal.submit"), builtIn: .terminal)   // "Absenden"
    /// ```
    ///
    /// The screen and the line mode word every text with
    /// `FormLocalization.text(_:builtIn:)` and this catalogue, so the texts
    /// every surface shares (a rule's message, yes and no, a date's hint)
    /// come from `FormCatalogue.formwork`, and an app's own catalogue words
    /// any key of either its way. Each built-in language words every key
    /// English does, with the same parameters.
    public static let terminal = [
        terminalWordings, terminalWordingsJapaneseKorean, terminalWordingsEurope, terminalWordingsPortugueseRussian,
        terminalWordingsArabic,
    ]
    .reduce(FormCatalogue()) { $0.merging(FormCatalogue($1)) }
}
