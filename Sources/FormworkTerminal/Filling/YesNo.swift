import Formwork
import Foundation

/// The words a yes-or-no answer is typed in, in the form's language: the
/// ones line mode shows in its questions (`yes`, `no`; 是, 否; да, нет) and
/// the ones a switch shows (`Yes`, `No`), and always English `y`, `yes`,
/// `n` and `no`, which every keyboard types.
///
/// ```swift
/// YesNo(FormLocalization(language: .russian)).answer("Да")   // true
/// YesNo(FormLocalization(language: .simplifiedChinese)).answer("否")   // false
/// ```
///
/// Words compare without case or accents (`si` is `sí`, `NAO` is `não`),
/// and without the spaces around them.
struct YesNo {
    let localization: FormLocalization

    init(_ localization: FormLocalization) {
        self.localization = localization
    }

    /// `yes or no`: what a row that is switched on or off expects.
    static let hint = FormPhrase("terminal.hint.yesNo")

    /// The word shown for yes in a question's `(yes/no)`.
    var yes: String { localization.yesWord }
    /// The word shown for no in a question's `(yes/no)`.
    var no: String { localization.noWord }

    /// `true` for a yes, `false` for a no, `nil` for any other answer.
    func answer(_ text: String) -> Bool? {
        if let answer = localization.yesOrNo(text) { return answer }
        let typed = Self.folded(text)
        guard !typed.isEmpty else { return nil }
        let yesWords = [localization.text(FormPhrase("value.on"), builtIn: .terminal), "y", "yes"]
        let noWords = [localization.text(FormPhrase("value.off"), builtIn: .terminal), "n", "no"]
        if yesWords.contains(where: { Self.folded($0) == typed }) { return true }
        if noWords.contains(where: { Self.folded($0) == typed }) { return false }
        return nil
    }

    private static func folded(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespaces).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
