import FormworkLayout
import Foundation
import Testing

@testable import FormworkTesting

/// Which strategies leave a diff page, and the picture strategy's end to end.
struct PictureStrategyTests {
    static func layout(ageTitle: String) -> FormLayout {
        FormLayout(
            width: 375, sizeClass: .compact, lines: [], metrics: [],
            frames: [
                FormLayout.Frame(
                    identifier: "age", name: "age", role: .item(.number), title: ageTitle, text: "42",
                    isPlaceholder: false, x: 8, y: 8, width: 359, height: 44)
            ],
            contentSize: FormLayout.Size(width: 375, height: 60), ambiguity: nil)
    }

    @Test func thePictureStrategyAndItsPullbacksMakeDiffPagesAndTextStrategiesDoNot() {
        #expect(FormSnapshotting<FormLayout>.svg.diffPage != nil)
        #expect(FormSnapshotting<FormLayout>.svg.pullback { (layout: FormLayout) in layout }.diffPage != nil)
        #expect(FormSnapshotting<FormLayout>.text.diffPage == nil)
        #expect(FormSnapshotting<FormLayout>.json.diffPage == nil)
        #expect(FormSnapshotting<String>.lines.diffPage == nil)
    }

    @Test func aLayoutWhosePictureChangedLeavesADiffPageTheMessageNames() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("formwork-picture-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        func verify(_ layout: FormLayout) -> String? {
            verifySnapshot(
                of: layout, as: .svg, named: "compact", record: .missing, snapshotDirectory: directory,
                function: "profile()")
        }
        _ = verify(Self.layout(ageTitle: "Age"))
        let message = try #require(verify(Self.layout(ageTitle: "Years")))
        let page = directory.appendingPathComponent("profile.compact.diff.html")
        let actual = directory.appendingPathComponent("profile.compact.actual.svg")
        #expect(message.contains("\nDiff page: \(page.path)\nActual picture: \(actual.path)\nChanged rows: "))
        #expect(String(decoding: try Data(contentsOf: page), as: UTF8.self).contains(">Years</text>"))
        #expect(try Data(contentsOf: actual) == Data(Self.layout(ageTitle: "Years").render(.svg).utf8))
    }
}
