import Formwork
import Foundation
import Testing

private enum PostedPlan: String, FormChoice { case free, pro }

private struct PostedOrder: FormModel, Equatable {
    @FormText(rules: [.required]) var name = ""
    @FormBoolean var gift = true
    @FormList var notes: [String] = []
    @FormEnumerated var plan: PostedPlan = .free
    @FormAttachment var receipt: FormFile? = nil
}

/// A post's body read by its `Content-Type`: which reader, which refusal
/// and status, and what the form reads from it.
@Suite("A posted body")
struct PostedBodyTests {
    static let urlEncoded = "application/x-www-form-urlencoded"

    /// A multipart body (RFC 7578 §4) with the boundary `B`: `fields` as
    /// text parts, then `file` as the receipt's part.
    static func multipart(_ fields: [(String, String)], file: FormFile? = nil) -> Data {
        var body = Data()
        for (name, value) in fields {
            body.append(Data("--B\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8))
        }
        if let file {
            body.append(
                Data(
                    ("--B\r\nContent-Disposition: form-data; name=\"receipt\"; filename=\"\(file.filename)\"\r\n"
                        + "Content-Type: \(file.contentType)\r\n\r\n").utf8))
            body.append(file.data)
            body.append(Data("\r\n".utf8))
        }
        body.append(Data("--B--\r\n".utf8))
        return body
    }

    @Test func theMediaTypeChoosesTheReaderInAnyLetterCaseWithItsParameters() throws {
        let text = try FormPostedBody(
            bytes: Data("name=Ada&plan=pro".utf8), contentType: "Application/X-WWW-Form-URLEncoded ; charset=UTF-8")
        #expect(text.encoding == .urlEncoded)
        #expect(text.parameters == (try FormParameters(urlEncoded: "name=Ada&plan=pro")))
        #expect(text.contentType == "Application/X-WWW-Form-URLEncoded ; charset=UTF-8")

        let receipt = FormFile(filename: "r.pdf", contentType: "application/pdf", data: Data([0x25, 0x00, 0xFF]))
        let parts = Self.multipart([("name", "Ada")], file: receipt)
        let multipart = try FormPostedBody(bytes: parts, contentType: #"MULTIPART/form-data; boundary="B""#)
        #expect(multipart.encoding == .multipart)
        #expect(multipart.parameters == (try FormParameters(multipart: parts, boundary: "B")))
        #expect(multipart.bytes == parts)

        let json = try FormPostedBody(
            bytes: Data(#"{"name":"Ada"}"#.utf8), contentType: "application/json", accepting: [.json])
        #expect(json.encoding == .json)
        #expect(json.parameters["name"] == .string("Ada"))
    }

    @Test func aMediaTypeTheRouteDoesNotReadIsRefusedWith415() throws {
        let cases: [(String?, String)] = [
            ("application/json", "was sent with 'application/json'"),
            ("text/plain", "was sent with 'text/plain'"),
            (nil, "was sent with no Content-Type"),
            ("", "was sent with no Content-Type"),
            // A type is the whole text before `;`, not a prefix of it.
            ("application/x-www-form-urlencodedx", "was sent with 'application/x-www-form-urlencodedx'"),
        ]
        for (contentType, sent) in cases {
            let refusal = #expect(throws: FormPostedBody.Refusal.self) {
                try FormPostedBody(bytes: Data(#"{"name":"Ada"}"#.utf8), contentType: contentType)
            }
            #expect(refusal?.statusCode == 415)
            #expect(refusal?.isTooLarge == false)
            #expect(
                refusal?.description
                    == "The body must be application/x-www-form-urlencoded or multipart/form-data, and \(sent).")
        }
        let jsonOnly = #expect(throws: FormPostedBody.Refusal.self) {
            try FormPostedBody(bytes: Data("name=Ada".utf8), contentType: Self.urlEncoded, accepting: [.json])
        }
        #expect(jsonOnly?.reason == .unsupportedMediaType(Self.urlEncoded, accepted: [.json]))
        #expect(jsonOnly?.description.hasPrefix("The body must be application/json, and") == true)
    }

    @Test func aBodyOrAPartOverItsLimitIsRefusedWith413() throws {
        let limits = FormParameters.DecodingLimits(maxBodySize: 10, maxPartSize: 4)
        let large = #expect(throws: FormPostedBody.Refusal.self) {
            try FormPostedBody(bytes: Data("name=Ada+Lovelace".utf8), contentType: Self.urlEncoded, limits: limits)
        }
        #expect(large?.isTooLarge == true)
        #expect(large?.statusCode == 413)
        #expect(large?.reason == .unreadable(FormParameters.DecodingError([.init(reason: .bodyTooLarge(size: 17, limit: 10))])))

        let part = #expect(throws: FormPostedBody.Refusal.self) {
            try FormPostedBody(
                bytes: Self.multipart([("name", "Ada Lovelace")]), contentType: "multipart/form-data; boundary=B",
                limits: FormParameters.DecodingLimits(maxPartSize: 4))
        }
        #expect(part?.isTooLarge == true)
        #expect(part?.statusCode == 413)
        // A body of exactly its limit is read.
        let exact = try FormPostedBody(bytes: Data("name=Adaxy".utf8), contentType: Self.urlEncoded, limits: limits)
        #expect(exact.parameters["name"] == .string("Adaxy"))
    }

    @Test func anyOtherBodyTheReaderRefusesIsRefusedWith400AndEveryProblem() throws {
        let cases: [(Data, String)] = [
            (Data("a=1&b=2&c=3".utf8), Self.urlEncoded),
            (Data("a[=1".utf8), Self.urlEncoded),
            (Self.multipart([("name", "Ada")]), "multipart/form-data"),
            (Data("--B\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nAda".utf8), "multipart/form-data; boundary=B"),
        ]
        for (bytes, contentType) in cases {
            let refusal = #expect(throws: FormPostedBody.Refusal.self) {
                try FormPostedBody(
                    bytes: bytes, contentType: contentType, limits: FormParameters.DecodingLimits(maxParameterCount: 2))
            }
            #expect(refusal?.statusCode == 400, "\(contentType)")
            guard case .unreadable(let error) = refusal?.reason else {
                Issue.record("not a reader's refusal: \(String(describing: refusal))")
                continue
            }
            #expect(!error.problems.isEmpty)
            #expect(refusal?.description == "The body could not be read: \(error.description)")
        }
    }

    @Test func aPagesBodyIsReadAsThePageMeansItAndValidated() throws {
        // No `gift` (its box unticked), a blank `notes` box: what a page posts.
        let posted = try FormPostedBody(bytes: Data("name=&notes=&plan=pro".utf8), contentType: Self.urlEncoded)
        var form = try FormState(PostedOrder())
        let result = posted.read(into: &form)
        #expect(result.fieldErrors.isEmpty)
        #expect(result.validationErrors.map(\.key) == ["name"])
        var expected = PostedOrder()
        expected.gift = false
        expected.plan = .pro
        #expect(try form.model == expected)

        var unvalidated = try FormState(PostedOrder())
        #expect(posted.read(into: &unvalidated, validates: false).validationErrors.isEmpty)
        #expect(try unvalidated.model == expected)
    }

    @Test func aJSONDocumentIsReadWithTheDefaultOptions() throws {
        let posted = try FormPostedBody(
            bytes: Data(#"{"name":"Ada","notes":[""]}"#.utf8), contentType: "application/json", accepting: [.json])
        var form = try FormState(PostedOrder())
        let result = posted.read(into: &form)
        #expect(result.validationErrors.isEmpty)
        var expected = PostedOrder()
        expected.name = "Ada"
        expected.notes = [""]  // a document's empty text is a value; gift, left out, keeps its value
        #expect(try form.model == expected)
    }

    @Test func readingGivesWhatTheBodysParametersGiveOnEachEncoding() throws {
        let receipt = FormFile(filename: "r.pdf", contentType: "application/pdf", data: Data([0x25, 0x0D, 0x0A, 0xFF]))
        let fields = [("name", "Ada"), ("gift", "false"), ("gift", "true"), ("notes", "a"), ("notes", ""), ("plan", "pro")]
        let bodies = [
            try FormPostedBody(
                bytes: Data("name=Ada&gift=false&gift=true&notes=a&notes=&plan=pro".utf8), contentType: Self.urlEncoded),
            try FormPostedBody(
                bytes: Self.multipart(fields, file: receipt), contentType: "multipart/form-data; boundary=B"),
        ]
        for posted in bodies {
            var read = try FormState(PostedOrder())
            let result = posted.read(into: &read)
            var expected = try FormState(PostedOrder())
            var options = posted.encoding.readingOptions
            options.validates = true
            let fromParameters = expected.update(from: posted.parameters, options: options)
            #expect(result.fieldErrors == fromParameters.fieldErrors)
            #expect(try read.model == expected.model, "\(posted.encoding)")
            #expect(try read.model.gift && read.model.notes == ["a"])
        }
    }

    @Test func theFormReadsWithinTheLimitsTheBodyWasReadWithin() throws {
        let limits = FormParameters.DecodingLimits(maxParameterCount: 3)
        let posted = try FormPostedBody(bytes: Data("name=Ada&plan=pro".utf8), contentType: Self.urlEncoded, limits: limits)
        var form = try FormState(PostedOrder())
        // Options whose own limits would refuse the body: the body's limits take their place.
        let tight = FormUpdateOptions(limits: FormParameters.DecodingLimits(maxParameterCount: 1))
        #expect(posted.read(into: &form, options: tight).decodingProblems.isEmpty)
        #expect(try form.model.plan == .pro)
        var refused = try FormState(PostedOrder())
        #expect(!refused.update(fromURLEncoded: posted.bytes, options: tight).decodingProblems.isEmpty)
    }

    @Test func eachEncodingNamesItsMediaType() {
        // The media types of the WHATWG URL Standard (§5), RFC 7578 and RFC 8259.
        #expect(
            FormPostedBody.Encoding.allCases.map(\.mediaType) == [
                "application/x-www-form-urlencoded", "multipart/form-data", "application/json",
            ])
    }
}
