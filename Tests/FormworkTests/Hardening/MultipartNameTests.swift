import Foundation
import Testing

@testable import Formwork

/// How names and file names are written in a part's
/// `Content-Disposition`. The HTML Standard (multipart/form-data encoding
/// algorithm) writes LF as `%0A`, CR as `%0D`, `"` as `%22` and nothing
/// else; a MIME reader (RFC 2045 §5.1 parameters, RFC 5322 §3.2.4 quoted
/// strings, as Python's `email` and Go's `mime` read them) takes a backslash
/// as quoting the next character, so Formwork also writes `\` as `%5C`.
@Suite struct MultipartNameTests {
    private func disposition(_ parameters: FormParameters) throws -> [String] {
        let body = try parameters.multipart(boundary: "Boundary-0042")
        let text = String(decoding: body.data, as: UTF8.self)
        return text.components(separatedBy: "\r\n").filter { $0.hasPrefix("Content-Disposition:") }
    }

    @Test func nameEndingInBackslashCannotSwallowItsClosingQuote() throws {
        // Written as HTML does, this would be `name="x\"`: a MIME reader's quoted string would go on.
        #expect(try disposition(["x\\": "1"]) == [#"Content-Disposition: form-data; name="x%5C""#])
    }

    @Test func fileNameEndingInBackslashKeepsItsContentTypeApart() throws {
        let file = FormFile(filename: "notes\\", contentType: "text/plain", data: Data("n".utf8))
        #expect(
            try disposition(["doc": .file(file)])
                == [#"Content-Disposition: form-data; name="doc"; filename="notes%5C""#])
    }

    @Test func everyBackslashIsWrittenAsPercent5C() throws {
        // An inner `\b` reads as `b` in Python's `email` (policy.default), `\\` as one backslash.
        #expect(
            try disposition(["a\\b": "1", "c\\\\d": "2", "q\\\"": "3"]) == [
                #"Content-Disposition: form-data; name="a%5Cb""#,
                #"Content-Disposition: form-data; name="c%5C%5Cd""#,
                #"Content-Disposition: form-data; name="q%5C%22""#,
            ])
    }

    @Test func quoteCarriageReturnAndLineFeedStayAsHTMLWritesThem() throws {
        // HTML Standard, multipart/form-data encoding algorithm: exactly these three escapes.
        #expect(try disposition(["a\"b\rc\nd": "1"]) == [#"Content-Disposition: form-data; name="a%22b%0Dc%0Ad""#])
    }

    @Test func otherCharactersAreWrittenAsTheyAre() throws {
        // `%`, `;`, `=`, a tab and non-ASCII text are not escaped (HTML: "no other escapes").
        #expect(try disposition(["50%; a=b\tZoë": "1"]) == ["Content-Disposition: form-data; name=\"50%; a=b\tZoë\""])
    }
}
