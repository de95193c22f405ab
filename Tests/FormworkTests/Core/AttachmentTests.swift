import Formwork
import Foundation
import Testing

/// `@FormAttachment` is a row for a file of any kind: a `.file` row that
/// reads, validates and submits like `@FormImage`, shown as its file name.
struct AttachmentTests {
    struct JobApplication: FormModel {
        @FormText var name = ""
        @FormAttachment var cv: FormFile? = nil
        @FormAttachment var portfolio: URL? = nil
    }

    private static let pdf = FormFile(filename: "cv.pdf", contentType: "application/pdf", data: Data("%PDF".utf8))

    @Test func attachmentRowIsAFileRowTitledFromItsName() throws {
        let form = try FormState(JobApplication())
        #expect(form.rows.map(\.kind) == [.text, .file, .file])
        #expect(form.row("cv")?.title == "Cv")
    }

    @Test func attachmentRowShowsTheFileName() throws {
        var application = JobApplication()
        application.cv = Self.pdf
        let form = try FormState(application)
        #expect(form.row("cv")?.displayText == "cv.pdf")
    }

    @Test func typedURLBecomesTheAttachment() throws {
        var form = try FormState(JobApplication())
        try form.setText("https://example.com/work", for: "portfolio")
        #expect(try form.model.portfolio == URL(string: "https://example.com/work"))
    }

    @Test func attachmentIsAMultipartFilePart() throws {
        var application = JobApplication()
        application.cv = Self.pdf
        let body = try FormState(application).parameters.multipart(boundary: "XyZ").data
        let text = String(decoding: body, as: UTF8.self)
        #expect(
            text.contains(
                "Content-Disposition: form-data; name=\"cv\"; filename=\"cv.pdf\"\r\nContent-Type: application/pdf\r\n\r\n%PDF\r\n"
            ))
    }

    @Test func aNumberGivenForAnAttachmentIsAFieldError() throws {
        var form = try FormState(JobApplication())
        #expect(throws: FormInputError.self) { try form.setValue(.integer(3), for: "cv") }
        #expect(try form.model.cv == nil)
    }

    @Test func conditionsTreatAnAttachmentAsAFile() {
        #expect(FormPredicate.ValueType(FormRow.Kind.file) == .file)
    }
}
