import Foundation
import Testing

@testable import Formwork

/// Reading `multipart/form-data` bodies into parameters (RFC 7578, RFC 2046
/// section 5.1.1, the Fetch Standard's multipart/form-data parser).
@Suite("Multipart: reading bodies")
struct MultipartReaderTests {
    private func read(_ lines: [String], boundary: String = "XyZ") throws -> FormParameters {
        try FormParameters(multipart: MultipartBody.lines(lines), boundary: boundary)
    }

    @Test func textPartsAreReadAsTextInOrder() throws {
        let parameters = try read(
            ["--XyZ"] + MultipartBody.text("name", "Ada Lovelace") + ["--XyZ"] + MultipartBody.text("age", "36")
                + ["--XyZ--", ""])
        #expect(parameters == ["name": "Ada Lovelace", "age": "36"])
    }

    @Test func aPartWithAFileNameIsAFileWithItsBytesNameAndType() throws {
        var body = MultipartBody.lines([
            "--XyZ", "Content-Disposition: form-data; name=\"photo\"; filename=\"me.png\"", "Content-Type: image/png", "", "",
        ])
        body.append(contentsOf: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0xFF])
        body.append(contentsOf: Array("\r\n--XyZ--\r\n".utf8))
        let parameters = try FormParameters(multipart: body, boundary: "XyZ")
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0xFF])
        #expect(parameters["photo"] == .file(FormFile(filename: "me.png", contentType: "image/png", data: png)))
    }

    @Test func aFileWithoutContentTypeIsTextPlain() throws {
        // RFC 7578 section 4.4: the default content type of a part is text/plain.
        let parameters = try read([
            "--XyZ", "Content-Disposition: form-data; name=\"cv\"; filename=\"cv.txt\"", "", "hello", "--XyZ--",
        ])
        #expect(parameters["cv"] == .file(FormFile(filename: "cv.txt", contentType: "text/plain", data: Data("hello".utf8))))
    }

    @Test func aFileInputWithNoFileChosenIsNoValue() throws {
        // What browsers send for an empty <input type=file>: an empty file name, no bytes.
        let parameters = try read(
            [
                "--XyZ", "Content-Disposition: form-data; name=\"cv\"; filename=\"\"",
                "Content-Type: application/octet-stream", "", "", "--XyZ",
            ] + MultipartBody.text("name", "Ada") + ["--XyZ--"])
        #expect(parameters == ["name": "Ada"])
    }

    @Test func anEmptyFileNameWithBytesIsStillAFile() throws {
        let parameters = try read([
            "--XyZ", "Content-Disposition: form-data; name=\"cv\"; filename=\"\"", "", "data", "--XyZ--",
        ])
        #expect(parameters["cv"] == .file(FormFile(filename: "", contentType: "text/plain", data: Data("data".utf8))))
    }

    @Test func bracketNamesNestAsInAURLEncodedBody() throws {
        let parameters = try read(
            ["--XyZ"] + MultipartBody.text("address[city]", "London") + ["--XyZ"] + MultipartBody.text("tags[]", "math")
                + ["--XyZ"] + MultipartBody.text("tags[]", "engines") + ["--XyZ"]
                + MultipartBody.text("items[1][id]", "8") + ["--XyZ"] + MultipartBody.text("items[0][id]", "7")
                + ["--XyZ--"])
        #expect(parameters["address"] == .object([.init("city", "London")]))
        #expect(parameters["tags"] == .array(["math", "engines"]))
        #expect(parameters["items"] == .array([.object([.init("id", "7")]), .object([.init("id", "8")])]))
    }

    @Test func aNameSentTwiceIsAnArrayOfItsValues() throws {
        let parameters = try read(
            ["--XyZ"] + MultipartBody.text("flag", "false") + ["--XyZ"] + MultipartBody.text("flag", "true") + ["--XyZ--"])
        #expect(parameters["flag"] == .array(["false", "true"]))
    }

    @Test func valuesKeepTheirLineBreaksAndABoundaryAfterALoneLF() throws {
        // Only CRLF followed by --boundary delimits a part (RFC 2046); after a lone LF it is content.
        let parameters = try read(["--XyZ"] + MultipartBody.text("bio", "one\r\ntwo\n--XyZ-not\r") + ["--XyZ--"])
        #expect(parameters["bio"] == "one\r\ntwo\n--XyZ-not\r")
    }

    @Test func anEmptyValueIsEmptyText() throws {
        #expect(try read(["--XyZ"] + MultipartBody.text("nick", "") + ["--XyZ--"]) == ["nick": ""])
    }

    @Test func invalidUTF8InTextBecomesReplacementCharacters() throws {
        var body = MultipartBody.lines(["--XyZ", "Content-Disposition: form-data; name=\"name\"", "", "A"])
        body.append(contentsOf: [0xFF, 0x42, 0xC3])
        body.append(contentsOf: Array("\r\n--XyZ--".utf8))
        #expect(try FormParameters(multipart: body, boundary: "XyZ")["name"] == "A\u{FFFD}B\u{FFFD}")
    }

    @Test func utf8NamesAndValuesAreReadAsTheyAre() throws {
        let parameters = try read(["--XyZ"] + MultipartBody.text("名前", "Zoë 東京 😀") + ["--XyZ--"])
        #expect(parameters == ["名前": "Zoë 東京 😀"])
    }

    @Test func htmlEscapesInNamesAreUndone() throws {
        // The HTML Standard writes LF, CR and '"' as %0A, %0D, %22; Formwork also writes '\' as %5C.
        let parameters = try read(["--XyZ"] + MultipartBody.text("a%22b%0D%0Ac%5Cd", "1") + ["--XyZ--"])
        #expect(parameters == ["a\"b\r\nc\\d": "1"])
    }

    @Test func otherPercentSequencesInNamesStayAsWritten() throws {
        // Browsers write '%' as it is: only HTML's own escapes are undone (lowercase ones are not HTML's).
        let parameters = try read(["--XyZ"] + MultipartBody.text("50%25 %41 %0a", "1") + ["--XyZ--"])
        #expect(parameters == ["50%25 %41 %0a": "1"])
    }

    @Test func aBackslashInAQuotedNameIsABackslash() throws {
        // The Fetch Standard reads a quoted value to the next '"'; HTML never escapes a backslash.
        let parameters = try read(["--XyZ", #"Content-Disposition: form-data; name="C:\dir\""#, "", "1", "--XyZ--"])
        #expect(parameters == ["C:\\dir\\": "1"])
    }

    @Test func aBackslashBeforeTheClosingQuoteEndsTheValueAsBrowsersRead() throws {
        // A browser writes a name ending in a backslash as `name="a\"`; the Fetch Standard ends it at that quote.
        let parameters = try read(["--XyZ", #"Content-Disposition: form-data; name="a\"; filename="b""#, "", "1", "--XyZ--"])
        #expect(parameters == ["a\\": .file(FormFile(filename: "b", contentType: "text/plain", data: Data("1".utf8)))])
    }

    @Test func anRFC2231NameIsReadWhenThereIsNoPlainName() throws {
        // Python's email package writes a non-ASCII name this way; `+` stays a plus.
        let parameters = try read(["--XyZ", "Content-Disposition: form-data; name*=UTF-8''%E5%90%8D+1", "", "x", "--XyZ--"])
        #expect(parameters == ["名+1": "x"])
    }

    @Test func aPlainNameWinsOverAnRFC2231Name() throws {
        let parameters = try read([
            "--XyZ", "Content-Disposition: form-data; name*=utf-8''other; name=\"age\"", "", "1", "--XyZ--",
        ])
        #expect(parameters == ["age": "1"])
    }

    @Test func headerNamesAndTheDispositionTypeAreReadInAnyLetterCase() throws {
        let parameters = try read([
            "--XyZ", "CONTENT-disposition: Form-Data; NAME=\"cv\"; FileName=\"a.txt\"", "content-TYPE: text/csv", "", "x",
            "--XyZ--",
        ])
        #expect(parameters["cv"] == .file(FormFile(filename: "a.txt", contentType: "text/csv", data: Data("x".utf8))))
    }

    @Test func unquotedParameterValuesAreRead() throws {
        #expect(try read(["--XyZ", "Content-Disposition: form-data; name=age", "", "36", "--XyZ--"]) == ["age": "36"])
    }

    @Test func otherHeadersAreIgnored() throws {
        let parameters = try read([
            "--XyZ", "Content-Disposition: form-data; name=\"age\"", "Content-Type: text/plain; charset=utf-8",
            "Content-Transfer-Encoding: 8bit", "X-Note: ignored", "", "36", "--XyZ--",
        ])
        #expect(parameters == ["age": "36"])
    }

    @Test func aPreambleAndAnEpilogueAreIgnored() throws {
        // RFC 2046 section 5.1.1: text before the first boundary and after the last is to be ignored.
        let parameters = try read(["This is a preamble.", "--XyZ"] + MultipartBody.text("age", "36") + ["--XyZ--", "epilogue"])
        #expect(parameters == ["age": "36"])
    }

    @Test func transportPaddingAfterABoundaryIsAllowed() throws {
        #expect(try read(["--XyZ \t"] + MultipartBody.text("age", "36") + ["--XyZ--  "]) == ["age": "36"])
    }

    @Test func aBodyWithOnlyTheClosingBoundaryHasNoParameters() throws {
        #expect(try read(["--XyZ--", ""]) == FormParameters())
    }

    @Test func theBoundaryComesFromTheContentTypeQuotedOrNot() throws {
        let body = MultipartBody.lines(["--a:b c"] + MultipartBody.text("age", "36") + ["--a:b c--"])
        #expect(try FormParameters(multipart: body, contentType: "multipart/form-data; boundary=\"a:b c\"") == ["age": "36"])
        let plain = MultipartBody.lines(["--XyZ"] + MultipartBody.text("age", "36") + ["--XyZ--"])
        #expect(
            try FormParameters(multipart: plain, contentType: "Multipart/Form-Data;charset=utf-8; BOUNDARY=XyZ") == ["age": "36"])
    }

    @Test func aContentTypeThatIsNotMultipartFormDataIsRefused() throws {
        let body = MultipartBody.lines(["--XyZ--"])
        for header in ["application/x-www-form-urlencoded", "multipart/mixed; boundary=XyZ", "multipart/form-data", ""] {
            #expect(throws: FormParameters.DecodingError([.init(reason: .invalidContentType(header))])) {
                try FormParameters(multipart: body, contentType: header)
            }
        }
    }
}
