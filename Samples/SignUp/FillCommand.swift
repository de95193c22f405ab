import Formwork
import FormworkTerminal
import Foundation

/// `--fill`: a person fills the sign-up form in the terminal, on the full
/// screen or, with `--lines` or when input is piped, one question per row,
/// in the language `LC_ALL`, `LC_MESSAGES` or `LANG` names (Chinese for
/// `LANG=zh_CN.UTF-8`, with the form's own titles and options in Chinese).
/// Prints the model the form makes and its parameters as JSON, and returns
/// the exit status: 0, or 130 when the person cancels (as a shell reports
/// an interrupted command).
func fillSignUp(lines: Bool) throws -> Int32 {
    let language = languageOfEnvironment(ProcessInfo.processInfo.environment)
    var form = try ModelForm(SignUp())
    form.localization = SignUpChinese.localization(language)
    guard let signUp = try form.fill(lines ? .lines : .automatic, title: SignUpChinese.title(language)) else {
        print(language == .simplifiedChinese ? "已取消：没有注册任何内容。" : "Cancelled: nothing was signed up.")
        return 130
    }
    print("\nThe model the form makes:\n")
    show(FormOutline.describe(signUp))
    print("\nIts JSON parameters:\n")
    print(try ModelForm(signUp).parameters.jsonString())
    return 0
}

/// The built-in language the locale variables name, as POSIX ranks them
/// (`LC_ALL`, then `LC_MESSAGES`, then `LANG`), or English: `zh_CN.UTF-8`
/// is Simplified Chinese, `zh_TW` Traditional, `pt_BR` Brazilian
/// Portuguese, `de_DE` German; `C` and `POSIX` are English. It stands in
/// for `FormLanguage.environment(_:)`.
private func languageOfEnvironment(_ variables: [String: String]) -> FormLanguage {
    let value = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { variables[$0] }.first { !$0.isEmpty } ?? ""
    let locale = value.split(separator: ".").first.map(String.init) ?? ""
    let parts = locale.split(whereSeparator: { $0 == "_" || $0 == "-" }).map { $0.lowercased() }
    guard let code = parts.first else { return .english }
    if code == "zh" {
        return ["tw", "hk", "mo", "hant"].contains(parts.dropFirst().first ?? "") ? .traditionalChinese : .simplifiedChinese
    }
    return FormLanguage.builtIn.first { $0.tag.lowercased().hasPrefix(code) } ?? .english
}
