import Formwork
import FormworkHTML
import FormworkLayout
import FormworkTerminal
import Foundation
import Testing

/// An error the app adds to a form, shown by every surface from the form
/// alone, in the form's language.
@Suite struct AddedErrorSurfaceTests {
    struct SignUp: FormModel {
        @FormText(rules: [.required]) var name = ""
        @FormText(.email, rules: [.required, .email]) var email = ""
    }

    /// The form a server answers with after its database refused the email.
    static func refused(in language: FormLanguage) throws -> FormState<SignUp> {
        let catalogue = FormCatalogue([
            "zh-Hans": ["title.name": "姓名", "title.email": "电子邮件", "signup.emailTaken": "{title} {email} 已经注册过了"]
        ])
        var form = try FormState(SignUp(), localization: FormLocalization(language: language, catalogue: catalogue))
        try form.setText("Ada", for: "name")
        try form.setText("ada@example.com", for: "email")
        // The one call every surface reads.
        form.addError(
            FormMessage(
                FormPhrase("signup.emailTaken", ["email": "ada@example.com"]),
                default: "{title} {email} is already signed up"),
            for: "email")
        return form
    }

    static let english = "Email ada@example.com is already signed up"
    static let chinese = "电子邮件 ada@example.com 已经注册过了"

    @Test(arguments: [(FormLanguage.english, english), (.simplifiedChinese, chinese)])
    func thePageShowsItUnderItsRow(language: FormLanguage, message: String) throws {
        let html = try Self.refused(in: language).html()
        // Under the email row, named by the input's aria-describedby, as the form's own errors are.
        #expect(html.contains(#"<p id="formwork-email-error" class="formwork-error">\#(message)</p>"#))
        #expect(html.contains(#"aria-describedby="formwork-email-error""#))
        #expect(!html.contains("formwork-name-error"))
    }

    @Test(arguments: [(FormLanguage.english, english), (.simplifiedChinese, chinese)])
    func theTerminalShowsItUnderItsRowBeforeAnySubmit(language: FormLanguage, message: String) throws {
        let screen = FormScreen(try Self.refused(in: language), size: TerminalSize(columns: 80, rows: 20))
        let lines = screen.frame.text.split(separator: "\n").map(String.init)
        let email = try #require(lines.firstIndex { $0.contains("ada@example.com") && !$0.contains("!") })
        #expect(lines[email + 1].trimmingCharacters(in: .whitespaces) == "! " + message)
    }

    @Test(arguments: [(FormLanguage.english, english), (.simplifiedChinese, chinese)])
    func aPictureDrawsItUnderItsRow(language: FormLanguage, message: String) throws {
        let form = try Self.refused(in: language)
        let input = form.layoutInput()
        let email = try #require(input.sections.flatMap(\.items).first { $0.name == "email" })
        #expect(email.details.errors == [message])
        // The picture draws its text, as it draws the form's own errors.
        let svg = try form.layout(for: .compact).render(.svg)
        #expect(svg.contains(">\(message)</text>"))
    }
}
