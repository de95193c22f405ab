import FormworkFixtures
import Foundation
import Testing

@testable import Formwork

private struct Submission: FormModel {
    @FormText var title = ""
    @FormAttachment(maxFileSize: 1_000, fileTypes: ["application/pdf", ".pdf"]) var paper: FormFile? = nil
    @FormImage(fileTypes: ["image/*"]) var photo: FormFile? = nil
}

/// A file row's `maxFileSize:` and `fileTypes:`: the same refusal on every
/// path a file enters a form by, and the same failure in validation.
@Suite struct FileRuleTests {
    // Made anew on each use rather than kept in static storage: a static
    // `Data` past its inline size is reached only through an enum that keeps
    // its case in the reference's spare bits, which LeakSanitizer does not
    // read as a pointer, so the AddressSanitizer step would report it.
    static var small: FormFile { FormFile(filename: "paper.pdf", contentType: "application/pdf", data: Data(count: 1_000)) }
    static var large: FormFile { FormFile(filename: "paper.pdf", contentType: "application/pdf", data: Data(count: 1_001)) }
    static var word: FormFile { FormFile(filename: "paper.docx", contentType: "application/msword", data: Data(count: 10)) }

    /// A multipart body as a browser posts a file part (RFC 7578 §4.2, §4.4).
    static func multipart(_ file: FormFile) -> Data {
        var body = Data(
            ("--B\r\nContent-Disposition: form-data; name=\"title\"\r\n\r\nForms\r\n"
                + "--B\r\nContent-Disposition: form-data; name=\"paper\"; filename=\"\(file.filename)\"\r\n"
                + "Content-Type: \(file.contentType)\r\n\r\n").utf8)
        body.append(file.data)
        body.append(Data("\r\n--B--\r\n".utf8))
        return body
    }

    @Test func aFileWithinTheLimitsIsTakenOnEveryPath() throws {
        var typed = try FormState(Submission())
        _ = try typed.setValue(Self.small, for: "paper")
        var posted = try FormState(Submission())
        #expect(posted.update(fromMultipart: Self.multipart(Self.small), boundary: "B").fieldErrors.isEmpty)
        var dictionary = try FormState(Submission())
        #expect(dictionary.update(fromDictionary: ["paper": Self.small]).fieldErrors.isEmpty)
        for form in [typed, posted, dictionary] {
            #expect(try form.model.paper == Self.small)
            #expect(form.validate().isEmpty)
        }
    }

    @Test func aLargerFileIsRefusedOnEveryPathAndTheRowKeepsItsFile() throws {
        var typed = try FormState(Submission())
        _ = try typed.setValue(Self.small, for: "paper")
        #expect(throws: FormInputError.self) { try typed.setValue(Self.large, for: "paper") }
        #expect(typed.row("paper")?.inputError?.reason == .fileTooLarge(limit: 1_000))
        #expect(typed.row("paper")?.inputError?.message == "Paper must be a file of at most 1 kB")
        #expect(try typed.model.paper == Self.small, "the row keeps the file it had")

        var posted = try FormState(Submission())
        let result = posted.update(fromMultipart: Self.multipart(Self.large), boundary: "B")
        #expect(result.fieldErrors.map(\.message) == ["Paper must be a file of at most 1 kB"])
        #expect(try posted.model.paper == nil && posted.model.title == "Forms", "the rest of the body is read")

        var dictionary = try FormState(Submission())
        #expect(
            dictionary.update(fromDictionary: ["paper": Self.large]).fieldErrors.map(\.message) == [
                "Paper must be a file of at most 1 kB"
            ])
        #expect(throws: (any Error).self) { try Submission(multipart: Self.multipart(Self.large), boundary: "B") }
    }

    @Test func aFileOfAnotherTypeIsRefusedSayingTheTypesTaken() throws {
        var form = try FormState(Submission())
        let result = form.update(fromMultipart: Self.multipart(Self.word), boundary: "B")
        #expect(
            result.fieldErrors.map(\.message) == ["Paper must be a file of one of these types: application/pdf, .pdf"])
        #expect(form.row("paper")?.inputError?.reason == .fileTypeNotAccepted(types: ["application/pdf", ".pdf"]))
        #expect(throws: FormInputError.self) {
            try form.setValue(FormFile(filename: "me.pdf", contentType: "text/plain", data: Data([1])), for: "photo")
        }
    }

    @Test func aTypeMatchesByItsEssenceWithoutCaseOrByTheFileNamesExtension() {
        let rule = FormRule.fileTypes(["application/pdf", "image/*", ".TXT"])
        let context = FormRule.Context(key: "f", title: "F")
        func passes(_ name: String, _ type: String) -> Bool {
            rule.validate(.file(FormFile(filename: name, contentType: type, data: Data([1]))), in: context) == nil
        }
        #expect(passes("a.bin", "Application/PDF; charset=binary"))
        #expect(passes("a.bin", "IMAGE/png") && passes("a.bin", "image/svg+xml"))
        #expect(passes("notes.txt", "application/octet-stream") && passes("NOTES.TxT", ""))
        #expect(!passes(".txt", "application/octet-stream"), "a name that is only the extension has none")
        #expect(!passes("a.pdf.exe", "application/x-msdownload") && !passes("a.bin", "imagex/png"))
        // A file known by its URL alone is checked by its type; its size is unknown.
        let link = FormFile(url: URL(fileURLWithPath: "/tmp/big.pdf"), contentType: "application/pdf")
        #expect(FormRule.maxFileSize(0).validate(.file(link), in: context) == nil)
    }

    @Test func aModelHoldingATooLargeFileFailsValidation() throws {
        var submission = Submission()
        submission.paper = Self.large
        let form = try FormState(submission)
        #expect(form.validate().map(\.kind) == [.rule(.maxFileSize)])
        #expect(form.validate().first?.phrase?.key == "rule.maxFileSize")
    }

    @Test func theRefusalIsWordedInTheFormsLanguage() throws {
        var form = try FormState(
            Submission(), localization: FormLocalization(language: .simplifiedChinese, titles: ["paper": "论文"]))
        _ = form.update(fromMultipart: Self.multipart(Self.large), boundary: "B")
        #expect(form.row("paper")?.inputError?.message == "论文的文件不能超过 1 kB")
        var submission = Submission()
        submission.paper = Self.large
        let french = try FormState(
            submission, localization: FormLocalization(language: .french, titles: ["paper": "Publication"]))
        #expect(french.validate().first?.message == "Le fichier du champ «\u{00A0}Publication\u{00A0}» ne doit pas dépasser 1 kB")
    }

    @Test(arguments: [
        (0, "0 B"), (999, "999 B"), (1_000, "1 kB"), (1_500, "1.5 kB"), (1_999, "1.99 kB"), (2_000_000, "2 MB"),
        (2_050_000, "2.05 MB"), (1_250_000_000, "1.25 GB"),
    ])
    func aSizeIsSaidInDecimalUnitsRoundedDown(bytes: Int, text: String) {
        #expect(FormFileSize.text(bytes) == text)
    }
}
