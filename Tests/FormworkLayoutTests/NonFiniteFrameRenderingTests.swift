import Foundation
import Testing

@testable import FormworkLayout

/// Every renderer writes something readable for frames built by hand with
/// numbers no engine produces.
struct NonFiniteFrameRenderingTests {
    @Test func jsonOfNonFiniteNumbersWritesNullAndStaysJSON() throws {
        let frame = FormLayout.Frame(
            identifier: "a", name: "a", role: .item(.text), title: "A", text: "", isPlaceholder: false,
            x: .nan, y: .infinity, width: -.infinity, height: 1e17)
        let layout = FormLayout(
            width: .nan, sizeClass: .compact, lines: [], metrics: [FormLayout.Metric(name: "m", value: .infinity)],
            frames: [frame], contentSize: FormLayout.Size(width: 375, height: .nan), ambiguity: nil)
        let json = layout.render(.json)
        #expect(json.contains("\"width\": null,"))
        #expect(json.contains("\"metrics\": {\"m\": null}"))
        #expect(json.contains("\"x\": null, \"y\": null, \"width\": null, \"height\": 1e+17}"))
        let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(parsed?["sizeClass"] as? String == "compact")
        #expect(layout.render(.text).contains("a (text) x=nan y=inf w=-inf h=1e+17"))
        #expect(layout.render(.svg).contains("<rect x=\"nan\""))
    }
}
