import Formwork
import Foundation
import Testing
import VaporTesting

@testable import SignUpVapor

/// `POST /bare` and `POST /plain`, the routes the load figures measure
/// `POST /` against: bodies written by hand, as the load posts them, each
/// read as the route says, and nothing stored where the route stores nothing.
@Suite("Sign-up server comparison routes (Vapor)")
struct ComparisonRouteTests {
    /// Every row of Ada's page, as a browser encodes them.
    static let fields = Ada.fields.joined(separator: "&")

    @Test func theBareRouteAnswers303ToABodyWithTheTokenAndStoresNothing() async throws {
        try await withServerAndPlainSignUps { server, store, plain in
            let answer = try await server.post("csrf_token=\(server.token)&\(Self.fields)", to: "/bare")
            #expect(answer.status == .seeOther)
            #expect(answer.headers.first(name: .location) == "/")
            // WHATWG urlencoded: %5F is "_", so this is the token's name; the media type's letter case does not count.
            let encodedName = try await server.post(
                "user_name=Ada+L&csrf%5Ftoken=\(server.token)", to: "/bare",
                contentType: "Application/X-WWW-Form-URLEncoded; charset=UTF-8")
            #expect(encodedName.status == .seeOther)
            #expect(try await store.all().isEmpty)
            #expect(await plain.all().isEmpty)
        }
    }

    @Test func theBareRouteRefusesABodyWithoutTheRightTokenOnce() async throws {
        try await withServer { server, store in
            let fields = Self.fields
            let other = String(repeating: "0", count: 64)
            let refused = [
                try await server.post(fields, to: "/bare"),  // no token in the body
                try await server.post("csrf_token=\(other)&\(fields)", to: "/bare"),  // the wrong one
                try await server.post("csrf_token=\(server.token)&csrf_token=\(server.token)", to: "/bare"),  // twice
                try await server.post("csrf_token=\(server.token)+&\(fields)", to: "/bare"),  // a space after it
                try await server.post("csrf_token=\(server.token)&\(fields)", to: "/bare", cookie: ""),  // no cookie
            ]
            #expect(refused.map(\.status) == Array(repeating: .forbidden, count: 5))
            #expect(refused[0].body.string.contains("security token is missing or wrong"))
            #expect(try await store.all().isEmpty)
        }
    }

    @Test func theBareRouteKeepsTheBodySizeLimitAndReadsOnlyUrlencodedBodies() async throws {
        let limits = FormParameters.DecodingLimits(maxParameterCount: 40, maxBodySize: 4096, maxParts: 40, maxPartSize: 1024)
        try await withServer(limits: limits) { server, store in
            let start = "csrf_token=\(server.token)&about_me="
            let atTheLimit = start + String(repeating: "x", count: 4096 - start.utf8.count)
            #expect(try await server.post(atTheLimit, to: "/bare").status == .seeOther)
            #expect(try await server.post(atTheLimit + "x", to: "/bare").status == .payloadTooLarge)
            let multipart = "--B\r\nContent-Disposition: form-data; name=\"csrf_token\"\r\n\r\n\(server.token)\r\n--B--\r\n"
            let refused = try await server.post(multipart, to: "/bare", contentType: "multipart/form-data; boundary=B")
            #expect(refused.status == .unsupportedMediaType)
            let json = try await server.post(#"{"csrf_token":"\#(server.token)"}"#, to: "/bare", contentType: "application/json")
            #expect(json.status == .unsupportedMediaType)
            #expect(try await store.all().isEmpty)
        }
    }

    /// Vapor's decoder binds the body the form's route reads into the
    /// same values, the emergency contact (an array of objects) and the
    /// ticked newsletter (its hidden `false`, then `true`) among them, and
    /// the sign-up is kept in memory, not in the database.
    @Test func thePlainRouteBindsTheSameBodyWithVaporsDecoder() async throws {
        try await withServerAndPlainSignUps { server, store, plain in
            let body = "csrf_token=\(server.token)&\(Self.fields)"
            let answer = try await server.post(body, to: "/plain")
            #expect(answer.status == .seeOther)
            #expect(answer.headers.first(name: .location) == "/plain/1")
            #expect(try await store.all().isEmpty)
            #expect(try await server.post(body).status == .seeOther)
            let bound = try #require(await plain.all().first)
            let model = try #require(try await store.all().first)
            #expect(bound.user_name == model.user_name && bound.age == model.age && bound.gender == model.gender)
            #expect(bound.email == model.email && bound.phone == model.phone && bound.about_me == model.about_me)
            #expect(bound.tags == model.tags && bound.topics == model.topics && bound.newsletter == model.newsletter)
            #expect(bound.address.street == model.address.street && bound.address.zip == model.address.zip)
            #expect(bound.birthday == Ada.model.birthday)
            let contact = try #require(bound.emergency_contacts?.first)
            #expect(bound.emergency_contacts?.count == 1 && contact.name == "Mary Somerville")
            #expect(contact.phone == "555-0100" && contact.relationship == .friend)
            let second = try await server.post(body, to: "/plain")
            #expect(second.headers.first(name: .location) == "/plain/2")
        }
    }

    @Test func thePlainRouteRefusesWhatItCannotReadAndStoresNothing() async throws {
        let limits = FormParameters.DecodingLimits(maxParameterCount: 40, maxBodySize: 4096, maxParts: 40, maxPartSize: 1024)
        try await withServerAndPlainSignUps(limits: limits) { server, store, plain in
            let body = "csrf_token=\(server.token)&\(Self.fields)"
            #expect(try await server.post(body, to: "/plain", cookie: "").status == .forbidden)
            #expect(try await server.post(Self.fields, to: "/plain").status == .forbidden)
            let oversized = try await server.post(body + "&padding=" + String(repeating: "x", count: 4096), to: "/plain")
            #expect(oversized.status == .payloadTooLarge)
            // Read and its token checked, but not a body Vapor's URLEncodedFormDecoder reads.
            let multipart = "--B\r\nContent-Disposition: form-data; name=\"csrf_token\"\r\n\r\n\(server.token)\r\n--B--\r\n"
            let refused = try await server.post(multipart, to: "/plain", contentType: "multipart/form-data; boundary=B")
            #expect(refused.status == .unsupportedMediaType)
            // Codable's rule: a non-optional field without its key is an error.
            let noName = try await server.post(body.replacingOccurrences(of: "user_name=", with: "nickname="), to: "/plain")
            #expect(noName.status == .badRequest)
            #expect(noName.body.string.contains("The body could not be read"))
            #expect(await plain.all().isEmpty)
            #expect(try await store.all().isEmpty)
        }
    }
}
