import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import SignUpServer

/// A browser's side of the sign-up server in router tests: it keeps the
/// CSRF cookie and token the first page gave it and posts bodies with them.
struct ServerClient {
    let client: any TestClientProtocol
    /// The `csrf_token` cookie and hidden field of the page.
    let token: String

    /// Opens the form, as a browser would first, and keeps its token.
    static func opening(_ client: any TestClientProtocol) async throws -> ServerClient {
        let page = try await client.execute(uri: "/", method: .get)
        let cookie = try #require(page.headers[.setCookie])
        let token = try #require(cookie.split(separator: ";").first?.split(separator: "=").last.map(String.init))
        #expect(String(buffer: page.body).contains(#"<input type="hidden" name="csrf_token" value="\#(token)">"#))
        return ServerClient(client: client, token: token)
    }

    /// Posts `body` to `uri` with the kept cookie (unless `cookie` says
    /// otherwise), asking for the languages `acceptLanguage` names.
    func post(
        _ body: String, to uri: String = "/", contentType: String = "application/x-www-form-urlencoded",
        cookie: String? = nil, acceptLanguage: String? = nil
    ) async throws -> TestResponse {
        try await post(Data(body.utf8), to: uri, contentType: contentType, cookie: cookie, acceptLanguage: acceptLanguage)
    }

    /// Posts the bytes `body`; see the `String` overload.
    func post(
        _ body: Data, to uri: String = "/", contentType: String, cookie: String? = nil, acceptLanguage: String? = nil
    ) async throws -> TestResponse {
        var headers: HTTPFields = [.contentType: contentType]
        headers[.cookie] = cookie ?? "csrf_token=\(token)"
        headers[.acceptLanguage] = acceptLanguage
        return try await client.execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(bytes: body))
    }

    /// A urlencoded body of `pairs` (already encoded), the token first.
    func body(_ pairs: String) -> String { "csrf_token=\(token)&\(pairs)" }
}
