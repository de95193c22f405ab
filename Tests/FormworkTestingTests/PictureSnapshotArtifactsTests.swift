import FormworkLayout
import Foundation
import Testing

@testable import FormworkTesting

/// What a picture snapshot that differs from its reference leaves behind,
/// in a fresh temporary folder per test.
struct PictureSnapshotArtifactsTests {
    let root = FileManager.default.temporaryDirectory
        .appendingPathComponent("formwork-artifacts-\(UUID().uuidString)", isDirectory: true)
    var directory: URL { root.appendingPathComponent("SignUpTests", isDirectory: true) }
    var reference: URL { directory.appendingPathComponent("signUp.compact.svg") }
    var page: URL { directory.appendingPathComponent("signUp.compact.diff.html") }
    var actualPicture: URL { directory.appendingPathComponent("signUp.compact.actual.svg") }

    /// Pictures as text, with the picture strategy's diff page.
    static let pictures: FormSnapshotting<String> = {
        var strategy = FormSnapshotting<String>.lines(pathExtension: "svg")
        strategy.diffPage = DiffPage.pictures
        return strategy
    }()

    func verify(
        _ svg: String, _ mode: FormSnapshotRecordMode = .missing, as strategy: FormSnapshotting<String> = pictures,
        environment: [String: String] = [:]
    ) -> String? {
        verifySnapshot(
            of: svg, as: strategy, named: "compact", record: mode, snapshotDirectory: directory,
            filePath: "/src/SignUpTests.swift", function: "signUp()", environment: environment)
    }

    func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

    func read(_ url: URL) throws -> String { String(decoding: try Data(contentsOf: url), as: UTF8.self) }

    @Test func aMismatchWritesTheActualPictureAndADiffPageTheMessageNames() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        _ = verify(PictureFixtures.reference)
        let message = try #require(verify(PictureFixtures.renamedTitle))
        #expect(
            message.hasPrefix(
                """
                Snapshot 'compact' does not match the reference at \(reference.path).
                Diff page: \(page.path)
                Actual picture: \(actualPicture.path)
                Changed rows: user_name (changed)
                --- reference
                +++ actual
                @@ -2,7 +2,7 @@
                """))
        #expect(message.hasSuffix("To accept the new text, run with FORMWORK_RECORD=failed."))
        #expect(try read(actualPicture) == PictureFixtures.renamedTitle)
        #expect(try read(page).contains("<li class=\"changed\"><code>user_name</code> changed"))
        #expect(try read(reference) == PictureFixtures.reference)
    }

    @Test func failedReRecordsAndStillWritesTheDiffPage() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        _ = verify(PictureFixtures.reference)
        let message = try #require(verify(PictureFixtures.withoutPhone, .failed))
        #expect(message.contains("\nDiff page: \(page.path)\n"))
        #expect(message.hasSuffix("Re-recorded it because the record mode is 'failed'."))
        #expect(try read(reference) == PictureFixtures.withoutPhone)
        #expect(try read(page).contains("<li class=\"removed\"><code>phone</code> removed</li>"))
    }

    @Test func theArtifactsVariableRedirectsThemToAFolderOfItsOwn() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let artifacts = root.appendingPathComponent("artifacts", isDirectory: true)
        _ = verify(PictureFixtures.reference)
        let message = try #require(
            verify(PictureFixtures.withNewsletter, environment: ["FORMWORK_SNAPSHOT_ARTIFACTS": artifacts.path]))
        let redirected = artifacts.appendingPathComponent("SignUpTests/signUp.compact.diff.html")
        #expect(message.contains("\nDiff page: \(redirected.path)\n"))
        #expect(exists(redirected))
        #expect(exists(artifacts.appendingPathComponent("SignUpTests/signUp.compact.actual.svg")))
        #expect(!exists(page) && !exists(actualPicture))
    }

    @Test func aMatchRemovesTheArtifactsBesideTheReferenceOnly() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let artifacts = root.appendingPathComponent("artifacts", isDirectory: true)
        _ = verify(PictureFixtures.reference)
        _ = verify(PictureFixtures.renamedTitle)
        _ = verify(PictureFixtures.renamedTitle, environment: ["FORMWORK_SNAPSHOT_ARTIFACTS": artifacts.path])
        #expect(exists(page) && exists(actualPicture))
        #expect(verify(PictureFixtures.reference) == nil)
        #expect(!exists(page) && !exists(actualPicture))
        #expect(exists(artifacts.appendingPathComponent("SignUpTests/signUp.compact.diff.html")))
    }

    @Test func artifactsThatCannotBeWrittenAreReportedInTheMessage() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        _ = verify(PictureFixtures.reference)
        let file = root.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        let message = try #require(
            verify(PictureFixtures.renamedTitle, environment: ["FORMWORK_SNAPSHOT_ARTIFACTS": file.path]))
        #expect(message.contains("\nCould not write the diff page to \(file.path)/SignUpTests/signUp.compact.diff.html"))
        #expect(message.contains("\nChanged rows: user_name (changed)\n--- reference\n"))
    }

    @Test func aTextMismatchWritesNoArtifactsAndKeepsItsMessage() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let text = FormSnapshotting<String>.lines(pathExtension: "svg")
        _ = verify(PictureFixtures.reference, as: text)
        let message = verify(PictureFixtures.renamedTitle, as: text)
        #expect(
            message == """
                Snapshot 'compact' does not match the reference at \(reference.path).
                --- reference
                +++ actual
                \(LineDiff.unified(from: PictureFixtures.reference, to: PictureFixtures.renamedTitle))
                To accept the new text, run with FORMWORK_RECORD=failed.
                """)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["signUp.compact.svg"])
    }

    @Test func theDiffPageHasTheSameBytesOnEveryRun() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        _ = verify(PictureFixtures.reference)
        _ = verify(PictureFixtures.requiredEmail)
        let first = try Data(contentsOf: page)
        try FileManager.default.removeItem(at: page)
        _ = verify(PictureFixtures.requiredEmail)
        #expect(try Data(contentsOf: page) == first)
    }
}
