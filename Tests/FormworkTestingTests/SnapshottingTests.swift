import Formwork
import FormworkLayout
import FormworkTesting
import Testing

/// The built-in strategies and `pullback`.
struct SnapshottingTests {
    static let layout = FormLayout(
        width: 375, sizeClass: .compact, lines: [], metrics: [],
        frames: [
            FormLayout.Frame(
                identifier: "age", name: "age", role: .item(.number), title: "Age", text: "42",
                isPlaceholder: false, x: 8, y: 8, width: 359, height: 44)
        ],
        contentSize: FormLayout.Size(width: 375, height: 60), ambiguity: nil)

    @Test func layoutStrategiesRenderAndNameTheirFiles() {
        let strategies: [(FormSnapshotting<FormLayout>, FormLayout.RenderFormat, String)] = [
            (.text, .text, "txt"), (.ascii, .ascii, "txt"), (.json, .json, "json"), (.svg, .svg, "svg"),
        ]
        for (strategy, format, pathExtension) in strategies {
            #expect(strategy.pathExtension == pathExtension)
            #expect(strategy.snapshot(Self.layout) == Self.layout.render(format))
        }
    }

    @Test func pullbackTransformsFirst() {
        let names = FormSnapshotting<String>.lines(pathExtension: "list").pullback { (layout: FormLayout) in
            layout.frames.map(\.name).joined(separator: ",")
        }
        #expect(names.pathExtension == "list")
        #expect(names.snapshot(Self.layout) == "age")
    }
}
