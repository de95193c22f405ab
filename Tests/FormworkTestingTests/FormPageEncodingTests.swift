import Formwork
import FormworkTesting
import Foundation
import Testing

/// The encoders against the standards' rules and examples, the expected
/// bytes written out by hand from the standards.
@Suite("Pages: urlencoded and multipart bodies")
struct FormPageEncodingTests {
    private func text(_ name: String, _ value: String) -> FormPage.Entry {
        FormPage.Entry(name: name, value: .text(value))
    }

    /// The URL Standard's urlencoded serializer: only ASCII alphanumerics
    /// and `*-._` stay; a space is `+`; `+`, `~`, `!`, `'`, `(`, `)` are
    /// percent-encoded, in uppercase hexadecimal.
    @Test func theURLEncodedSerializerKeepsOnlyItsUnreservedBytes() {
        let body = FormPage.urlEncoded([text("a b", "c+d"), text("*-._", "!~'()"), text("q", "%&=/?#")])
        #expect(body == "a+b=c%2Bd&*-._=%21%7E%27%28%29&q=%25%26%3D%2F%3F%23")
    }

    @Test func textIsEncodedAsUTF8Bytes() {
        // é U+00E9 → C3 A9; € U+20AC → E2 82 AC; 😀 U+1F600 → F0 9F 98 80; 漢 U+6F22 → E6 BC A2.
        #expect(FormPage.urlEncoded([text("é", "€😀漢")]) == "%C3%A9=%E2%82%AC%F0%9F%98%80%E6%BC%A2")
    }

    /// HTML's "convert to a list of name-value pairs": a lone LF or CR becomes CR LF, and CR LF stays.
    @Test func lineBreaksBecomeCRLFInNamesAndValues() {
        #expect(FormPage.urlEncoded([text("a\nb", "1\r2\r\n3\n")]) == "a%0D%0Ab=1%0D%0A2%0D%0A3%0D%0A")
    }

    @Test func aFileIsPostedAsItsNameURLEncoded() {
        let entries = [
            FormPage.Entry(name: "avatar", value: .file(FormFile(filename: "", data: Data()))),
            FormPage.Entry(name: "scan", value: .file(FormFile(filename: "my scan.pdf", data: Data([1])))),
        ]
        #expect(FormPage.urlEncoded(entries) == "avatar=&scan=my+scan.pdf")
        #expect(FormPage.urlEncoded([]) == "")
    }

    /// The example of HTML 4.01 §17.13.4 (boundary `AaB03x`, "Larry" and
    /// `file1.txt`), with the lines ending in CR LF as RFC 7578 requires.
    @Test func multipartWritesTheStandardsExample() throws {
        let file = FormFile(filename: "file1.txt", contentType: "text/plain", data: Data("... contents of file1.txt ...".utf8))
        let body = try FormPage.multipart(
            [text("submit-name", "Larry"), FormPage.Entry(name: "files", value: .file(file))], boundary: "AaB03x")
        let expected =
            "--AaB03x\r\n" + "Content-Disposition: form-data; name=\"submit-name\"\r\n" + "\r\n" + "Larry\r\n"
            + "--AaB03x\r\n" + "Content-Disposition: form-data; name=\"files\"; filename=\"file1.txt\"\r\n"
            + "Content-Type: text/plain\r\n" + "\r\n" + "... contents of file1.txt ...\r\n" + "--AaB03x--\r\n"
        #expect(String(decoding: body, as: UTF8.self) == expected)
    }

    /// HTML §4.10.21.8: in names and file names LF, CR and `"` are `%0A`,
    /// `%0D` and `%22`, nothing else is escaped; a name's line breaks are
    /// first CR LF, a file name's are not; a text's line breaks are CR LF.
    @Test func multipartEscapesQuotesAndLineBreaksInNamesAndFileNames() throws {
        let file = FormFile(filename: "a\"b\nc\r%\\.txt", contentType: "", data: Data([0x00, 0xFF]))
        let body = try FormPage.multipart(
            [text("x\"y\nz", "1\n2"), FormPage.Entry(name: "é", value: .file(file))], boundary: "B")
        var expected = Data(
            ("--B\r\nContent-Disposition: form-data; name=\"x%22y%0D%0Az\"\r\n\r\n1\r\n2\r\n"
                + "--B\r\nContent-Disposition: form-data; name=\"é\"; filename=\"a%22b%0Ac%0D%\\.txt\"\r\n"
                + "Content-Type: application/octet-stream\r\n\r\n").utf8)
        expected.append(contentsOf: [0x00, 0xFF])
        expected.append(Data("\r\n--B--\r\n".utf8))
        #expect(body == expected)
    }

    @Test func anEmptyFileInputPostsAnEmptyFileNamedNothing() throws {
        let empty = FormFile(filename: "", contentType: "application/octet-stream", data: Data())
        let body = try FormPage.multipart([FormPage.Entry(name: "avatar", value: .file(empty))], boundary: "B")
        let expected =
            "--B\r\nContent-Disposition: form-data; name=\"avatar\"; filename=\"\"\r\n"
            + "Content-Type: application/octet-stream\r\n\r\n\r\n--B--\r\n"
        #expect(String(decoding: body, as: UTF8.self) == expected)
    }

    @Test(arguments: ["", String(repeating: "a", count: 71), "ends in a space ", "semi;colon", "é"])
    func aBoundaryRFC2046RefusesIsAnError(boundary: String) {
        #expect(throws: FormPageError.self) { try FormPage.multipart([], boundary: boundary) }
    }

    @Test func aBoundaryInsideAValueIsAnError() {
        #expect(throws: FormPageError.self) { try FormPage.multipart([text("a", "x\r\n--B\r\n")], boundary: "B") }
        #expect(throws: Never.self) { try FormPage.multipart([text("a", "x-B")], boundary: "B") }
    }
}
