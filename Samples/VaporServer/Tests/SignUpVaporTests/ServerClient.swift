import Formwork
import Foundation
import Testing
import VaporTesting

@testable import SignUpVapor

/// A browser's side of the sign-up server in tests: it keeps the CSRF
/// cookie and token the first page gave it and sends them with what it posts.
struct ServerClient {
    let tester: any TestingApplicationTester
    /// The `csrf_token` cookie and hidden field of the page.
    let token: String

    /// Opens the form, as a browser would first, and keeps its token.
    static func opening(_ tester: any TestingApplicationTester) async throws -> ServerClient {
        let page = try await tester.sendRequest(.GET, "/")
        let cookie = try #require(page.headers.first(name: .setCookie))
        let token = try #require(cookie.split(separator: ";").first?.split(separator: "=").last.map(String.init))
        #expect(page.body.string.contains(#"<input type="hidden" name="csrf_token" value="\#(token)">"#))
        return ServerClient(tester: tester, token: token)
    }

    /// GETs `uri` with the kept cookie, asking for the languages `acceptLanguage` names.
    func get(_ uri: String, acceptLanguage: String? = nil) async throws -> TestingHTTPResponse {
        var headers = HTTPHeaders([("Cookie", "csrf_token=\(token)")])
        if let acceptLanguage { headers.add(name: .acceptLanguage, value: acceptLanguage) }
        return try await tester.sendRequest(.GET, uri, headers: headers)
    }

    /// Posts `body` to `uri` with the kept cookie (unless `cookie` says
    /// otherwise), asking for the languages `acceptLanguage` names.
    func post(
        _ body: String, to uri: String = "/", contentType: String = "application/x-www-form-urlencoded",
        cookie: String? = nil, acceptLanguage: String? = nil
    ) async throws -> TestingHTTPResponse {
        try await post(Data(body.utf8), to: uri, contentType: contentType, cookie: cookie, acceptLanguage: acceptLanguage)
    }

    /// Posts the bytes `body`; see the `String` overload.
    func post(
        _ body: Data, to uri: String = "/", contentType: String, cookie: String? = nil, acceptLanguage: String? = nil
    ) async throws -> TestingHTTPResponse {
        var headers = HTTPHeaders([("Content-Type", contentType), ("Cookie", cookie ?? "csrf_token=\(token)")])
        if let acceptLanguage { headers.add(name: .acceptLanguage, value: acceptLanguage) }
        return try await tester.sendRequest(.POST, uri, headers: headers, body: ByteBuffer(bytes: body))
    }

    /// A urlencoded body of `pairs` (already encoded), the token first.
    func body(_ pairs: String) -> String { "csrf_token=\(token)&\(pairs)" }

    /// A `multipart/form-data` body (RFC 7578) with the boundary `B`: the
    /// token, then each of `fields` as a text part, then `file` as the
    /// avatar's part with its bytes as they are; CRLF line ends.
    func multipart(_ fields: [(String, String)], file: (name: String, type: String, bytes: [UInt8])? = nil) -> Data {
        var body = Data()
        for (name, value) in [("csrf_token", token)] + fields {
            body.append(Data("--B\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8))
        }
        if let file {
            body.append(
                Data(
                    "--B\r\nContent-Disposition: form-data; name=\"avatar\"; filename=\"\(file.name)\"\r\nContent-Type: \(file.type)\r\n\r\n"
                        .utf8))
            body.append(contentsOf: file.bytes)
            body.append(Data("\r\n".utf8))
        }
        body.append(Data("--B--\r\n".utf8))
        return body
    }
}

/// A new server with its own SQLite file in the temporary directory,
/// removed after `test`, and a client that opened its form: in memory, or
/// `method: .running(hostname:port:)` for a server on a socket.
func withServer(
    limits: FormParameters.DecodingLimits = .signUpServer, method: Application.Method = .inMemory,
    _ test: (ServerClient, SignUpStore) async throws -> Void
) async throws {
    let database = FileManager.default.temporaryDirectory
        .appendingPathComponent("signup-vapor-test-\(UUID().uuidString).sqlite").path
    defer { try? FileManager.default.removeItem(atPath: database) }
    let configure: (Application) async throws -> Void = { app in
        try await configureSignUpServer(app, database: database, limits: limits)
    }
    try await withApp(configure: configure) { app in
        try await test(try await ServerClient.opening(try app.testing(method: method)), SignUpStore(app.db))
    }
}
