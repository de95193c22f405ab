import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import SignUpServer

/// `POST /bare`: the body read and its token checked as the other routes
/// do, then 303, with nothing bound or stored.
extension SignUpRouteTests {
    @Test func theBareRouteAnswers303ToABodyWithTheTokenAndStoresNothing() async throws {
        try await withServer { server, routes in
            let answer = try await server.post(server.body(Ada.fields.joined(separator: "&")), to: "/bare")
            #expect(answer.status == .seeOther)
            #expect(answer.headers[.location] == "/")
            // WHATWG urlencoded: %5F is "_", so this is the token's name; "+" is a space, so no digit is lost.
            let encodedName = try await server.post("user_name=Ada+L&csrf%5Ftoken=\(server.token)", to: "/bare")
            #expect(encodedName.status == .seeOther)
            #expect(await routes.signUps.all().isEmpty)
            #expect(await routes.plainSignUps.all().isEmpty)
        }
    }

    @Test func theBareRouteRefusesABodyWithoutTheRightTokenOnce() async throws {
        try await withServer { server, routes in
            let fields = Ada.fields.joined(separator: "&")
            let other = String(repeating: "0", count: 64)
            let refused = [
                try await server.post(fields, to: "/bare"),  // no token in the body
                try await server.post("csrf_token=\(other)&\(fields)", to: "/bare"),  // the wrong one
                try await server.post(server.body("csrf_token=\(server.token)"), to: "/bare"),  // sent twice
                try await server.post("csrf_token=\(server.token)+&\(fields)", to: "/bare"),  // a space after it
                try await server.post(server.body(fields), to: "/bare", cookie: ""),  // no cookie
            ]
            #expect(refused.map(\.status) == Array(repeating: .forbidden, count: 5))
            #expect(String(buffer: refused[0].body).contains("security token is missing or wrong"))
            #expect(await routes.signUps.all().isEmpty)
        }
    }

    @Test func theBareRouteKeepsTheBodySizeLimitAndReadsOnlyUrlencodedBodies() async throws {
        try await withServer(limits: ServerLimits(bodySize: 4096)) { server, routes in
            let oversized = server.body("about_me=" + String(repeating: "x", count: 5000))
            #expect(try await server.post(oversized, to: "/bare").status == .contentTooLarge)
            let multipart = "--B\r\nContent-Disposition: form-data; name=\"csrf_token\"\r\n\r\n\(server.token)\r\n--B--\r\n"
            let refused = try await server.post(multipart, to: "/bare", contentType: "multipart/form-data; boundary=B")
            #expect(refused.status == .unsupportedMediaType)
            let json = try await server.post(#"{"csrf_token":"\#(server.token)"}"#, to: "/bare", contentType: "application/json")
            #expect(json.status == .unsupportedMediaType)
            #expect(await routes.signUps.all().isEmpty)
        }
    }
}
