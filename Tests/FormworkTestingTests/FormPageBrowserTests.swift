import Formwork
import FormworkTesting
import Foundation
import Testing

/// The pages and bodies the browser cross-check compares
/// (Tests/Scripts/page_body_cross_check.py runs this suite with
/// `FORMWORK_PAGE_BODIES_OUT=DIR` to have them written there): the
/// members page, the edits of `Tests/Scripts/Fixtures/page_edits.json`
/// made with ``FormPage``, and the urlencoded and multipart bodies it gives.
@Suite("Pages: bodies for the browser cross-check")
struct FormPageBrowserTests {
    static let folder = ProcessInfo.processInfo.environment["FORMWORK_PAGE_BODIES_OUT"]
    /// The boundary the script puts in place of Chromium's own in the body it posted.
    static let boundary = "FormworkCrossCheckBoundary"

    struct EditsFile: Decodable {
        struct File: Decodable {
            var name: String
            var type: String
            var bytes: [UInt8]
        }

        var file: File
        var edits: [[Argument]]
    }

    /// An edit's name, control name or value: a text, a list of texts, or `null`.
    enum Argument: Decodable {
        case text(String)
        case texts([String])
        case none

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .none
            } else if let text = try? container.decode(String.self) {
                self = .text(text)
            } else {
                self = .texts(try container.decode([String].self))
            }
        }

        var text: String? {
            if case .text(let text) = self { return text }
            return nil
        }

        var texts: [String] {
            if case .texts(let texts) = self { return texts }
            return []
        }
    }

    static func editsFile() throws -> EditsFile {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scripts/Fixtures/page_edits.json")
        return try JSONDecoder().decode(EditsFile.self, from: Data(contentsOf: url))
    }

    /// The members page with two contacts and FormworkHTML's spare item, as the browser loads it.
    static func membersPage() throws -> String {
        var member = PageFixtures.ada
        member.emergency_contacts.append(PageContact())
        let form = try FormState(member)
        return "<!doctype html><html lang=\"en\"><meta charset=\"utf-8\"><title>Members</title>"
            + form.html(options: PageFixtures.options) + "</html>"
    }

    /// The members page after the file's edits.
    static func editedPage() throws -> (page: FormPage, file: FormFile) {
        let edits = try editsFile()
        let file = FormFile(filename: edits.file.name, contentType: edits.file.type, data: Data(edits.file.bytes))
        var page = try FormPage(html: membersPage())
        for edit in edits.edits {
            let name = try #require(edit[1].text)
            switch edit[0].text {
            case "fill": try page.fill(name, with: try #require(edit[2].text))
            case "fillAll": try page.fill(name, with: edit[2].texts)
            case "check": try page.check(name)
            case "choose": try page.choose(try #require(edit[2].text), for: name)
            case "chooseAll": try page.choose(edit[2].texts, for: name)
            case "attach": try page.attach(file, to: name)
            default: Issue.record("unknown edit \(edit[0])")
            }
        }
        return (page, file)
    }

    @Test func theEditsOfTheCrossCheckAreEditsAPersonCanMake() throws {
        let (page, file) = try Self.editedPage()
        #expect(page.entries.contains(FormPage.Entry(name: "avatar", value: .file(file))))
        #expect(page.urlEncodedBody().contains("&about=first+line%0D%0Asecond%0D%0Athird%0D%0Afourth&"))
    }

    /// With `FORMWORK_PAGE_BODIES_OUT=DIR`, writes the page, the file to
    /// attach and the two bodies into `DIR`; without a folder there is
    /// nothing to write, and the trait makes the test show as skipped.
    @Test(.enabled(if: folder != nil, "needs FORMWORK_PAGE_BODIES_OUT, set by page_body_cross_check.py"))
    func thePageAndItsBodiesAreWrittenForTheBrowser() throws {
        let folder = URL(fileURLWithPath: try #require(Self.folder))
        let (page, file) = try Self.editedPage()
        try Data(try Self.membersPage().utf8).write(to: folder.appendingPathComponent("members.html"))
        try file.data.write(to: folder.appendingPathComponent(file.filename))
        try Data(page.urlEncodedBody().utf8).write(to: folder.appendingPathComponent("members.urlencoded"))
        try page.multipartBody(boundary: Self.boundary).write(to: folder.appendingPathComponent("members.multipart"))
        let untouched = try FormPage(html: Self.membersPage())
        try Data(untouched.urlEncodedBody().utf8).write(to: folder.appendingPathComponent("untouched.urlencoded"))
    }
}
