import Formwork

/// The sign-up server's own texts in the languages it speaks: English,
/// Simplified Chinese and Arabic. Formwork words its own texts (buttons,
/// messages) in each; the `signup` sample's translations give SignUp's
/// titles and option labels, and this type the pages' headings. The Vapor
/// server (`Samples/VaporServer`) links this file and its tables.
///
/// ```swift
/// let texts = SignUpTexts(acceptLanguage: "zh-CN,zh;q=0.9,en;q=0.8")
/// texts.language                   // .simplifiedChinese
/// texts.signUpHeading              // "注册"
/// ```
struct SignUpTexts: Sendable {
    /// The languages the server has texts for, English first (the default).
    static let languages: [FormLanguage] = [.english, .simplifiedChinese, .arabic]

    let language: FormLanguage

    /// The texts in the language `header` (an `Accept-Language` value) prefers among ``languages``.
    init(acceptLanguage header: String?) {
        language = header.map { FormLanguage.negotiating(acceptLanguage: $0, among: Self.languages) } ?? .english
    }

    /// The server's texts for `language`, by English text.
    private var table: [String: String] {
        switch language.tag {
        case "zh-Hans": return Self.chinese
        case "ar": return Self.arabic
        default: return [:]
        }
    }

    /// `english` in the page's language.
    func text(_ english: String) -> String { table[english] ?? english }

    var signUpHeading: String { text("Sign up") }

    func welcomeHeading(number: Int) -> String {
        switch language.tag {
        case "zh-Hans": return "欢迎！您是第\(number)位注册者"
        case "ar": return "مرحبًا! رقم تسجيلك \(number)"
        default: return "Welcome! You are sign-up number \(number)"
        }
    }

    /// Puts `form` in the page's language; a form already in it (the blank
    /// form is English) is left as it is, its storage still shared.
    func localize(_ form: inout FormState<SignUp>) {
        guard form.localization.language != language else { return }
        form.localization = localization
    }

    /// The form's localization: the `signup` sample's translations of
    /// SignUp's titles, placeholders, option labels, footer and the
    /// contacts' noun (``SignUpTranslations``, the same file); Formwork's own
    /// texts in the page's language too.
    var localization: FormLocalization { SignUpTranslations.localization(for: language) }
}
