import Formwork
import FormworkTesting
import Testing
import VaporTesting

@testable import SignUpVapor

/// The size limit on a server listening on a socket, where Vapor streams
/// the body and stops collecting it at the limit (in memory, a test's body
/// arrives whole).
@Suite("Sign-up server body size (Vapor)")
struct BodyLimitTests {
    static let limits = FormParameters.DecodingLimits(
        maxParameterCount: 40, maxBodySize: 4096, maxParts: 40, maxPartSize: 1024)

    /// `csrf_token=…&email=…&user_name=xx…`, `size` bytes long.
    func body(_ server: ServerClient, size: Int) -> String {
        let start = "csrf_token=\(server.token)&email=ada%40example.com&user_name="
        return start + String(repeating: "x", count: size - start.utf8.count)
    }

    @Test func aBodyOfExactlyTheLimitIsReadAndOneByteMoreIsRefused() async throws {
        try await withServer(limits: Self.limits, method: .running(hostname: "127.0.0.1", port: 0)) { server, store in
            let atTheLimit = try await server.post(body(server, size: 4096))
            // Read: the name is refused by its rule (at most 40 characters), not the body by its size.
            #expect(atTheLimit.status == .unprocessableEntity)
            #expect(try await server.post(body(server, size: 4097)).status == .payloadTooLarge)
            #expect(try await server.post(body(server, size: 64 * 1024)).status == .payloadTooLarge)
            #expect(try await store.all().isEmpty)
        }
    }

    /// `POST /bare` collects its body within the same size as `POST /`.
    @Test func theBareRouteReadsABodyOfExactlyTheLimitAndRefusesOneByteMore() async throws {
        try await withServer(limits: Self.limits, method: .running(hostname: "127.0.0.1", port: 0)) { server, _ in
            // Read and its token found: 303 to the form, which the client on a socket follows.
            let atTheLimit = try await server.post(body(server, size: 4096), to: "/bare")
            #expect(atTheLimit.status == .ok)
            #expect(try FormPage(html: atTheLimit.body.string).csrfToken?.value == server.token)
            #expect(try await server.post(body(server, size: 4097), to: "/bare").status == .payloadTooLarge)
            #expect(try await server.post(body(server, size: 64 * 1024), to: "/bare").status == .payloadTooLarge)
        }
    }
}
