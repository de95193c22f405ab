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
            let fresh = try #require(cookie.split(separator: ";").first?.dropFirst("csrf_token=".count))
            #expect(fresh.count == 64 && fresh.allSatisfy(\.isHexDigit) && fresh != server.token)
            #expect(cookie == "csrf_token=\(fresh); Path=/; HttpOnly; SameSite=Strict")
            #expect(first.headers.first(name: .contentType) == "text/html; charset=utf-8")
            #expect(first.headers.first(name: .cacheControl) == "no-store")
            // A browser that has the cookie keeps its token: no new cookie, the same hidden field.
            let again = try await server.get("/")
            #expect(again.headers.first(name: .setCookie) == nil)
            #expect(again.body.string.contains(#"name="csrf_token" value="\#(server.token)""#))
        }
    }

    @Test func aGoodSubmissionIsStoredAsItsModelAndRedirectsToItsConfirmation() async throws {
        try await withServer { server, store in
            let response = try await server.post(server.body(Ada.fields.joined(separator: "&")))
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
            #expect(welcome.body.string.contains(#"value="Ada Lovelace""#))
            #expect(welcome.body.string.contains("<legend>Contact</legend>"))
            #expect(try await server.get("/welcome/2").status == .notFound)
            #expect(try await server.get("/welcome/first").status == .notFound)
        }
    }

    @Test func aSecondSignUpWithTheSameEmailComesBackWithTheErrorBesideTheEmailAndEveryValueKept() async throws {
        try await withServer { server, store in
            #expect(try await server.post(server.body(Ada.fields.joined(separator: "&"))).status == .seeOther)
            let again = Ada.fields.map { $0.hasPrefix("user_name=") ? "user_name=Augusta+King" : $0 }
            let refused = try await server.post(server.body(again.joined(separator: "&")))
            #expect(refused.status == .unprocessableEntity)
            let page = refused.body.string
            #expect(
                page.contains(
                    #"<p id="formwork-email-error" class="formwork-error">This email is already signed up</p>"#))
            #expect(page.contains(#"name="email" value="ada@example.com""#))
            #expect(page.contains(#"aria-invalid="true" aria-describedby="formwork-email-error""#))
            // Every other value as it was posted, and the page's token.
            #expect(page.contains(#"name="user_name" value="Augusta King""#))
            #expect(page.contains(#"name="address[city]" value="London""#))
            #expect(page.contains(#"name="emergency_contacts[0][name]" value="Mary Somerville""#))
            #expect(page.contains("Wrote the first program.</textarea>"))
            #expect(page.contains(#"name="csrf_token" value="\#(server.token)""#))
            #expect(page.components(separatedBy: #"class="formwork-error""#).count == 2)
            #expect(try await store.all().map(\.user_name) == ["Ada Lovelace"])
            // A refused row takes no number: the next sign-up is number 2.
            let other = again.map { $0.hasPrefix("email=") ? "email=augusta%40example.com" : $0 }
            let stored = try await server.post(server.body(other.joined(separator: "&")))
            #expect(stored.headers.first(name: .location) == "/welcome/2")
        }
    }

    @Test func anEmailDifferingOnlyInLetterCaseIsTheSameSignUp() async throws {
        try await withServer { server, store in
            #expect(try await server.post(server.body("user_name=Ada&email=ada%40example.com")).status == .seeOther)
            let refused = try await server.post(server.body("user_name=Ada&email=Ada%40Example.COM"))
            #expect(refused.status == .unprocessableEntity)
            #expect(refused.body.string.contains(#"name="email" value="Ada@Example.COM""#))
            #expect(try await store.all().count == 1)
        }
    }

    /// The database decides, not a look-up before the insert: of posts with
    /// one address at once, one is stored and every other is refused onto its form.
    @Test func postsWithOneEmailAtOnceStoreOneSignUp() async throws {
        try await withServer { server, store in
            let statuses = try await withThrowingTaskGroup(of: HTTPStatus.self) { group in
                for index in 0..<8 {
                    group.addTask {
                        try await server.post(server.body("user_name=Twin+\(index)&email=twin%40example.com")).status
                    }
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
            _ = try await server.post(server.body(Ada.fields.joined(separator: "&")))
            _ = try await server.post(server.body("user_name=Grace&email=grace%40example.com&age=85"))
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

    @Test func aMultipartSubmissionStoresTheAvatarsBytes() async throws {
        try await withServer { server, store in
            let avatar = Ada.avatar
            let body = server.multipart(
                [("user_name", "Ada"), ("email", "ada@example.com")],
                file: (avatar.filename, avatar.contentType, Array(avatar.data)))
            let response = try await server.post(body, contentType: "multipart/form-data; boundary=B")
            #expect(response.status == .seeOther)
            let stored = try #require(try await store.all().first)
            #expect(stored.avatar == avatar)
            #expect(stored.user_name == "Ada")
        }
    }

    @Test func aRefusedMultipartPostAsksForItsFileAgainBesideTheEmailError() async throws {
        try await withServer { server, store in
            #expect(try await server.post(server.body("user_name=Ada&email=ada%40example.com")).status == .seeOther)
            let body = server.multipart(
                [("user_name", "Ada"), ("email", "ada@example.com")], file: ("ada.png", "image/png", Array("PNG".utf8)))
            let response = try await server.post(body, contentType: "multipart/form-data; boundary=B")
            #expect(response.status == .unprocessableEntity)
            let page = response.body.string
            #expect(
                page.contains(
                    #"<p id="formwork-avatar-error" class="formwork-error">Choose the file again: ada.png was not kept</p>"#))
            #expect(page.contains(#"<p id="formwork-email-error" class="formwork-error">This email is already signed up</p>"#))
            #expect(try await store.all().map(\.avatar) == [nil])
        }
    }

    @Test func aSubmissionWithErrorsComesBackWithItsValuesAndErrors() async throws {
        try await withServer { server, store in
            let response = try await server.post(server.body("user_name=&age=forty&email=not-an-email"))
            #expect(response.status == .unprocessableEntity)
            let page = response.body.string
            #expect(page.contains(#"<p id="formwork-user_name-error" class="formwork-error">User Name is required</p>"#))
            #expect(page.contains(#"<p id="formwork-age-error" class="formwork-error">Age must be a whole number</p>"#))
            #expect(page.contains(#"value="forty""#) && page.contains(#"value="not-an-email""#))
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
            // 2 MiB is the limit: one byte past it is refused before it is read.
            let padding = String(repeating: "x", count: 2 * 1024 * 1024)
            #expect(try await server.post(server.body("user_name=" + padding)).status == .payloadTooLarge)
            // Past Vapor's own default of 16 KB, and read: the name is refused by its rule, not the body by its size.
            let long = try await server.post(server.body("email=ada%40example.com&user_name=" + padding.prefix(20_000)))
            #expect(long.status == .unprocessableEntity)
            #expect(long.body.string.contains("User Name must be at most 40 characters"))
            let many = (0..<201).map { "tags%5B%5D=\($0)" }.joined(separator: "&")
            let tooMany = try await server.post(server.body(many))
            #expect(tooMany.status == .badRequest)
            #expect(tooMany.body.string.contains("more than 200 parameters"))
            let unclosed = "--B\r\nContent-Disposition: form-data; name=\"csrf_token\"\r\n\r\n\(server.token)\r\n"
            let malformed = try await server.post(unclosed, contentType: "multipart/form-data; boundary=B")
            #expect(malformed.status == .badRequest)
            let bigPart = server.multipart([("about_me", String(repeating: "x", count: 1024 * 1024 + 1))])
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
