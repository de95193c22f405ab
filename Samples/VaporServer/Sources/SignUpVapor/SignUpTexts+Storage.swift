import Formwork

extension SignUpTexts {
    /// The texts in `language`, which the request's `Accept-Language` chose
    /// (`Request.formLanguage(among:)`).
    init(language: FormLanguage) {
        self.language = language
    }

    /// What the email row says when the address is already signed up: the
    /// database refused a second sign-up with it.
    var emailTaken: String {
        switch language.tag {
        case "zh-Hans": return "该电子邮件已注册"
        case "ar": return "هذا البريد الإلكتروني مسجَّل بالفعل"
        default: return "This email is already signed up"
        }
    }
}
