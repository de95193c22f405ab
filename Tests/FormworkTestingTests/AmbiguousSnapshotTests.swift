import Formwork
import FormworkLayout
import FormworkTesting
import Foundation
import Testing

/// An ambiguous layout is never a reference. Its snapshot
/// fails with the ambiguity and nothing is written, whatever the record mode.
struct AmbiguousSnapshotTests {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("formwork-ambiguous-\(UUID().uuidString)", isDirectory: true)
    var reference: URL { directory.appendingPathComponent("sketch.regular.txt") }

    /// One row placed horizontally only: `a.y` is free.
    static let input = FormLayoutInput(
        sections: [FormLayoutInput.Section(items: [FormLayoutInput.Item(name: "a", kind: .text, title: "A")])],
        customLayouts: [.regular: FormCustomLayout(lines: ["H:|-[a]-|"])])

    static func sketch() throws -> FormLayout {
        try input.layout(.regular, ambiguity: .allow)
    }

    func verify<Value>(_ value: Value, as strategy: FormSnapshotting<Value>, _ mode: FormSnapshotRecordMode) -> String? {
        verifySnapshot(
            of: value, as: strategy, named: "regular", record: mode, snapshotDirectory: directory,
            function: "sketch()")
    }

    @Test func anAmbiguousLayoutIsNeitherComparedNorRecorded() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let layout = try Self.sketch()
        let description = try #require(layout.ambiguity).description
        for mode in [FormSnapshotRecordMode.all, .missing, .failed] {
            #expect(verify(layout, as: .text, mode) == "Snapshot 'regular' was neither compared nor recorded. \(description)")
        }
        #expect(!FileManager.default.fileExists(atPath: reference.path))
    }

    /// Even a reference holding exactly its text does not make it pass.
    @Test func anAmbiguousLayoutFailsAgainstAMatchingReference() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let layout = try Self.sketch()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(layout.render(.text).utf8).write(to: reference)
        #expect(verify(layout, as: .text, .missing)?.hasPrefix("Snapshot 'regular' was neither compared nor recorded.") == true)
        #expect(String(decoding: try Data(contentsOf: reference), as: UTF8.self) == layout.render(.text))
    }

    @Test func aStrategyMadeForLayoutsRefusesAnAmbiguousOne() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let names = FormSnapshotting<FormLayout>(pathExtension: "txt") { $0.frames.map(\.name).joined(separator: "\n") }
        #expect(verify(try Self.sketch(), as: names, .all)?.contains("Ambiguous layout:") == true)
        #expect(!FileManager.default.fileExists(atPath: reference.path))
    }

    @Test func aStrategyPulledBackFromALayoutStrategyRefusesAnAmbiguousLayout() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let fromInput = FormSnapshotting<FormLayout>.text.pullback { (input: FormLayoutInput) in
            (try? input.layout(.regular, ambiguity: .allow))
                ?? FormLayout(
                    width: 0, sizeClass: .regular, lines: [], metrics: [], frames: [],
                    contentSize: FormLayout.Size(width: 0, height: 0))
        }
        #expect(verify(Self.input, as: fromInput, .all)?.contains("Ambiguous layout:") == true)
        #expect(!FileManager.default.fileExists(atPath: reference.path))
    }

    @Test func aDeterminedLayoutIsStillRecorded() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let layout = try FormLayoutInput(sections: Self.input.sections).layout(.regular)
        #expect(verify(layout, as: .text, .missing)?.hasPrefix("No reference snapshot 'regular' was found") == true)
        #expect(FileManager.default.fileExists(atPath: reference.path))
    }

    @Test func assertSnapshotOfAnAmbiguousLayoutFails() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let layout = try Self.sketch()
        withKnownIssue {
            assertSnapshot(of: layout, as: .text, named: "regular", record: .all, snapshotDirectory: directory)
        }
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }
}
