import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import SignUpServer

/// Every route of the sign-up server, driven through its router as a browser
/// and as an attacker would.
@Suite("Sign-up server routes")
struct SignUpRouteTests {
    /// Runs `test` against a new server with its own empty store.
    func withServer(
        limits: ServerLimits = ServerLimits(), _ test: @escaping @Sendable (ServerClient, SignUpRoutes) async throws -> Void
    ) async throws {
        let routes = try SignUpRoutes(limits: limits)
        let router = Router()
        routes.add(to: router)
        try await Application(router: router).test(.router) { client in
            try await test(try await ServerClient.opening(client), routes)
        }
    }

    @Test func theFormCarriesItsTokenInACookieAndAHiddenField() async throws {
        try await withServer { server, _ in
            #expect(server.token.count == 64)
            let first = try await server.client.execute(uri: "/", method: .get)
            let cookie = try #require(first.headers[.setCookie])
            #expect(cookie.contains("SameSite=Strict") && cookie.contains("HttpOnly") && cookie.contains("Path=/"))
            #expect(first.headers[.contentType] == "text/html; charset=utf-8")
            // A browser that has the cookie keeps its token: no new cookie, the same hidden field.
            let again = try await server.client.execute(
                uri: "/", method: .get, headers: [.cookie: "csrf_token=\(server.token)"])
            #expect(again.headers[.setCookie] == nil)
            #expect(String(buffer: again.body).contains(#"name="csrf_token" value="\#(server.token)""#))
        }
    }

    @Test func aGoodSubmissionIsStoredAndRedirectsToItsConfirmation() async throws {
        try await withServer { server, routes in
            let response = try await server.post(server.body(Ada.fields.joined(separator: "&")))
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == "/welcome/1")
            let stored = await routes.signUps.all()
            #expect(stored.map(\.description) == [Ada.model.description])
            let welcome = try await server.client.execute(uri: "/welcome/1", method: .get)
            #expect(welcome.status == .ok)
            #expect(String(buffer: welcome.body).contains(#"value="Ada Lovelace""#))
            let missing = try await server.client.execute(uri: "/welcome/2", method: .get)
            #expect(missing.status == .notFound)
        }
    }

    @Test func everySignUpIsListedAsJSON() async throws {
        try await withServer { server, _ in
            _ = try await server.post(server.body(Ada.fields.joined(separator: "&")))
            let list = try await server.client.execute(uri: "/signups", method: .get)
            #expect(list.headers[.contentType] == "application/json")
            let json = try #require(
                try JSONSerialization.jsonObject(with: Data(list.body.readableBytesView)) as? [[String: Any]])
            #expect(json.count == 1)
            #expect(json.first?["user_name"] as? String == "Ada Lovelace")
            #expect(json.first?["birthday"] as? String == "1815-12-10T00:00:00Z")
            #expect(json.first?["tags"] as? [String] == ["math", "engines"])
        }
    }

    /// The section break `contact` is layout: the stored JSON holds the
    /// model's values only, a row's nil (`avatar`) as `null`.
    @Test func theStoredJSONHoldsTheModelsValuesAndNoSeparator() async throws {
        try await withServer { server, _ in
            _ = try await server.post(server.body(Ada.fields.joined(separator: "&")))
            let list = try await server.client.execute(uri: "/signups", method: .get)
            let text = String(buffer: list.body)
            #expect(!text.contains("\"contact\"") && !text.contains("{}"))
            #expect(text.contains("\"avatar\":null"))
            let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
            #expect(json.first.map { $0.keys.sorted() } == Ada.jsonKeys)
        }
    }

    /// Every page links FormworkHTML's stylesheet from its head, where HTML
    /// allows it, and the server answers it as CSS.
    @Test func theStyleSheetIsLinkedFromTheHeadAndServedAsCSS() async throws {
        try await withServer { server, _ in
            let page = String(buffer: try await server.client.execute(uri: "/", method: .get).body)
            #expect(page.contains("<link rel=\"stylesheet\" href=\"/formwork.css\">\n</head>"))
            let body = try #require(page.components(separatedBy: "<body>").last)
            #expect(!body.contains("<style") && !body.contains("<link"))
            let css = try await server.client.execute(uri: "/formwork.css", method: .get)
            #expect(css.status == .ok && css.headers[.contentType] == "text/css; charset=utf-8")
            let text = String(buffer: css.body)
            #expect(text.hasPrefix("fieldset[data-formwork-section]{") && text.contains(".formwork-error{color:#b3261e"))
        }
    }

    @Test func aMultipartSubmissionStoresTheAvatarsBytes() async throws {
        try await withServer { server, routes in
            // RFC 7578: each field a part named by Content-Disposition, CRLF line ends, the file's bytes as they are.
            var body = Data()
            func part(_ name: String, _ value: String) {
                body.append(Data("--B\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8))
            }
            part("csrf_token", server.token)
            part("user_name", "Ada")
            part("email", "ada@example.com")
            body.append(
                Data(
                    "--B\r\nContent-Disposition: form-data; name=\"avatar\"; filename=\"ada.png\"\r\nContent-Type: image/png\r\n\r\n"
                        .utf8))
            body.append(Ada.avatar.data)
            body.append(Data("\r\n--B--\r\n".utf8))
            let response = try await server.post(body, contentType: "multipart/form-data; boundary=B")
            #expect(response.status == .seeOther)
            let stored = try #require(await routes.signUps.all().first)
            #expect(stored.avatar == Ada.avatar)
            #expect(stored.user_name == "Ada")
        }
    }

    @Test func aRefusedSubmissionAsksForItsFileAgain() async throws {
        try await withServer { server, routes in
            let body = [
                "--B\r\nContent-Disposition: form-data; name=\"csrf_token\"\r\n\r\n\(server.token)\r\n",
                "--B\r\nContent-Disposition: form-data; name=\"email\"\r\n\r\nnot-an-email\r\n",
                "--B\r\nContent-Disposition: form-data; name=\"avatar\"; filename=\"ada.png\"\r\n",
                "Content-Type: image/png\r\n\r\nPNG\r\n--B--\r\n",
            ].joined()
            let response = try await server.post(body, contentType: "multipart/form-data; boundary=B")
            #expect(response.status == .unprocessableContent)
            #expect(
                String(buffer: response.body).contains(
                    #"<p id="formwork-avatar-error" class="formwork-error">Choose the file again: ada.png was not kept</p>"#))
            #expect(await routes.signUps.all().isEmpty)
        }
    }

    @Test func aSubmissionWithErrorsComesBackWithItsValuesAndErrors() async throws {
        try await withServer { server, routes in
            let response = try await server.post(server.body("user_name=&age=forty&email=not-an-email&about_me=Hi"))
            #expect(response.status == .unprocessableContent)
            let page = String(buffer: response.body)
            // Each error beside its row, the refused text and the other values kept.
            #expect(page.contains(#"<p id="formwork-user_name-error" class="formwork-error">User Name is required</p>"#))
            #expect(page.contains(#"<p id="formwork-age-error" class="formwork-error">Age must be a whole number</p>"#))
            #expect(page.contains(#"id="formwork-email-error""#))
            #expect(page.contains(#"value="forty""#))
            #expect(page.contains(#"value="not-an-email""#))
            #expect(page.contains(#"name="csrf_token" value="\#(server.token)""#))
            #expect(await routes.signUps.all().isEmpty)
        }
    }

    @Test func aPostWithoutTheRightTokenIsForbidden() async throws {
        try await withServer { server, routes in
            var refused: [TestResponse] = []
            for (body, cookie) in Ada.forgedPosts(token: server.token) {
                refused.append(try await server.post(body, cookie: cookie))
            }
            let fields = Ada.fields.joined(separator: "&")
            refused.append(try await server.post(server.body(fields), to: "/plain", cookie: ""))
            #expect(refused.map(\.status) == Array(repeating: .forbidden, count: 6))
            #expect(String(buffer: refused[0].body).contains("security token is missing or wrong"))
            #expect(await routes.signUps.all().isEmpty)
            #expect(await routes.plainSignUps.all().isEmpty)
        }
    }

    @Test func bodiesOverTheLimitsOrMalformedAreRefusedAndStoreNothing() async throws {
        let limits = ServerLimits(bodySize: 4096, parameterCount: 40, partSize: 1024)
        try await withServer(limits: limits) { server, routes in
            let oversized = try await server.post(server.body("about_me=" + String(repeating: "x", count: 5000)))
            #expect(oversized.status == .contentTooLarge)
            let many = (0..<41).map { "tags%5B%5D=\($0)" }.joined(separator: "&")
            let tooMany = try await server.post(server.body(many))
            #expect(tooMany.status == .badRequest)
            #expect(String(buffer: tooMany.body).contains("more than 40 parameters"))
            let unclosed = "--B\r\nContent-Disposition: form-data; name=\"csrf_token\"\r\n\r\n\(server.token)\r\n"
            let malformed = try await server.post(unclosed, contentType: "multipart/form-data; boundary=B")
            #expect(malformed.status == .badRequest)
            let bigPart =
                "--B\r\nContent-Disposition: form-data; name=\"about_me\"\r\n\r\n\(String(repeating: "x", count: 2000))\r\n--B--\r\n"
            #expect(try await server.post(bigPart, contentType: "multipart/form-data; boundary=B").status == .contentTooLarge)
            let json = try await server.post(#"{"user_name":"Ada"}"#, contentType: "application/json")
            #expect(json.status == .unsupportedMediaType)
            #expect(await routes.signUps.all().isEmpty)
        }
    }

    @Test func rowsThePersonCouldNotEditKeepTheirValues() async throws {
        try await withServer { server, routes in
            // About Me shows only after 12, Province only for China; accountID is no row at all.
            let body = server.body(
                "user_name=Kid&email=kid%40example.com&age=10&about_me=Injected&address%5Bcountry%5D=UK"
                    + "&address%5Bprovince%5D=Injected&accountID=00000000-0000-0000-0000-000000000000")
            #expect(try await server.post(body).status == .seeOther)
            let stored = try #require(await routes.signUps.all().first)
            #expect(stored.about_me == "")
            #expect(stored.address.province == "")
            #expect(stored.accountID == SignUp().accountID)
            #expect(stored.age == 10)
        }
    }

    @Test func aParagraphHiddenByARefusedAgeComesBackOnThe422PageAndIsStoredOnceTheAgeIsCorrected() async throws {
        try await withServer { server, routes in
            // The person saw About Me while typing the age; 151 is refused, so the age stays 0 and hides it.
            let fields = "user_name=Ada&email=ada%40example.com&about_me=I+wrote+the+first+program"
            let refused = try await server.post(server.body(fields + "&age=151"))
            #expect(refused.status == .unprocessableContent)
            let page = String(buffer: refused.body)
            #expect(page.contains("I wrote the first program</textarea>"))
            #expect(
                page.contains(
                    #"<p id="formwork-about_me-error" class="formwork-error">About Me is not saved until Age is corrected</p>"#))
            #expect(await routes.signUps.all().isEmpty)
            #expect(try await server.post(server.body(fields + "&age=36")).status == .seeOther)
            let stored = try #require(await routes.signUps.all().first)
            #expect(stored.about_me == "I wrote the first program")
        }
    }

    @Test func thePlainRouteBindsTheSameBodyWithHummingbirdsDecoder() async throws {
        try await withServer { server, routes in
            // Hummingbird's decoder reads no array of objects (a repeating group) and no repeated key
            // (the checkbox's hidden false): the body both read leaves those out.
            let fields = Ada.fields.filter { !$0.hasPrefix("emergency_contacts") && $0 != "newsletter=false" }
            let body = server.body(fields.joined(separator: "&"))
            #expect(try await server.post(body, to: "/plain").status == .seeOther)
            #expect(try await server.post(body).status == .seeOther)
            let plain = try #require(await routes.plainSignUps.all().first)
            let model = try #require(await routes.signUps.all().first)
            #expect(plain.user_name == model.user_name && plain.age == model.age && plain.gender == model.gender)
            #expect(plain.tags == model.tags && plain.topics == model.topics && plain.birthday == model.birthday)
            #expect(plain.address.city == model.address.city && plain.newsletter == model.newsletter)
            #expect(plain.birthday == Ada.model.birthday)
        }
    }

    @Test func concurrentSubmissionsAreEachStoredOnce() async throws {
        try await withServer { server, routes in
            try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
                for index in 0..<64 {
                    group.addTask {
                        try await server.post(server.body("user_name=User+\(index)&email=u\(index)%40example.com")).status
                    }
                }
                for try await status in group { #expect(status == .seeOther) }
            }
            let names = await routes.signUps.all().map(\.user_name)
            #expect(names.count == 64)
            #expect(Set(names) == Set((0..<64).map { "User \($0)" }))
        }
    }
}
