import Formwork
import Foundation
import Testing

@testable import FormworkTesting

/// A failed snapshot's message goes to a CI log that a terminal shows: it
/// shows control characters and bidirectional formatting characters as
/// symbols (ESC U+241B `␛`, BEL U+2407 `␇`, CR U+240D `␍`, `<U+202E>`),
/// while the reference on disk and the comparison keep the exact bytes.
struct HostileSnapshotDiffTests {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("formwork-hostile-\(UUID().uuidString)", isDirectory: true)
    var reference: URL { directory.appendingPathComponent("signUp.outline.txt") }

    static let retitled = "user_name value=\"\u{1B}]0;PWNED\u{07}\u{1B}[2J\"\nage value=\"42\"\n"
    static let plain = "user_name value=\"\"\nage value=\"42\"\n"

    func verify(_ text: String, _ mode: FormSnapshotRecordMode) -> String? {
        verifySnapshot(
            of: text, as: .lines, named: "outline", record: mode, snapshotDirectory: directory,
            function: "signUp()")
    }

    func storedBytes() throws -> [UInt8] {
        Array(try Data(contentsOf: reference))
    }

    func writeReference(_ text: String) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: reference)
    }

    /// The scalars of the scheme in `text`, but the line feeds that end its lines.
    static func hostileScalars(in text: String) -> [UInt32] {
        text.unicodeScalars.filter { $0 != "\n" && VisibleText.isReplaced($0) }.map(\.value)
    }

    @Test func aDiffShowsTheEscapesOfAValueAsSymbols() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try writeReference(Self.retitled)
        let message = try #require(verify(Self.plain, .never))
        #expect(Self.hostileScalars(in: message) == [])
        #expect(
            message.hasSuffix(
                """
                --- reference
                +++ actual
                @@ -1,2 +1,2 @@
                -user_name value="␛]0;PWNED␇␛[2J"
                +user_name value=""
                 age value="42"
                To accept the new text, run with FORMWORK_RECORD=failed.
                """))
        #expect(try storedBytes() == Array(Self.retitled.utf8))
    }

    @Test func aRecordedReferenceKeepsTheExactBytesAndMatchesThem() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let message = try #require(verify(Self.retitled, .missing))
        #expect(message.hasPrefix("No reference snapshot 'outline' was found"))
        #expect(try storedBytes() == Array(Self.retitled.utf8))
        #expect(try storedBytes().contains(0x1B))
        #expect(verify(Self.retitled, .never) == nil)
    }

    @Test func aReferenceDifferingOnlyInOneControlCharacterFails() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try writeReference("title=\"a\u{1B}b\"\n")
        let message = try #require(verify("title=\"a\u{1F}b\"\n", .never))
        #expect(message.contains("\n-title=\"a␛b\"\n+title=\"a␟b\"\n"))
        #expect(verify("title=\"a\u{1B}b\"\n", .never) == nil)
    }

    /// `==` on `String` finds "é" (U+00E9) and "e\u{301}" equal; the bytes differ.
    @Test func aReferenceDifferingOnlyInNormalizationFails() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try writeReference("title=\"Caf\u{E9}\"\n")
        let message = try #require(verify("title=\"Cafe\u{301}\"\n", .never))
        #expect(message.contains("\n-title=\"Caf\u{E9}\"\n+title=\"Cafe\u{301}\"\n"))
    }

    @Test func aReferenceWithCarriageReturnsShowsThemAtTheEndsOfItsLines() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try writeReference("one\r\ntwo\r\n")
        let message = try #require(verify("one\ntwo\n", .never))
        // Both texts end with a line feed: two lines each.
        #expect(message.contains("\n@@ -1,2 +1,2 @@\n-one␍\n-two␍\n+one\n+two\n"))
        #expect(!message.contains("\r"))
    }

    @Test func aRightToLeftOverrideInADiffShowsItsCodePoint() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try writeReference("file=\"\u{202E}gnp.exe\"\n")
        let message = try #require(verify("file=\"exe.png\"\n", .never))
        #expect(message.contains("\n-file=\"<U+202E>gnp.exe\"\n+file=\"exe.png\"\n"))
        #expect(!message.contains("\u{202E}"))
    }

    @Test func assertSnapshotRecordsTheMessageWithSymbols() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try writeReference(Self.retitled)
        let directory = self.directory
        withKnownIssue {
            assertSnapshot(
                of: Self.plain, named: "outline", record: FormSnapshotRecordMode.never, snapshotDirectory: directory,
                function: "signUp()")
        } matching: { issue in
            let headline = issue.comments.map(\.rawValue).joined()
            return headline.contains("-user_name value=\"␛]0;PWNED␇␛[2J\"") && !headline.contains("\u{1B}")
                && !headline.contains("\u{7}")
        }
    }

    @Test func theDiffPageShowsSymbolsInWhatItNamesAndLists() {
        let hostile = PictureFixtures.reference.replacingOccurrences(of: ">Ada<", with: ">\u{202E}gnp.exe\u{1B}<")
        let files = DiffPage.Files(
            snapshot: "compact\u{1B}]0;x\u{7}", reference: "/refs/a\u{202E}.svg", actual: "/refs/b.svg")
        let page = DiffPage.pictures(reference: PictureFixtures.reference, actual: hostile, files: files)
        #expect(page.html.contains("<title>Snapshot ‘compact␛]0;x␇’: reference and actual</title>"))
        #expect(page.html.contains("<p class=\"path\">/refs/a&lt;U+202E&gt;.svg</p>"))
        #expect(page.html.contains("<li>text: &quot;Ada&quot; → &quot;&lt;U+202E&gt;gnp.exe␛&quot;</li>"))
        #expect(page.html.contains(">&lt;U+202E&gt;gnp.exe␛</text>"))
        #expect(!page.html.contains("\u{1B}") && !page.html.contains("\u{7}") && !page.html.contains("\u{202E}"))
    }
}
