import Formwork
import FormworkHTML
import Foundation
import Testing

/// A page answering a post with errors asks again for a file the post
/// sent, which a browser cannot be given back in a file input.
@Suite struct PostedFilePageTests {
    struct Application: FormModel {
        @FormText(rules: [.required]) var name = ""
        @FormAttachment(rules: [.required]) var cv: FormFile? = nil
    }

    static func body(name: String) -> Data {
        Data(
            ("--B\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\n\(name)\r\n"
                + "--B\r\nContent-Disposition: form-data; name=\"cv\"; filename=\"cv.pdf\"\r\n"
                + "Content-Type: application/pdf\r\n\r\n%PDF-1.7\r\n--B--\r\n").utf8)
    }

    @Test func aRefusedPostsPageAsksForItsFileAgainAndRequiresItAgain() throws {
        var form = try FormState(Application())
        _ = form.update(fromMultipart: Self.body(name: ""), boundary: "B")
        #expect(try form.model.cv?.filename == "cv.pdf", "the form holds the file the post sent")
        let html = form.html(errors: form.validate())
        #expect(
            html.contains(#"<p id="formwork-cv-error" class="formwork-error">Choose the file again: cv.pdf was not kept</p>"#))
        // No current file is claimed, and a required row is required again.
        #expect(
            html.contains(
                #"<input type="file" id="formwork-cv" name="cv" required aria-invalid="true" aria-describedby="formwork-cv-error">"#
            ))
        #expect(!html.contains("formwork-cv-current"))
    }

    struct Referee: FormModel {
        @FormText var name = ""
    }

    struct Reference: FormModel {
        @FormAttachment var cv: FormFile? = nil
        @FormNumber(range: 0...150) var age = 0
        @FormGroup var referees: [Referee] = []
    }

    @Test func aPostThatAddsItemsAsksForItsFileAgainToo() throws {
        var form = try FormState(Reference())
        let body = Data(
            ("--B\r\nContent-Disposition: form-data; name=\"cv\"; filename=\"cv.pdf\"\r\n"
                + "Content-Type: application/pdf\r\n\r\n%PDF-1.7\r\n"
                + "--B\r\nContent-Disposition: form-data; name=\"age\"\r\n\r\n151\r\n"
                + "--B\r\nContent-Disposition: form-data; name=\"referees[0][name]\"\r\n\r\nAda\r\n--B--\r\n").utf8)
        _ = form.update(fromMultipart: body, boundary: "B")
        #expect(form.row("referees[0].name")?.value == "Ada", "the body added an item")
        #expect(form.html(errors: form.validate()).contains(">Choose the file again: cv.pdf was not kept</p>"))
    }

    @Test func theRequestIsWordedInTheFormsLanguage() throws {
        var form = try FormState(Application(), localization: FormLocalization(language: .simplifiedChinese))
        _ = form.update(fromMultipart: Self.body(name: ""), boundary: "B")
        #expect(form.html(errors: form.validate()).contains(">请重新选择文件：cv.pdf未保存</p>"))
    }

    @Test func aPageWithNoErrorOrAFileTheModelHeldAsksNothingAgain() throws {
        var accepted = try FormState(Application())
        _ = accepted.update(fromMultipart: Self.body(name: "Ada"), boundary: "B")
        #expect(!accepted.html(errors: accepted.validate()).contains("Choose the file again"))
        #expect(accepted.html().contains(#"<p id="formwork-cv-current" class="formwork-current">cv.pdf</p>"#))
        // A file the model held (loaded, not posted) is the server's own: it is kept.
        var stored = Application()
        stored.cv = FormFile(filename: "old.pdf", contentType: "application/pdf", data: Data("%PDF".utf8))
        let held = try FormState(stored)
        #expect(!held.html(errors: held.validate()).contains("Choose the file again"))
        #expect(held.html(errors: held.validate()).contains("Name is required"))
    }

    @Test func aLaterBodyWithoutTheFileForgetsThatItWasPosted() throws {
        var form = try FormState(Application())
        _ = form.update(fromMultipart: Self.body(name: ""), boundary: "B")
        _ = form.update(fromURLEncoded: "name=")
        #expect(try form.model.cv != nil)
        #expect(!form.html(errors: form.validate()).contains("Choose the file again"))
    }
}
