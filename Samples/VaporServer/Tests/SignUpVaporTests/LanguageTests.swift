import FormworkTesting
import Foundation
import Testing
import VaporTesting

@testable import SignUpVapor

/// The server answers in the language the browser asks for, the refusal
/// of a second sign-up with one email included.
@Suite("Sign-up server languages (Vapor)")
struct LanguageTests {
    /// What the form's page says in one language, written out by hand.
    struct Page: Sendable, CustomTestStringConvertible {
        var acceptLanguage: String
        /// The page's `Content-Language` and `<html lang>`.
        var tag: String
        var html: String
        var heading: String
        var userName: String
        var footer: String
        /// The email row's title, and what it says of an address already signed up.
        var email: String
        var emailTaken: String

        var testDescription: String { acceptLanguage }
    }

    static let english = Page(
        acceptLanguage: "en-GB,en;q=0.9", tag: "en", html: #"<html lang="en">"#, heading: "Sign up",
        userName: "User Name", footer: "We never share these.", email: "Email",
        emailTaken: "This email is already signed up")

    static let pages = [
        english,
        Page(
            acceptLanguage: "zh-CN,zh;q=0.9,en;q=0.8", tag: "zh-Hans", html: #"<html lang="zh-Hans">"#, heading: "注册",
            userName: "用户名", footer: "我们绝不会分享这些信息。", email: "电子邮件", emailTaken: "该电子邮件已注册"),
        Page(
            acceptLanguage: "ar-EG,ar;q=0.9,en;q=0.5", tag: "ar", html: #"<html lang="ar" dir="rtl">"#,
            heading: "التسجيل", userName: "اسم المستخدم", footer: "لن نشارك هذه المعلومات أبدًا.",
            email: "البريد الإلكتروني", emailTaken: "هذا البريد الإلكتروني مسجَّل بالفعل"),
        // No language the server speaks: English.
        Page(
            acceptLanguage: "de-DE,de;q=0.9", tag: "en", html: english.html, heading: english.heading,
            userName: english.userName, footer: english.footer, email: english.email, emailTaken: english.emailTaken),
    ]

    @Test(arguments: pages)
    func theFormIsInTheLanguageTheBrowserPrefers(_ expected: Page) async throws {
        try await withServer { server, _ in
            let response = try await server.get("/", acceptLanguage: expected.acceptLanguage)
            #expect(response.status == .ok)
            #expect(response.headers.first(name: .contentLanguage) == expected.tag)
            let html = response.body.string
            #expect(html.contains("\(expected.html)\n<head>") && html.contains("<h1>\(expected.heading)</h1>"))
            let page = try FormPage(html: html)
            let userName = try #require(page.row("user_name"))
            #expect(userName.markup.contains(#"<label for="formwork-user_name">\#(expected.userName)</label>"#))
            #expect(page.formMarkup.contains(#"<p class="formwork-footer">\#(expected.footer)</p>"#))
        }
    }

    /// The same email again, under another name: the error beside the email
    /// row in the page's language, the name and email as posted.
    @Test(arguments: pages.prefix(3))
    func anEmailAlreadySignedUpIsRefusedInTheBrowsersLanguage(_ expected: Page) async throws {
        try await withServer { server, store in
            #expect(try await server.signUpAda().status == .seeOther)
            var page = try await server.openForm(acceptLanguage: expected.acceptLanguage)
            try page.fillInAda(name: "艾达", email: "ada@example.com")
            let answer = try await server.post(page, acceptLanguage: expected.acceptLanguage)
            #expect(answer.status == .unprocessableEntity)
            #expect(answer.headers.first(name: .contentLanguage) == expected.tag)
            #expect(answer.body.string.contains(expected.html))
            let refused = try FormPage(html: answer.body.string)
            #expect(refused.row("email")?.markup.contains(#"<label for="formwork-email">\#(expected.email)</label>"#) == true)
            #expect(refused.errors(for: "email") == [expected.emailTaken])
            #expect(refused.texts("email") == ["ada@example.com"])
            #expect(refused.texts("user_name") == ["艾达"])
            #expect(refused.texts("address[zip]") == ["SW1Y 4JH"])
            #expect(try await store.all().map(\.user_name) == ["Ada Lovelace"])
        }
    }

    @Test func theWelcomePageIsInTheBrowsersLanguage() async throws {
        try await withServer { server, _ in
            #expect(try await server.signUpAda().status == .seeOther)
            let welcome = try await server.get("/welcome/1", acceptLanguage: "zh-CN")
            #expect(welcome.headers.first(name: .contentLanguage) == "zh-Hans")
            #expect(welcome.body.string.contains("<h1>欢迎！您是第1位注册者</h1>"))
            let shown = try FormPage(html: welcome.body.string)
            #expect(shown.row("email")?.markup.contains(#"<label for="formwork-email">电子邮件</label>"#) == true)
        }
    }

    /// An `Accept-Language` sent on two lines is one list (RFC 9110 §5.3):
    /// Arabic, unweighted, is wanted most.
    @Test func aHeaderOnTwoLinesIsOneList() async throws {
        try await withServer { server, _ in
            let headers = HTTPHeaders([
                ("Accept-Language", "de;q=0.9"), ("Accept-Language", "ar"), ("Cookie", "csrf_token=\(server.token)"),
            ])
            let page = try await server.tester.sendRequest(.GET, "/", headers: headers)
            #expect(page.headers.first(name: .contentLanguage) == "ar")
        }
    }
}
