import Formwork
import FormworkFixtures
import Foundation
import Testing

/// `try Profile(urlEncoded:)`, `Profile(json:)`, `Profile(formParameters:)`:
/// a model straight from a request, every problem in one error.
@Suite("Submission: a model from a body")
struct ModelFromBodyTests {
    @Test func aModelFromAnURLEncodedBody() throws {
        let profile = try Profile(urlEncoded: "user_name=Ada+Lovelace&age=36&tags%5B%5D=math&address%5Bcity%5D=London")
        var expected = Profile()
        expected.user_name = "Ada Lovelace"
        expected.age = 36
        expected.tags = ["math"]
        expected.address.city = "London"
        expected.serverID = profile.serverID  // not a row: whatever Profile() made
        #expect(profile == expected)
    }

    @Test func aModelFromJSON() throws {
        let profile = try Profile(json: Data(#"{"user_name":"Ada","newsletter":true,"address":{"country":"GB"}}"#.utf8))
        #expect(profile.user_name == "Ada")
        #expect(profile.newsletter)
        #expect(profile.address.country == "GB")
    }

    @Test func aModelFromParameters() throws {
        let profile = try Profile(formParameters: ["gender": "male", "phone": "+44 20"])
        #expect(profile.gender == .male)
        #expect(profile.phone == "+44 20")
    }

    @Test func everyProblemIsThrownTogether() throws {
        do {
            _ = try Profile(urlEncoded: "age=forty&birthday=soon&nickname=ada&user_name=Ada")
            Issue.record("expected an error")
        } catch let error as FormSubmissionError {
            #expect(error.fieldErrors.map(\.key) == ["age", "birthday"])
            #expect(error.unknownKeys == ["nickname"])
            #expect(error.decodingProblems == [])
            #expect(
                error.description == """
                    age: Age must be a whole number (sent "forty")
                    birthday: Birthday must be a date like 2026-11-21 (sent "soon")
                    unknown key: nickname
                    """)
        }
    }

    @Test func unknownKeysAloneDoNotThrowByDefault() throws {
        let profile = try Profile(urlEncoded: "user_name=Ada&nickname=ada")
        #expect(profile.user_name == "Ada")
    }

    @Test func unknownKeysThrowWhenRejected() throws {
        #expect(throws: FormSubmissionError(unknownKeys: ["nickname"])) {
            try Profile(urlEncoded: "user_name=Ada&nickname=ada", options: .init(rejectsUnknownKeys: true))
        }
    }

    @Test func htmlCheckboxSemanticsThroughTheInitializer() throws {
        // Everything() has flag == false already; start from a body that sets
        // nothing and check an optional Bool becomes false rather than nil.
        let model = try Everything(urlEncoded: "text=x", options: .init(absentBooleansAreFalse: true))
        #expect(model.maybe_flag == false)
    }

    @Test func aMisdeclaredModelThrowsItsDeclarationError() {
        struct SameKey: FormModel {
            @FormText(param: "x") var a = ""
            @FormText(param: "x") var b = ""
        }
        #expect(throws: FormDeclarationError.self) { try SameKey(urlEncoded: "x=1") }
    }
}
