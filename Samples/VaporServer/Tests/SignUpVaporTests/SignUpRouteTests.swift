import FormworkTesting
import Foundation
import Testing
import VaporTesting

@testable import SignUpVapor

/// Every route of the sign-up server, driven as a browser and as an
/// attacker would, each test against its own SQLite file.
@Suite("Sign-up server routes (Vapor)")
struct SignUpRouteTests {
    @Test func theFormCarriesItsTokenInACookieAndAHiddenField() async throws {
        try await withServer { server, _ in
            #expect(server.token.count == 64)
            // A browser without the cookie gets a new token, 64 hexadecimal digits.
            let first = try await server.tester.sendRequest(.GET, "/")
            let cookie = try #require(first.headers.first(name: .setCookie))
            let fresh = try #require(try FormPage(html: first.body.string).csrfToken)
            #expect(fresh.value.count == 64 && fresh.value.allSatisfy(\.isHexDigit) && fresh.value != server.token)
            #expect(cookie == "csrf_token=\(fresh.value); Path=/; HttpOnly; SameSite=Strict")
            #expect(first.headers.first(name: .contentType) == "text/html; charset=utf-8")
            #expect(first.headers.first(name: .cacheControl) == "no-store")
            // A browser that has the cookie keeps its token: no new cookie, the same hidden field.
            let again = try await server.get("/")
            #expect(again.headers.first(name: .setCookie) == nil)
            #expect(try FormPage(html: again.body.string).csrfToken?.value == server.token)
        }
    }

    /// Ada fills the page as a browser without script shows it (see
    /// `AdaOnThePage.swift`): the blank page but for her email, then the
    /// page written back, which asks for it.
    @Test func aGoodSubmissionIsStoredAsItsModelAndRedirectsToItsConfirmation() async throws {
        try await withServer { server, store in
            var page = try await server.openForm()
            try page.fillInAda(email: nil)
            let refused = try FormPage(html: try await server.post(page).body.string)
            #expect(refused.errors(for: "email") == ["Email is required"])
            #expect(try await store.all().isEmpty)
            var back = refused
            try back.fill("email", with: "ada@example.com")
            try back.fillInAdasRest()
            let response = try await server.post(back)
            #expect(response.status == .seeOther)
            #expect(response.headers.first(name: .location) == "/welcome/1")
            // The row holds the model's values: a separator is the type's declaration, not a value.
            #expect(try await store.all().map(values) == [try values(Ada.model)])
            let row = try #require(try await SignUpRecord.find(1, on: store.database))
            #expect(row.email == "ada@example.com")
            #expect(try values(try row.signUp()) == values(Ada.model))
            let welcome = try await server.get("/welcome/1")
            #expect(welcome.status == .ok)
            #expect(welcome.body.string.contains("<h1>Welcome! You are sign-up number 1</h1>"))
            let shown = try FormPage(html: welcome.body.string)
            #expect(shown.formID == "signup-1")
            #expect(shown.row("user_name")?.markup.contains(#"value="Ada Lovelace""#) == true)
            #expect(shown.formMarkup.contains("<legend>Contact</legend>"))
            #expect(try await server.get("/welcome/2").status == .notFound)
            #expect(try await server.get("/welcome/first").status == .notFound)
        }
    }

    /// Augusta fills the page with Ada's email: the page comes back with
    /// the error beside the email row and every value she typed, so that
    /// posting it again with her own email stores exactly what she typed.
    @Test func aSecondSignUpWithTheSameEmailComesBackWithTheErrorBesideTheEmailAndEveryValueKept() async throws {
        try await withServer { server, store in
            #expect(try await server.signUpAda().status == .seeOther)
            var page = try await server.openForm()
            try page.fillInAda(name: "Augusta King", email: "ada@example.com")
            let answer = try await server.post(page)
            #expect(answer.status == .unprocessableEntity)
            var refused = try FormPage(html: answer.body.string)
            #expect(refused.errors(for: "email") == ["This email is already signed up"])
            #expect(refused.rowKeys.flatMap(refused.errors(for:)) == ["This email is already signed up"])
            #expect(refused.formErrors.isEmpty)
            let email = try #require(refused.row("email"))
            #expect(email.markup.contains(#"aria-invalid="true" aria-describedby="formwork-email-error""#))
            #expect(refused.texts("email") == ["ada@example.com"])
            #expect(refused.texts("tags[]") == ["math", ""])
            #expect(refused.csrfToken?.value == server.token)
            #expect(try await store.all().map(\.user_name) == ["Ada Lovelace"])
            // Posted again with her own email: every other value is what the page kept.
            try refused.fill("email", with: "augusta@example.com")
            try refused.fillInAdasRest()
            let stored = try await server.post(refused)
            // A refused row takes no number: the next sign-up is number 2.
            #expect(stored.status == .seeOther && stored.headers.first(name: .location) == "/welcome/2")
            var augusta = Ada.model
            augusta.user_name = "Augusta King"
            augusta.email = "augusta@example.com"
            #expect(try await store.all().map(values) == [try values(Ada.model), try values(augusta)])
        }
    }

    @Test func anEmailDifferingOnlyInLetterCaseIsTheSameSignUp() async throws {
        try await withServer { server, store in
            var page = try await server.openForm()
            try page.fill("user_name", with: "Ada")
            try page.fill("email", with: "ada@example.com")
            #expect(try await server.post(page).status == .seeOther)
            try page.fill("email", with: "Ada@Example.COM")
            let refused = try FormPage(html: try await server.post(page).body.string)
            #expect(refused.errors(for: "email") == ["This email is already signed up"])
            #expect(refused.texts("email") == ["Ada@Example.COM"])
            #expect(try await store.all().count == 1)
        }
    }

    /// The database decides, not a look-up before the insert: of posts with
    /// one address at once, one is stored and every other is refused onto its form.
    @Test func postsWithOneEmailAtOnceStoreOneSignUp() async throws {
        try await withServer { server, store in
            let blank = try await server.openForm()
            let statuses = try await withThrowingTaskGroup(of: HTTPStatus.self) { group in
                for index in 0..<8 {
                    var page = blank
                    try page.fill("user_name", with: "Twin \(index)")
                    try page.fill("email", with: "twin@example.com")
                    group.addTask { [page] in try await server.post(page).status }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(statuses.filter { $0 == .seeOther }.count == 1)
            #expect(statuses.filter { $0 == .unprocessableEntity }.count == 7)
            #expect(try await store.all().count == 1)
        }
    }

    @Test func everySignUpIsListedAsJSON() async throws {
        try await withServer { server, _ in
            _ = try await server.signUpAda()
            var grace = try await server.openForm()
            try grace.fill("user_name", with: "Grace")
            try grace.fill("email", with: "grace@example.com")
            try grace.fill("age", with: "85")
            _ = try await server.post(grace)
            let list = try await server.get("/signups")
            #expect(list.headers.first(name: .contentType) == "application/json")
            let text = list.body.string
            // The models' values only: no separator, a row's nil (`avatar`) as null.
            #expect(!text.contains("\"contact\"") && !text.contains("{}"))
            #expect(text.contains("\"avatar\":null"))
            let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
            #expect(json.map { $0["user_name"] as? String } == ["Ada Lovelace", "Grace"])
            #expect(json.first?["birthday"] as? String == "1815-12-10T00:00:00Z")
            #expect(json.first?["tags"] as? [String] == ["math", "engines"])
            #expect(json.last?["age"] as? Int == 85)
            #expect(json.first.map { $0.keys.sorted() } == Ada.jsonKeys)
        }
    }

    @Test func theStyleSheetIsLinkedFromTheHeadAndServedAsCSS() async throws {
        try await withServer { server, _ in
            let page = try await server.get("/").body.string
            #expect(page.contains("<link rel=\"stylesheet\" href=\"/formwork.css\">\n</head>"))
            let css = try await server.get("/formwork.css")
            #expect(css.status == .ok && css.headers.first(name: .contentType) == "text/css; charset=utf-8")
            #expect(css.body.string.hasPrefix("fieldset[data-formwork-section]{"))
        }
    }

    /// The page is posted as multipart because of its image row, the
    /// avatar's bytes as they are.
    @Test func aMultipartSubmissionStoresTheAvatarsBytes() async throws {
        try await withServer { server, store in
            var page = try await server.openForm()
            #expect(page.enctype == "multipart/form-data")
            try page.fill("user_name", with: "Ada")
            try page.fill("email", with: "ada@example.com")
            try page.attach(Ada.avatar, to: "avatar")
            let response = try await server.post(page)
            #expect(response.status == .seeOther)
            let stored = try #require(try await store.all().first)
            #expect(stored.avatar == Ada.avatar)
            #expect(stored.user_name == "Ada")
        }
    }

    @Test func aRefusedMultipartPostAsksForItsFileAgainBesideTheEmailError() async throws {
        try await withServer { server, store in
            var page = try await server.openForm()
            try page.fill("user_name", with: "Ada")
            try page.fill("email", with: "ada@example.com")
            #expect(try await server.post(page).status == .seeOther)
            try page.attach(Ada.avatar, to: "avatar")
            let response = try await server.post(page)
            #expect(response.status == .unprocessableEntity)
            let refused = try FormPage(html: response.body.string)
            #expect(refused.errors(for: "avatar") == ["Choose the file again: ada.png was not kept"])
            #expect(refused.errors(for: "email") == ["This email is already signed up"])
            #expect(try await store.all().map(\.avatar) == [nil])
        }
    }

    @Test func aSubmissionWithErrorsComesBackWithItsValuesAndErrors() async throws {
        try await withServer { server, store in
            var page = try await server.openForm()
            try page.fill("email", with: "not-an-email")
            let refused = try FormPage(html: try await server.post(page).body.string)
            #expect(refused.errors(for: "user_name") == ["User Name is required"])
            #expect(refused.errors(for: "email") == ["Email must be a valid email address"])
            #expect(refused.texts("email") == ["not-an-email"])
            // No browser posts "forty" from the page's number input: the
            // server writes it back as text, beside its error.
            let forty = try await server.post("csrf_token=\(server.token)&user_name=Ada&age=forty&email=ada%40example.com")
            #expect(forty.status == .unprocessableEntity)
            let age = try FormPage(html: forty.body.string)
            #expect(age.errors(for: "age") == ["Age must be a whole number"])
            #expect(age.texts("age") == ["forty"])
            #expect(try await store.all().isEmpty)
        }
    }

    @Test func aPostWithoutTheRightTokenIsForbidden() async throws {
        try await withServer { server, store in
            var refused: [TestingHTTPResponse] = []
            for (body, cookie) in Ada.forgedPosts(token: server.token) {
                refused.append(try await server.post(body, cookie: cookie))
            }
            #expect(refused.map(\.status) == Array(repeating: .forbidden, count: 5))
            #expect(refused[0].body.string.contains("security token is missing or wrong"))
            #expect(try await store.all().isEmpty)
        }
    }

    @Test func bodiesOverTheLimitsOrMalformedAreRefusedAndStoreNothing() async throws {
        try await withServer { server, store in
            let token = "csrf_token=\(server.token)"
            // 2 MiB is the limit: one byte past it is refused before it is read.
            let padding = String(repeating: "x", count: 2 * 1024 * 1024)
            #expect(try await server.post("\(token)&user_name=\(padding)").status == .payloadTooLarge)
            // Past Vapor's own default of 16 KB, and read: the name is refused by its rule, not the body by its size.
            var long = try await server.openForm()
            try long.fill("user_name", with: String(padding.prefix(20_000)))
            try long.fill("email", with: "ada@example.com")
            let longAnswer = try await server.post(long)
            #expect(longAnswer.status == .unprocessableEntity)
            let refused = try FormPage(html: longAnswer.body.string)
            #expect(refused.errors(for: "user_name") == ["User Name must be at most 40 characters"])
            let many = (0..<201).map { "tags%5B%5D=\($0)" }.joined(separator: "&")
            let tooMany = try await server.post("\(token)&\(many)")
            #expect(tooMany.status == .badRequest)
            #expect(tooMany.body.string.contains("more than 200 parameters"))
            let unclosed = "--B\r\nContent-Disposition: form-data; name=\"csrf_token\"\r\n\r\n\(server.token)\r\n"
            let malformed = try await server.post(unclosed, contentType: "multipart/form-data; boundary=B")
            #expect(malformed.status == .badRequest)
            let bigPart = try FormPage.multipart(
                [
                    .init(name: "csrf_token", value: .text(server.token)),
                    .init(name: "about_me", value: .text(String(padding.prefix(1024 * 1024 + 1)))),
                ],
                boundary: "B")
            #expect(try await server.post(bigPart, contentType: "multipart/form-data; boundary=B").status == .payloadTooLarge)
            let json = try await server.post(#"{"user_name":"Ada"}"#, contentType: "application/json")
            #expect(json.status == .unsupportedMediaType)
            #expect(try await store.all().isEmpty)
        }
    }
}

/// `signUp`'s values as JSON text: keys sorted, dates ISO 8601, as two
/// models with the same values always write it.
func values(_ signUp: SignUp) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    encoder.dateEncodingStrategy = .iso8601
    return String(decoding: try encoder.encode(signUp), as: UTF8.self)
}
