import Formwork
import FormworkFixtures
import Testing

@testable import FormworkLayout

/// The whole layout path never traps. Random custom Visual
/// Format lines (with huge, NaN and long numbers, and non-finite metrics)
/// over the sign-up model's form are laid out by one engine at random
/// widths (valid and not); every successful layout equals a fresh engine's
/// and renders in every format. Seeded, so every run tries the same
/// inputs; kept short for debug builds.
struct FullLayoutFuzzTests {
    static let pieces = [
        "H:", "V:", "|", "-", "[", "]", "(", ")", "avatar", "age", "user_name", "header_2",
        "address.street", "m", "==", "<=", ">=", "@", "8", "44", "-8", "1e7", "-1e7", "1e400", "1e17", "nan", "inf", ".5", ",",
        "750",
        String(repeating: "9", count: 400), "0." + String(repeating: "0", count: 400) + "1", "é", " ",
    ]
    /// Numbers and names a well-formed line uses, in range …
    static let goodNumbers = [
        "8", "0", "44", "-8", "m", "1e7", "9999999.99", "age", "tags",
        "0." + String(repeating: "0", count: 400) + "1",
    ]
    /// … or not.
    static let badNumbers = ["1e400", "1e17", "nan", "inf", String(repeating: "9", count: 400)]
    /// Well-formed lines with holes (`#`) for numbers, so that many cases reach the solver.
    static let templates = [
        "H:|-#-[age(>=#)]-#-|", "V:|-#-[age(==#@#)]-(>=#)-[avatar]-#-|", "|[user_name(<=#)]|",
        "V:[avatar]-#-[header_2(==#)]-[address.street]-(>=#)-|", "H:|[avatar(==age)]-#-[age]|",
        "[header_3]-#-|", "V:|-#-[address_city(>=#)]-#-|",
    ]
    static let metricValues: [Double] = [8, 0, -5, 10_000_000, 1e8, .nan, .infinity, -.infinity]
    static let widths: [Double] = [0, 320, 375, 599.99, 600, 768, 1e7, .nan, .infinity, -1, 1e17, 1e20]

    /// The sign-up model's rows and sections (avatar, user_name, age, gender;
    /// "Contact": email, tags, about_me; "Address": address.street, address.city).
    static let signUp: FormLayoutInput = (try? FormState(SignUp()).layoutInput) ?? FormLayoutInput(sections: [])

    @Test func randomLinesAndWidthsNeverTrapAndEveryRendererRuns() {
        var generator = VisualFormatFuzzTests.Generator(state: 1_987)
        var laidOut = 0
        var laidOutWithRandomLines = 0
        for _ in 0..<300 {
            var lines: [String] = []
            for _ in 0..<(1 + generator.next(4)) {
                var line = ""
                if generator.next(4) == 0 {
                    for _ in 0..<(1 + generator.next(10)) { line += Self.pieces[generator.next(Self.pieces.count)] }
                } else {
                    for character in Self.templates[generator.next(Self.templates.count)] {
                        guard character == "#" else { line.append(character); continue }
                        let numbers = generator.next(6) == 0 ? Self.badNumbers : Self.goodNumbers
                        line += numbers[generator.next(numbers.count)]
                    }
                }
                lines.append(line)
            }
            let sizeClass: LayoutSizeClass? = [nil, .compact, .regular][generator.next(3)]
            let metrics = ["m": Self.metricValues[generator.next(Self.metricValues.count)]]
            var input = Self.signUp
            for each in LayoutSizeClass.allCases where sizeClass == nil || sizeClass == each {
                input.customLayouts[each] = FormCustomLayout(lines: lines, metrics: metrics)
            }
            guard let engine = try? FormLayoutEngine(input) else {
                Issue.record("the engine refused a valid form")
                continue
            }
            for _ in 0..<(1 + generator.next(3)) {
                let width = Self.widths[generator.next(Self.widths.count)]
                do {
                    let layout = try engine.layout(.points(width), ambiguity: .allow)
                    laidOut += 1
                    if layout.lines == lines { laidOutWithRandomLines += 1 }
                    #expect(LayoutWidth.pointsRange.contains(width))
                    #expect(
                        layout == (try? FormLayoutEngine(input).layout(.points(width), ambiguity: .allow)), "\(lines) at \(width)"
                    )
                    if let ambiguity = layout.ambiguity {
                        #expect(throws: LayoutError.ambiguous(ambiguity)) { try FormLayoutEngine(input).layout(.points(width)) }
                    }
                    #expect(layout.frames.allSatisfy { [$0.x, $0.y, $0.width, $0.height].allSatisfy(\.isFinite) }, "\(lines)")
                    for format in [FormLayout.RenderFormat.text, .ascii, .json, .svg] {
                        #expect(!layout.render(format).isEmpty)
                    }
                    let ascii = layout.renderASCII(
                        pointsPerColumn: Double(generator.next(9)), pointsPerRow: Double(1 + generator.next(20)))
                    #expect(ascii.split(separator: "\n", omittingEmptySubsequences: false).count <= 2_002)
                } catch {
                    if case .visualFormat(let error) = error {
                        #expect(error.position >= 0 && error.position <= error.format.count, "\(lines)")
                    }
                    if case .internalInconsistency = error {
                        Issue.record("internal inconsistency for \(lines) at \(width): \(error)")
                    }
                }
            }
        }
        #expect(Self.signUp.sections.count == 3)
        #expect(laidOut > 100)
        #expect(laidOutWithRandomLines > 10)  // the generated lines, not only the defaults, reach the solver
    }
}
