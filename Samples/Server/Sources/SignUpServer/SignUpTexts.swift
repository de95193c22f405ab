import Formwork

/// The sign-up server's own texts in the languages it speaks: English,
/// Simplified Chinese and Arabic. Formwork words its own texts (buttons,
/// messages) in each; the server gives the titles of SignUp's rows, its
/// option labels and placeholders, and its pages' headings.
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
        language = header.map { negotiatedLanguage(acceptLanguage: $0, among: Self.languages) } ?? .english
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
    func localize(_ form: inout ModelForm<SignUp>) {
        guard form.localization.language != language else { return }
        form.localization = localization
    }

    /// The form's localization: titles by key, item titles, option labels
    /// and placeholders in the page's language; Formwork's own texts too.
    var localization: FormLocalization {
        let table = self.table
        guard !table.isEmpty else { return FormLocalization(language: language) }
        let titles = Dictionary(
            uniqueKeysWithValues: Self.titleKeys.compactMap { key, english in table[english].map { (key, $0) } })
        // The one group's "Add" button names its noun, which the catalogue words here.
        let catalogue = FormCatalogue([
            "zh-Hans": ["html.item.add": "添加紧急联系人"], "ar": ["html.item.add": "إضافة جهة اتصال للطوارئ"],
        ])
        let language = self.language
        return FormLocalization(language: language, catalogue: catalogue, titles: titles) { request in
            switch request {
            case .title(let key, let text):
                // An item's rows and the item itself: `emergency_contacts[0].name`, "Emergency Contact 1".
                guard key.hasPrefix("emergency_contacts[") else { return nil }
                if let dot = key.firstIndex(of: "."),
                    let english = Self.titleKeys["emergency_contacts." + key[key.index(after: dot)...]]
                {
                    return table[english]
                }
                guard let number = text.split(separator: " ").last, number.allSatisfy(\.isNumber) else { return nil }
                // Chinese writes no space before a number.
                return (table["Emergency Contact"] ?? "Emergency Contact") + (language == .simplifiedChinese ? "" : " ") + number
            case .placeholder(_, let text), .optionLabel(_, _, let text): return table[text]
            default: return nil
            }
        }
    }

    /// The English title of each row and section by key, as SignUp declares them.
    static let titleKeys: [String: String] = [
        "avatar": "Avatar", "user_name": "User Name", "age": "Age", "gender": "Gender", "contact": "Contact",
        "email": "Email", "phone": "Mobile", "tags": "Tags", "topics": "Topics", "birthday": "Birthday",
        "newsletter": "Newsletter", "frequency": "Frequency", "about_me": "About Me", "address": "Address",
        "address.street": "Street", "address.city": "City", "address.zip": "ZIP Code", "address.country": "Country",
        "address.province": "Province", "emergency_contacts": "Emergency Contacts", "emergency_contacts.name": "Name",
        "emergency_contacts.phone": "Phone", "emergency_contacts.relationship": "Relationship",
        "emergency_contacts.details": "Details",
    ]
}
