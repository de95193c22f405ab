import FormworkTesting
import Foundation
import XCTest

/// The XCTest path: outside a Swift Testing test a failure is an `XCTFail`.
final class XCTestSnapshotTests: XCTestCase {
    func testAMatchingSnapshotPasses() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("formwork-xctest-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("Avatar\nUser Name\n".utf8).write(to: directory.appendingPathComponent("testAMatchingSnapshotPasses.titles.txt"))
        assertSnapshot(of: "Avatar\nUser Name\n", named: "titles", record: .never, snapshotDirectory: directory)
    }
}
