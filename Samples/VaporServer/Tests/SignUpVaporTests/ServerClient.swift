import Formwork
import FormworkTesting
import Foundation
import Testing
import VaporTesting

@testable import SignUpVapor

/// A browser's side of the sign-up server in tests: it keeps the CSRF
/// cookie the first page set, reads each page as a browser does
/// (`FormPage`) and posts the body the browser would post from it.
struct ServerClient {
    let tester: any TestingApplicationTester
    /// The token of the `csrf_token` cookie, which the first page's form carried too.
    let token: String

    /// Opens the form, as a browser would first, and keeps the cookie it sets.
    static func opening(_ tester: any TestingApplicationTester) async throws -> ServerClient {
        let response = try await tester.sendRequest(.GET, "/")
        let token = try #require(try FormPage(html: response.body.string).csrfToken)
        #expect(response.headers.setCookie?[token.name]?.string == token.value)
        return ServerClient(tester: tester, token: token.value)
    }

    /// GETs `uri` with the kept cookie, asking for the languages `acceptLanguage` names.
    func get(_ uri: String, acceptLanguage: String? = nil) async throws -> TestingHTTPResponse {
        try await tester.sendRequest(.GET, uri, headers: headers(acceptLanguage: acceptLanguage))
    }

    /// The form as `GET /` writes it, in the languages `acceptLanguage` names.
    func openForm(acceptLanguage: String? = nil) async throws -> FormPage {
        let response = try await get("/", acceptLanguage: acceptLanguage)
        #expect(response.status == .ok)
        return try FormPage(html: response.body.string)
    }

    /// Posts `page` as a browser submits it: the body of its form's own
    /// encoding (multipart: the sign-up form has a file row) to its action,
    /// with the kept cookie.
    func post(_ page: FormPage, acceptLanguage: String? = nil) async throws -> TestingHTTPResponse {
        let (contentType, body) = try page.body()
        return try await post(body, to: page.action ?? "/", contentType: contentType, acceptLanguage: acceptLanguage)
    }

    /// Posts `body` to `uri` with the kept cookie (unless `cookie` says
    /// otherwise): for a body no browser posts from the page.
    func post(
        _ body: String, to uri: String = "/", contentType: String = "application/x-www-form-urlencoded",
        cookie: String? = nil
    ) async throws -> TestingHTTPResponse {
        try await post(Data(body.utf8), to: uri, contentType: contentType, cookie: cookie)
    }

    /// Posts the bytes `body`; see the `String` overload.
    func post(
        _ body: Data, to uri: String = "/", contentType: String, cookie: String? = nil, acceptLanguage: String? = nil
    ) async throws -> TestingHTTPResponse {
        var headers = headers(acceptLanguage: acceptLanguage)
        headers.replaceOrAdd(name: .contentType, value: contentType)
        if let cookie { headers.replaceOrAdd(name: .cookie, value: cookie) }
        return try await tester.sendRequest(.POST, uri, headers: headers, body: ByteBuffer(bytes: body))
    }

    /// The kept cookie, and `Accept-Language` when given.
    private func headers(acceptLanguage: String?) -> HTTPHeaders {
        var headers = HTTPHeaders([("Cookie", "csrf_token=\(token)")])
        if let acceptLanguage { headers.add(name: .acceptLanguage, value: acceptLanguage) }
        return headers
    }
}

/// A new server with its own SQLite file in the temporary directory,
/// removed after `test`, and a client that opened its form: in memory, or
/// `method: .running(hostname:port:)` for a server on a socket.
func withServer(
    limits: FormParameters.DecodingLimits = .signUpServer, method: Application.Method = .inMemory,
    _ test: (ServerClient, SignUpStore) async throws -> Void
) async throws {
    try await withServerAndPlainSignUps(limits: limits, method: method) { server, store, _ in
        try await test(server, store)
    }
}

/// ``withServer(limits:method:_:)``, with the sign-ups `POST /plain` keeps in memory too.
func withServerAndPlainSignUps(
    limits: FormParameters.DecodingLimits = .signUpServer, method: Application.Method = .inMemory,
    _ test: (ServerClient, SignUpStore, PlainSignUps) async throws -> Void
) async throws {
    let database = FileManager.default.temporaryDirectory
        .appendingPathComponent("signup-vapor-test-\(UUID().uuidString).sqlite").path
    defer { try? FileManager.default.removeItem(atPath: database) }
    let configure: (Application) async throws -> Void = { app in
        try await configureSignUpServer(app, database: database, limits: limits)
    }
    try await withApp(configure: configure) { app in
        let server = try await ServerClient.opening(try app.testing(method: method))
        try await test(server, SignUpStore(app.db), try #require(app.plainSignUps))
    }
}
