import Formwork
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import SignUpServer

/// The server answers in the language the browser asks for.
@Suite("Sign-up server languages")
struct LanguageTests {
    func withServer(_ test: @escaping @Sendable (ServerClient) async throws -> Void) async throws {
        let router = Router()
        try SignUpRoutes(limits: ServerLimits()).add(to: router)
        try await Application(router: router).test(.router) { client in
            try await test(try await ServerClient.opening(client))
        }
    }

    func page(_ server: ServerClient, _ uri: String, language: String) async throws -> String {
        let response = try await server.client.execute(
            uri: uri, method: .get, headers: [.acceptLanguage: language, .cookie: "csrf_token=\(server.token)"])
        #expect(response.status == .ok)
        return String(buffer: response.body)
    }

    @Test func aChineseBrowserGetsEveryPageInChinese() async throws {
        try await withServer { server in
            let form = try await page(server, "/", language: "zh-CN,zh;q=0.9,en;q=0.8")
            #expect(form.contains("<html lang=\"zh-Hans\">\n") && form.contains("<h1>注册</h1>"))
            #expect(form.contains(#"accept-charset="UTF-8" lang="zh-Hans">"#))
            #expect(form.contains(#"<label for="formwork-user_name">用户名</label>"#))
            #expect(form.contains(#"<label for="formwork-gender-1">女</label>"#))
            #expect(form.contains(#"<label for="formwork-gender-3">不愿透露</label>"#))
            #expect(form.contains(#"<p class="formwork-footer">我们绝不会分享这些信息。</p>"#))
            #expect(form.contains(">添加紧急联系人</button>") && form.contains("<button type=\"submit\">注册</button>"))

            let refused = try await server.post(
                server.body("user_name=&email=not-an-email"), acceptLanguage: "zh-CN,zh;q=0.9")
            #expect(refused.status == .unprocessableContent)
            let errors = String(buffer: refused.body)
            #expect(errors.contains(#"<p id="formwork-user_name-error" class="formwork-error">用户名为必填项</p>"#))
            #expect(errors.contains(#"class="formwork-error">电子邮件必须是有效的电子邮件地址</p>"#))

            let stored = try await server.post(server.body(Ada.fields.joined(separator: "&")), acceptLanguage: "zh-CN")
            #expect(stored.status == .seeOther)
            let welcome = try await page(server, "/welcome/1", language: "zh-CN")
            #expect(welcome.contains("<h1>欢迎！您是第1位注册者</h1>"))
            #expect(welcome.contains("<legend>紧急联系人</legend>") && welcome.contains("<legend>Mary Somerville</legend>"))
        }
    }

    @Test func anArabicBrowserGetsThePageRightToLeft() async throws {
        try await withServer { server in
            let form = try await page(server, "/", language: "ar-EG,ar;q=0.9,en;q=0.5")
            #expect(form.contains("<html lang=\"ar\" dir=\"rtl\">\n") && form.contains("<h1>التسجيل</h1>"))
            #expect(form.contains(#"accept-charset="UTF-8" lang="ar" dir="rtl">"#))
            #expect(form.contains(#"<label for="formwork-user_name">اسم المستخدم</label>"#))
            #expect(form.contains(#"<label for="formwork-gender-3">أفضّل عدم الإفصاح</label>"#))

            let refused = try await server.post(server.body("user_name=&email=ada%40example.com"), acceptLanguage: "ar")
            #expect(refused.status == .unprocessableContent)
            let errors = String(buffer: refused.body)
            #expect(errors.contains("<html lang=\"ar\" dir=\"rtl\">"))
            #expect(errors.contains(#"<p id="formwork-user_name-error" class="formwork-error">حقل اسم المستخدم مطلوب</p>"#))

            _ = try await server.post(server.body(Ada.fields.joined(separator: "&")))
            let welcome = try await page(server, "/welcome/1", language: "ar")
            #expect(welcome.contains("<h1>مرحبًا! رقم تسجيلك 1</h1>"))
        }
    }

    @Test func aBrowserAskingForAnotherLanguageGetsEnglish() async throws {
        try await withServer { server in
            let form = try await page(server, "/", language: "de-DE,de;q=0.9")
            #expect(form.contains("<html lang=\"en\">\n") && form.contains("<h1>Sign up</h1>"))
            #expect(form.contains(#"<label for="formwork-user_name">User Name</label>"#))
        }
    }

    @Test func theLanguageIsTheMostWantedOneTheServerSpeaks() {
        #expect(SignUpTexts(acceptLanguage: "en;q=0.5, ar").language == .arabic)
        #expect(SignUpTexts(acceptLanguage: "fr, zh;q=0.1").language == .simplifiedChinese)
        // Traditional Chinese is not among the server's languages.
        #expect(SignUpTexts(acceptLanguage: "zh-TW").language == .english)
        #expect(SignUpTexts(acceptLanguage: nil).language == .english)
    }
}
