import Formwork
import FormworkFixtures
import Foundation
import Testing

/// Malformed bodies surface through `update` and the model initializers:
/// a body that cannot be read changes nothing and says why. Expectations
/// follow the WHATWG urlencoded parser
/// (https://url.spec.whatwg.org/#concept-urlencoded-parser) and RFC 8259.
@Suite("Submission: malformed bodies")
struct MalformedBodyTests {
    /// The problems `body` is refused with, through `update`, after checking
    /// that it changed nothing.
    private func problems(_ body: String) throws -> [FormParameters.DecodingError.Problem] {
        let ada = Profile.ada
        var form = try FormState(ada)
        let result = form.update(fromURLEncoded: body)
        #expect(result.change.isEmpty)
        #expect(try form.model == ada)
        return result.decodingProblems
    }

    @Test func badEscapesAreKeptLiterally() throws {
        // A "%" not followed by two hex digits is not decoded: it stays as it is.
        var form = try FormState(Profile())
        let result = form.update(fromURLEncoded: "user_name=100%zz%&about_me=%2&email=a%4")
        #expect(result.error == nil)
        #expect(form.value(String.self, for: "user_name") == "100%zz%")
        #expect(form.value(String.self, for: "about_me") == "%2")
        #expect(form.value(String.self, for: "email") == "a%4")
    }

    @Test func anUnclosedBracketIsAProblemAndNothingIsApplied() throws {
        let found = try problems("user_name=Grace&address%5Bcity=Paris")
        #expect(found == [.init(key: "address[city", offset: 7, reason: .unclosedBracket)])
    }

    @Test func aClosingBracketWithoutAnOpeningOne() throws {
        #expect(try problems("a]=1").map(\.reason) == [.unexpectedClosingBracket])
    }

    @Test func tenThousandParametersAreOverTheLimit() throws {
        let body = (0..<10_000).map { "p\($0)=1" }.joined(separator: "&")
        #expect(try problems(body) == [.init(reason: .tooManyParameters(limit: 1000))])
    }

    @Test func depthOneHundredIsOverTheLimit() throws {
        let key = "address" + String(repeating: "[a]", count: 99)  // depth 100
        #expect(try problems("\(key)=1").map(\.reason) == [.tooDeep(limit: 32)])
    }

    @Test func limitsCanBeLowered() throws {
        var form = try FormState(Profile())
        let options = FormUpdateOptions(limits: FormParameters.DecodingLimits(maxParameterCount: 2))
        let result = form.update(fromURLEncoded: "user_name=a&age=1&email=c", options: options)
        #expect(result.decodingProblems.map(\.reason) == [.tooManyParameters(limit: 2)])
    }

    @Test func invalidUTF8InAURLEncodedBodyBecomesReplacementCharacters() throws {
        // WHATWG: "UTF-8 decode without BOM" replaces each maximal invalid
        // subsequence with U+FFFD; it is not an error.
        var form = try FormState(Profile())
        let body = Data("user_name=A".utf8) + Data([0xFF]) + Data("da&age=%C3".utf8)
        let result = form.update(fromURLEncoded: body)
        #expect(form.value(String.self, for: "user_name") == "A\u{FFFD}da")
        #expect(result.fieldErrors.map(\.input) == ["\u{FFFD}"])  // age: a lone lead byte
    }

    @Test func invalidUTF8InJSONIsAProblemAtItsOffset() throws {
        var form = try FormState(Profile())
        let body = Data(#"{"user_name":""#.utf8) + Data([0xFF]) + Data(#""}"#.utf8)
        let result = form.update(fromJSON: body)
        #expect(result.decodingProblems == [.init(offset: 14, line: 1, column: 15, reason: .invalidUTF8)])
        #expect(result.change.isEmpty)
    }

    @Test func jsonThatIsNotAnObject() throws {
        var form = try FormState(Profile())
        #expect(form.update(fromJSON: Data("[1]".utf8)).decodingProblems.map(\.reason) == [.notAnObject])
    }

    @Test func truncatedJSON() throws {
        var form = try FormState(Profile())
        let result = form.update(fromJSON: Data(#"{"user_name":"Ada""#.utf8))
        #expect(result.decodingProblems.count == 1)
        #expect(result.change.isEmpty)
    }

    // MARK: Through the model initializers

    @Test(arguments: ["address%5Bcity=Paris", "a]=1", "user_name=Ada&a=1&a%5Bb%5D=2"])
    func aMalformedBodyThrowsItsProblems(_ body: String) throws {
        #expect {
            _ = try Profile(urlEncoded: body)
        } throws: { error in
            guard let error = error as? FormSubmissionError else { return false }
            return error.decodingProblems.count == 1 && error.fieldErrors.isEmpty
        }
    }

    @Test func tooManyParametersThroughTheInitializer() throws {
        let body = (0..<10_000).map { "p\($0)=1" }.joined(separator: "&")
        #expect(throws: FormSubmissionError(decodingProblems: [.init(reason: .tooManyParameters(limit: 1000))])) {
            try Profile(urlEncoded: body)
        }
    }

    @Test func invalidJSONThroughTheInitializer() throws {
        let body = Data(#"{"user_name":""#.utf8) + Data([0xC0, 0x80]) + Data(#""}"#.utf8)  // overlong NUL
        #expect(throws: FormSubmissionError(decodingProblems: [.init(offset: 14, line: 1, column: 15, reason: .invalidUTF8)])) {
            try Profile(json: body)
        }
    }
}
