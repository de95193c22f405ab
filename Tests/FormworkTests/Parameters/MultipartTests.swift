import FormworkFixtures
import Foundation
import Testing

@testable import Formwork

/// Expected bodies are written by hand from RFC 7578 (multipart/form-data)
/// and RFC 2046 section 5.1.1 (delimiters: CRLF "--" boundary; the close
/// delimiter adds "--"), with the HTML Standard's escaping of names.
@Suite("Multipart: bodies")
struct MultipartTests {
    private let signUp: FormParameters = [
        "name": "Ada",
        "avatar": .file(FormFile(filename: "me.txt", contentType: "text/plain", data: Data("hi\r\n".utf8))),
    ]

    @Test func aSmallBodyIsExactlyWhatRFC7578Describes() throws {
        let body = try signUp.multipart(boundary: "XyZ")
        let expected =
            "--XyZ\r\n"
            + "Content-Disposition: form-data; name=\"name\"\r\n"
            + "\r\n"
            + "Ada\r\n"
            + "--XyZ\r\n"
            + "Content-Disposition: form-data; name=\"avatar\"; filename=\"me.txt\"\r\n"
            + "Content-Type: text/plain\r\n"
            + "\r\n"
            + "hi\r\n\r\n"
            + "--XyZ--\r\n"
        #expect(body.data.text == expected)
        #expect(body.contentType == "multipart/form-data; boundary=XyZ")
    }

    @Test func noParametersIsOnlyTheCloseDelimiter() throws {
        #expect(try FormParameters().multipart(boundary: "b").data.text == "--b--\r\n")
    }

    @Test func namesAndFileNamesCannotInjectHeaders() throws {
        let hostile: FormParameters = [
            "a\"\r\nX-Evil: 1": "v",
            "doc": .file(
                FormFile(filename: "x\".txt\r\nContent-Type: text/html", contentType: "text/plain\r\nX-Evil: 2", data: Data())),
        ]
        let text = try hostile.multipart(boundary: "b").data.text
        #expect(text.contains("name=\"a%22%0D%0AX-Evil: 1\"\r\n"))
        #expect(text.contains("filename=\"x%22.txt%0D%0AContent-Type: text/html\"\r\n"))
        #expect(text.contains("Content-Type: text/plain%0D%0AX-Evil: 2\r\n"))
        #expect(!text.contains("\r\nX-Evil"))
    }

    @Test func nestedValuesUseUnencodedBrackets() throws {
        let order: FormParameters = [
            "user": .object([.init("city", "東京")]), "tags": ["a", "b"], "items": [.object([.init("id", 7)])],
        ]
        let text = try order.multipart(boundary: "XyZ").data.text
        let names = text.components(separatedBy: "\r\n").filter { $0.hasPrefix("Content-Disposition") }
        #expect(
            names == [
                "Content-Disposition: form-data; name=\"user[city]\"", "Content-Disposition: form-data; name=\"tags[]\"",
                "Content-Disposition: form-data; name=\"tags[]\"", "Content-Disposition: form-data; name=\"items[0][id]\"",
            ])
    }

    @Test func scalarsAreWrittenAsInURLEncoding() throws {
        let parameters: FormParameters = [
            "ok": true, "nothing": nil, "ratio": 0.1,
            "remote": .file(FormFile(url: try #require(URL(string: "https://e.com/a.png")))),
        ]
        let text = try parameters.multipart(boundary: "b").data.text
        #expect(
            text == "--b\r\nContent-Disposition: form-data; name=\"ok\"\r\n\r\ntrue\r\n"
                + "--b\r\nContent-Disposition: form-data; name=\"ratio\"\r\n\r\n0.1\r\n"
                + "--b\r\nContent-Disposition: form-data; name=\"remote\"\r\n\r\nhttps://e.com/a.png\r\n--b--\r\n")
    }

    @Test func aGivenBoundaryFoundInContentIsAnError() {
        let parameters: FormParameters = ["note": "see --XyZ below"]
        #expect(throws: FormParameters.EncodingError.boundaryInContent("XyZ")) { try parameters.multipart(boundary: "XyZ") }
    }

    @Test func boundariesOutsideRFC2046AreErrors() {
        for boundary in ["", "ends in space ", String(repeating: "b", count: 71), "semi;colon", "ü"] {
            #expect(throws: FormParameters.EncodingError.invalidBoundary(boundary)) { try signUp.multipart(boundary: boundary) }
        }
    }

    @Test func boundariesWithSpecialsAreQuotedInTheContentType() throws {
        #expect(try signUp.multipart(boundary: "a:b c").contentType == "multipart/form-data; boundary=\"a:b c\"")
    }

    @Test func generatedBoundariesArePrefixedAndTwentyFourAlphanumerics() {
        let boundary = signUp.multipart().boundary
        #expect(boundary.hasPrefix("----FormworkBoundary"))
        let random = boundary.dropFirst("----FormworkBoundary".count)
        #expect(random.count == 24)
        #expect(random.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) })
    }

    @Test func aSeededGeneratorGivesTheSameBody() {
        var first = SeededGenerator(seed: 7), second = SeededGenerator(seed: 7)
        #expect(signUp.multipart(using: &first) == signUp.multipart(using: &second))
    }

    @Test func aBoundaryFoundInContentIsDrawnAgain() {
        var peek = SeededGenerator(seed: 99)
        let firstDraw = FormParameters.MultipartBody.randomBoundary(using: &peek)
        let parameters: FormParameters = ["trap": .file(FormFile(filename: "t.bin", data: Data("x--\(firstDraw)y".utf8)))]
        var generator = SeededGenerator(seed: 99)
        let body = parameters.multipart(using: &generator)
        #expect(body.boundary != firstDraw)
        #expect(body.boundary == FormParameters.MultipartBody.randomBoundary(using: &peek))
        #expect(body.data.text.components(separatedBy: "--" + body.boundary).count == 3)
    }

    @Test func aGeneratorThatRepeatsItselfStillEnds() {
        // A constant the stdlib's bounded draw accepts (0 would be rejected forever).
        struct Stuck: RandomNumberGenerator { mutating func next() -> UInt64 { 1 << 40 } }
        var stuck = Stuck()
        let stuckBoundary = FormParameters.MultipartBody.randomBoundary(using: &stuck)
        let parameters: FormParameters = ["trap": .string(stuckBoundary)]
        #expect(parameters.multipart(using: &stuck).boundary != stuckBoundary)
    }

    @Test func newlineNormalizationAppliesToNamesAndTextValues() throws {
        let parameters: FormParameters = ["a\nb": "x\ny"]
        let text = try parameters.multipart(boundary: "XyZ", options: FormParameters.MultipartOptions(normalizesNewlines: true))
            .data.text
        #expect(text == "--XyZ\r\nContent-Disposition: form-data; name=\"a%0D%0Ab\"\r\n\r\nx\r\ny\r\n--XyZ--\r\n")
    }
}
