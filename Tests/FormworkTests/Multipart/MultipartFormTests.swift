import Formwork
import FormworkFixtures
import Foundation
import Testing

/// A form filled from a `multipart/form-data` body: files into file rows,
/// text read as a urlencoded body's text is, nothing changed by a bad body.
@Suite("Multipart: forms and models")
struct MultipartFormTests {
    private let cvBytes = Data([0x25, 0x50, 0x44, 0x46, 0x00, 0xFF, 0x0D, 0x0A])

    /// A body as a browser posts the application form.
    private func application(age: String = "36") -> Data {
        var data = MultipartBody.lines(
            ["--XyZ"] + MultipartBody.text("name", "Ada") + ["--XyZ"] + MultipartBody.text("age", age) + ["--XyZ"]
                + MultipartBody.text("tags[]", "math") + ["--XyZ"] + MultipartBody.text("tags[]", "engines") + ["--XyZ"]
                + MultipartBody.text("address[city]", "London") + ["--XyZ"]
                + ["Content-Disposition: form-data; name=\"photo\"; filename=\"\"", "Content-Type: application/octet-stream", ""]
                + [
                    "", "--XyZ", "Content-Disposition: form-data; name=\"cv\"; filename=\"cv.pdf\"",
                    "Content-Type: application/pdf", "", "",
                ])
        data.append(cvBytes)
        data.append(contentsOf: Array("\r\n--XyZ--\r\n".utf8))
        return data
    }

    @Test func aFilePartFillsAnAttachmentRowWithBytesNameAndType() throws {
        let model = try JobApplication(multipart: application(), boundary: "XyZ")
        #expect(model.cv == FormFile(filename: "cv.pdf", contentType: "application/pdf", data: cvBytes))
    }

    @Test func aFilePartFillsAnImageRow() throws {
        let body = MultipartBody.lines([
            "--XyZ", "Content-Disposition: form-data; name=\"photo\"; filename=\"me.png\"", "Content-Type: image/png", "", "PNG",
            "--XyZ--",
        ])
        let model = try JobApplication(multipart: body, boundary: "XyZ")
        #expect(model.photo == FormFile(filename: "me.png", contentType: "image/png", data: Data("PNG".utf8)))
    }

    @Test func textPartsFillTextNumberListAndGroupRows() throws {
        let model = try JobApplication(multipart: application(), boundary: "XyZ")
        #expect(model.name == "Ada")
        #expect(model.age == 36)
        #expect(model.tags == ["math", "engines"])
        #expect(model.address.city == "London")
    }

    @Test func aFileInputWithNoFileChosenKeepsTheRowsFile() throws {
        var start = JobApplication()
        start.photo = FormFile(filename: "old.png", contentType: "image/png", data: Data([1]))
        var form = try FormState(start)
        let result = form.update(fromMultipart: application(), boundary: "XyZ")
        #expect(result.error == nil)
        #expect(try form.model.photo == start.photo)
    }

    @Test func aBadNumberIsTheSameFieldErrorAsInAURLEncodedBody() throws {
        var multipart = try FormState(JobApplication())
        var urlEncoded = try FormState(JobApplication())
        let fromMultipart = multipart.update(fromMultipart: application(age: "forty"), boundary: "XyZ")
        let fromURLEncoded = urlEncoded.update(fromURLEncoded: "age=forty")
        #expect(fromMultipart.fieldErrors.map(\.message) == ["Age must be a whole number"])
        #expect(fromMultipart.fieldErrors == fromURLEncoded.fieldErrors)
        #expect(multipart.value(Int.self, for: "age") == 0)
    }

    @Test func theHiddenCheckboxIdiomReadsTheLastValue() throws {
        let body = MultipartBody.lines(
            ["--XyZ"] + MultipartBody.text("newsletter", "false") + ["--XyZ"] + MultipartBody.text("newsletter", "on") + [
                "--XyZ--"
            ])
        #expect(try JobApplication(multipart: body, boundary: "XyZ").newsletter == true)
    }

    @Test func aFileSentTwiceToAOneFileRowGivesItTheLast() throws {
        let body = MultipartBody.lines([
            "--XyZ", "Content-Disposition: form-data; name=\"cv\"; filename=\"a.txt\"", "", "a", "--XyZ",
            "Content-Disposition: form-data; name=\"cv\"; filename=\"b.txt\"", "", "b", "--XyZ--",
        ])
        let model = try JobApplication(multipart: body, boundary: "XyZ")
        #expect(model.cv == FormFile(filename: "b.txt", contentType: "text/plain", data: Data("b".utf8)))
    }

    @Test func aFileForAURLRowIsAFieldError() throws {
        var form = try FormState(JobApplication())
        let body = MultipartBody.lines([
            "--XyZ", "Content-Disposition: form-data; name=\"homepage_picture\"; filename=\"a.png\"", "", "a", "--XyZ--",
        ])
        let result = form.update(fromMultipart: body, boundary: "XyZ")
        #expect(result.fieldErrors.map(\.message) == ["Homepage Picture must be a URL or a file"])
    }

    @Test func aMalformedBodyChangesNothing() throws {
        var start = JobApplication()
        start.name = "Grace"
        var form = try FormState(start)
        let truncated = application().prefix(120)
        let result = form.update(fromMultipart: Data(truncated), boundary: "XyZ")
        #expect(result.decodingProblems.map(\.reason) == [.missingCloseDelimiter])
        #expect(result.change.isEmpty)
        #expect(try form.model == start)
    }

    @Test func theBoundaryIsTakenFromTheContentTypeHeader() throws {
        var form = try FormState(JobApplication())
        let result = form.update(fromMultipart: application(), contentType: "multipart/form-data; boundary=\"XyZ\"")
        #expect(result.error == nil)
        #expect(form.value(String.self, for: "name") == "Ada")
    }

    @Test func theModelInitializerThrowsEveryProblemOfAMalformedBody() throws {
        let body = MultipartBody.lines(["--XyZ", "Content-Disposition: form-data", "", "1", "--XyZ--"])
        #expect(throws: FormSubmissionError.self) {
            try JobApplication(multipart: body, contentType: "multipart/form-data; boundary=XyZ")
        }
    }
}
