import Foundation
import Testing

@testable import FormworkTesting

/// Recording, matching and record modes, in a fresh temporary folder per test.
struct SnapshotRecordingTests {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("formwork-snapshots-\(UUID().uuidString)", isDirectory: true)
    var reference: URL { directory.appendingPathComponent("signUp.outline.txt") }

    static let outline = "layout compact 375 x 104\nuser_name w=359\nage w=359\n"
    static let wider = "layout compact 375 x 104\nuser_name w=367\nage w=359\n"

    /// The message of `wider` compared with a reference holding `outline`,
    /// written by hand: a unified diff of the one changed line between the
    /// two lines it leaves as they are.
    static func mismatch(of reference: URL) -> String {
        """
        Snapshot 'outline' does not match the reference at \(reference.path).
        --- reference
        +++ actual
        @@ -1,3 +1,3 @@
         layout compact 375 x 104
        -user_name w=359
        +user_name w=367
         age w=359
        To accept the new text, run with FORMWORK_RECORD=failed.
        """
    }

    func verify(_ text: String, _ mode: FormSnapshotRecordMode) -> String? {
        verifySnapshot(
            of: text, as: .lines, named: "outline", record: mode, snapshotDirectory: directory,
            function: "signUp()")
    }

    func stored() throws -> String {
        String(decoding: try Data(contentsOf: reference), as: UTF8.self)
    }

    @Test func aMissingReferenceIsRecordedAndFailsOnce() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(
            verify(Self.outline, .missing) == """
                No reference snapshot 'outline' was found; recorded it at \(reference.path). \
                Check it, then run again to compare.
                """)
        #expect(try stored() == Self.outline)
        #expect(verify(Self.outline, .missing) == nil)
    }

    @Test func aMismatchFailsWithALineDiffAndKeepsTheReference() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = verify(Self.outline, .missing)
        #expect(
            verify(Self.wider, .missing) == Self.mismatch(of: reference))
        #expect(try stored() == Self.outline)
    }

    @Test func failedReRecordsOnlyWhatDiffers() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = verify(Self.outline, .missing)
        #expect(verify(Self.outline, .failed) == nil)
        let message = verify(Self.wider, .failed)
        #expect(message?.hasSuffix("\n age w=359\nRe-recorded it because the record mode is 'failed'.") == true)
        #expect(try stored() == Self.wider)
        #expect(verify(Self.wider, .failed) == nil)
    }

    @Test func allReRecordsEvenAMatchAndFails() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = verify(Self.outline, .missing)
        #expect(
            verify(Self.outline, .all) == """
                Recorded snapshot 'outline' at \(reference.path) because the record mode is 'all'. \
                Turn recording off and run again to compare.
                """)
        _ = verify(Self.wider, .all)
        #expect(try stored() == Self.wider)
    }

    @Test func neverWritesNothing() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(
            verify(Self.outline, .never) == """
                No reference snapshot 'outline' at \(reference.path), and the record mode is 'never', so none was written. \
                Record it with FORMWORK_RECORD=missing, check it and commit it.
                """)
        #expect(!FileManager.default.fileExists(atPath: reference.path))
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }

    @Test func theEnvironmentValueNamesTheMode() {
        #expect(FormSnapshotRecordMode(environmentValue: nil) == .missing)
        #expect(FormSnapshotRecordMode(environmentValue: "") == .missing)
        #expect(FormSnapshotRecordMode(environmentValue: "0") == .missing)
        #expect(FormSnapshotRecordMode(environmentValue: "missing") == .missing)
        #expect(FormSnapshotRecordMode(environmentValue: "1") == .all)
        #expect(FormSnapshotRecordMode(environmentValue: "ALL") == .all)
        #expect(FormSnapshotRecordMode(environmentValue: "failed") == .failed)
        #expect(FormSnapshotRecordMode(environmentValue: "never") == .never)
        #expect(FormSnapshotRecordMode(environmentValue: "sometimes") == nil)
    }

    /// `__Snapshots__/<test file without extension>/<test>.<name>.<extension>` beside the test file.
    @Test func referencesLiveBesideTheTestFile() {
        let reference = SnapshotReference(
            name: "compact", pathExtension: "txt", filePath: "/src/Tests/AppTests/SignUpTests.swift",
            function: "signUpLayout()", directory: nil)
        #expect(reference.url.path == "/src/Tests/AppTests/__Snapshots__/SignUpTests/signUpLayout.compact.txt")
    }

    @Test func namesAreMadeSafeForPaths() {
        #expect(SnapshotReference.safe("signUpLayout()") == "signUpLayout")
        #expect(SnapshotReference.safe("testSignUp()") == "testSignUp")
        #expect(SnapshotReference.safe("sign up / compact") == "sign-up-compact")
        #expect(SnapshotReference.safe("régulier") == "r-gulier")
        #expect(SnapshotReference.safe("()") == "snapshot")
    }

    /// In a Swift Testing test a mismatch is an issue whose comment is the
    /// plain failure message, the diff and how to accept the new text
    /// included; nothing was thrown, so it is not a caught error (which the
    /// log heads "Caught error:").
    @Test func aMismatchIsRecordedAsAPlainFailureMessageNotACaughtError() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let directory = self.directory
        let reference = directory.appendingPathComponent("aMismatchIsRecordedAsAPlainFailureMessageNotACaughtError.outline.txt")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(Self.outline.utf8).write(to: reference)
        let expected = Self.mismatch(of: reference)
        withKnownIssue {
            assertSnapshot(of: Self.wider, named: "outline", record: .missing, snapshotDirectory: directory)
        } matching: { issue in
            guard case .unconditional = issue.kind, issue.error == nil else { return false }
            return issue.comments.map(\.rawValue) == [expected] && !String(describing: issue).contains("Caught error")
        }
        #expect(String(decoding: try Data(contentsOf: reference), as: UTF8.self) == Self.outline)
    }

    @Test func aMissingReferenceIsRecordedAsAPlainFailureMessage() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let directory = self.directory
        let reference = directory.appendingPathComponent("aMissingReferenceIsRecordedAsAPlainFailureMessage.outline.txt")
        withKnownIssue {
            assertSnapshot(of: Self.outline, named: "outline", record: .missing, snapshotDirectory: directory)
        } matching: { issue in
            guard case .unconditional = issue.kind, issue.error == nil else { return false }
            return issue.comments.map(\.rawValue) == [
                """
                No reference snapshot 'outline' was found; recorded it at \(reference.path). \
                Check it, then run again to compare.
                """
            ]
        }
        assertSnapshot(of: Self.outline, named: "outline", record: .missing, snapshotDirectory: directory)
        #expect(FileManager.default.fileExists(atPath: reference.path))
    }
}
