import Formwork
import FormworkTerminal
import Foundation

/// `--fill`: a person fills the sign-up form in the terminal, on the full
/// screen or, with `--lines` or when input is piped, one question per row,
/// in the language `LC_ALL`, `LC_MESSAGES` or `LANG` names (Chinese for
/// `LANG=zh_CN.UTF-8`, with the form's own titles and options in Chinese,
/// Arabic for `LANG=ar_EG.UTF-8`).
/// Prints the model the form makes and its parameters as JSON, and returns
/// the exit status: 0, or 130 when the person cancels (as a shell reports
/// an interrupted command).
func fillSignUp(lines: Bool) throws -> Int32 {
    let language = FormLanguage.environment(ProcessInfo.processInfo.environment)
    let texts = SignUpTranslations.texts[language.tag]
    let form = try FormState(SignUp(), localization: SignUpTranslations.localization(for: language))
    guard let signUp = try form.fill(lines ? .lines : .automatic, title: texts?.formTitle) else {
        print(texts?.cancelled ?? "Cancelled: nothing was signed up.")
        return 130
    }
    print("\nThe model the form makes:\n")
    show(FormOutline.describe(signUp))
    print("\nIts JSON parameters:\n")
    print(try FormState(signUp).parameters.jsonString())
    return 0
}
