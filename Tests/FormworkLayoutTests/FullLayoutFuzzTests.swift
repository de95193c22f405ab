import Testing
@testable import FormworkLayout

/// The whole layout path never traps: random custom Visual Format lines
/// (with huge, NaN and million-digit numbers, and non-finite metrics) over
/// a small form, laid out by one engine at random widths (valid and not),
/// and every successful layout equal to a fresh engine's and rendered in
/// every format. Seeded, so every
/// run tries the same inputs; kept short for debug builds.
struct FullLayoutFuzzTests {
    static let pieces = ["H:", "V:", "|", "-", "[", "]", "(", ")", "a", "b", "user_name", "header_2", "m", "==", "<=",
                         ">=", "@", "8", "44", "-8", "1e7", "-1e7", "1e400", "1e17", "nan", "inf", ".5", ",", "750",
                         String(repeating: "9", count: 400), "0." + String(repeating: "0", count: 400) + "1", "é", " "]
    /// Numbers and names a well-formed line uses, in range or not.
    static let numbers = ["8", "0", "44", "-8", "m", "1e7", "9999999.99", "1e400", "1e17", "nan", "inf",
                          String(repeating: "9", count: 400), "a", "b"]
    /// Well-formed lines with holes (`#`) for numbers, so that many cases reach the solver.
    static let templates = ["H:|-#-[a(>=#)]-#-|", "V:|-#-[a(==#@#)]-(>=#)-[b]-#-|", "|[user_name(<=#)]|",
                            "V:[b]-#-[header_2(==#)]-[user_name]-(>=#)-|", "H:|[b(==a)]-#-[a]|", "[header_2]-#-|"]
    static let metricValues: [Double] = [8, 0, -5, 10_000_000, 1e8, .nan, .infinity, -.infinity]
    static let widths: [Double] = [0, 320, 375, 599.99, 600, 768, 1e7, .nan, .infinity, -1, 1e17, 1e20]

    static let sections = [
        FormLayoutSection(items: [
            FormLayoutItem(name: "a", kind: .text, title: "A", text: "x"),
            FormLayoutItem(name: "b", kind: .list, title: "B", text: "one\ntwo"),
        ]),
        FormLayoutSection(title: "More", items: [
            FormLayoutItem(name: "user_name", kind: .text, title: "User Name", text: "Your name", isPlaceholder: true),
        ]),
    ]

    @Test func randomLinesAndWidthsNeverTrapAndEveryRendererRuns() {
        var generator = VisualFormatFuzzTests.Generator(state: 1_987)
        var laidOut = 0
        for _ in 0..<400 {
            var lines: [String] = []
            for _ in 0..<(1 + generator.next(4)) {
                var line = ""
                if generator.next(2) == 0 {
                    for _ in 0..<(1 + generator.next(10)) { line += Self.pieces[generator.next(Self.pieces.count)] }
                } else {
                    for character in Self.templates[generator.next(Self.templates.count)] {
                        line += character == "#" ? Self.numbers[generator.next(Self.numbers.count)] : String(character)
                    }
                }
                lines.append(line)
            }
            let sizeClass: LayoutSizeClass? = [nil, .compact, .regular][generator.next(3)]
            let metrics = ["m": Self.metricValues[generator.next(Self.metricValues.count)]]
            let input = FormLayoutInput(
                sections: Self.sections, customLayouts: [FormCustomLayout(for: sizeClass, lines: lines, metrics: metrics)])
            guard let engine = try? FormLayoutEngine(input) else {
                Issue.record("the engine refused a valid form")
                continue
            }
            for _ in 0..<(1 + generator.next(3)) {
                let width = Self.widths[generator.next(Self.widths.count)]
                do {
                    let layout = try engine.layout(.points(width))
                    laidOut += 1
                    #expect(LayoutWidth.pointsRange.contains(width))
                    #expect(layout == (try? FormLayoutEngine(input).layout(.points(width))), "\(lines) at \(width)")
                    #expect(layout.frames.allSatisfy { [$0.x, $0.y, $0.width, $0.height].allSatisfy(\.isFinite) }, "\(lines)")
                    for format in [LayoutRenderFormat.text, .ascii, .json, .svg] {
                        #expect(!layout.render(format).isEmpty)
                    }
                    let ascii = layout.renderASCII(pointsPerColumn: Double(generator.next(9)), pointsPerRow: Double(1 + generator.next(20)))
                    #expect(ascii.split(separator: "\n", omittingEmptySubsequences: false).count <= 2_002)
                } catch {
                    if case .visualFormat(let error) = error {
                        #expect(error.position >= 0 && error.position <= error.format.count, "\(lines)")
                    }
                    if case .solver(let error) = error, case .internalError = error {
                        Issue.record("internal solver error for \(lines) at \(width): \(error)")
                    }
                }
            }
        }
        #expect(laidOut > 150)
    }
}
