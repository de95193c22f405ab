import Foundation

extension FormLocalization {
    /// The word for yes a form shows in its language: the first of the
    /// catalogue's `input.yes` alternatives.
    ///
    /// ```swift
    /// FormLocalization(language: .simplifiedChinese).yesWord   // "是"
    /// FormLocalization(language: .german).noWord               // "nein"
    /// ```
    public var yesWord: String { Self.alternatives(text(FormPhrase("input.yes"))).first ?? "yes" }

    /// The word for no a form shows in its language: the first of `input.no`.
    public var noWord: String { Self.alternatives(text(FormPhrase("input.no"))).first ?? "no" }

    /// `true` or `false` when `text` is one of the language's words for yes
    /// or no, `nil` for anything else.
    ///
    /// ```swift
    /// let russian = FormLocalization(language: .russian)
    /// russian.yesOrNo("Да")    // true
    /// russian.yesOrNo("нет")   // false
    /// FormLocalization(language: .spanish).yesOrNo("si")   // true: "sí" without its accent
    /// ```
    ///
    /// The words are the catalogue's `input.yes` and `input.no`,
    /// alternatives separated by `|` (`"是|对|是的"`). Letter case, accents
    /// and surrounding spaces are ignored.
    public func yesOrNo(_ text: String) -> Bool? {
        let typed = Self.folded(text)
        guard !typed.isEmpty else { return nil }
        if Self.alternatives(self.text(FormPhrase("input.yes"))).contains(where: { Self.folded($0) == typed }) { return true }
        if Self.alternatives(self.text(FormPhrase("input.no"))).contains(where: { Self.folded($0) == typed }) { return false }
        return nil
    }

    private static func alternatives(_ wording: String) -> [String] {
        wording.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    private static func folded(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespaces).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
