import Formwork
import FormworkFixtures
import Testing

@testable import FormworkLayout

/// The default stack is solved as the chain it is (``DefaultStack``); these
/// tests hold it to the general solver's answer on the same lines, bit for bit.
@Suite struct DefaultStackTests {
    static let kinds: [FormRow.Kind] = [
        .text, .longText, .heading, .number, .boolean, .list, .enumerated, .image, .date, .attachment,
    ]
    static let margins: [Double] = [8, 0, 16, -4, 0.1, 8.3, 1.0 / 3, 1e-7, 12_345.678, 9_999_999.9, 10_000_000, -10_000_000]
    static let widths: [Double] = [0, 1, 0.1, 320, 375, 599.99, 600, 768, 1024, 99_999.5, 1e6, 9_999_999.99, 10_000_000]

    /// A random form: one to four sections, some titled, of every kind of
    /// row (lists of one to five lines, so heights 44 to 220).
    static func randomInput(_ generator: inout VisualFormatFuzzTests.Generator) -> FormLayoutInput {
        var sections: [FormLayoutInput.Section] = []
        var number = 0
        for section in 0..<(1 + generator.next(4)) {
            var items: [FormLayoutInput.Item] = []
            for _ in 0..<generator.next(12) {
                let kind = kinds[generator.next(kinds.count)]
                let text = kind == .list ? (0..<(1 + generator.next(5))).map { "entry \($0)" }.joined(separator: "\n") : ""
                items.append(FormLayoutInput.Item(name: "field_\(number)", kind: kind, title: "Field \(number)", text: text))
                number += 1
            }
            let title = generator.next(2) == 0 ? nil : "Section \(section)"
            sections.append(FormLayoutInput.Section(title: title, items: items))
        }
        let margin = generator.next(3) == 0 ? Double(generator.next(2_000_000)) / 997 : margins[generator.next(margins.count)]
        return FormLayoutInput(sections: sections, margin: margin)
    }

    static func solverEngine(_ input: FormLayoutInput) throws -> FormLayoutEngine {
        let engine = try FormLayoutEngine(input)
        engine.solvesDefaultStackDirectly = false
        return engine
    }

    /// Property: on random forms, margins and sequences of widths, the
    /// chain gives exactly the solver's layout (frames, content size, no ambiguity).
    @Test func theChainGivesTheSolversLayoutBitForBit() throws {
        var generator = VisualFormatFuzzTests.Generator(state: 11_011)
        for _ in 0..<150 {
            let input = Self.randomInput(&generator)
            let chain = try FormLayoutEngine(input)
            let solver = try Self.solverEngine(input)
            for _ in 0..<3 {
                let width =
                    generator.next(3) == 0 ? Double(generator.next(100_000)) / 7 : Self.widths[generator.next(Self.widths.count)]
                let expected = try solver.layout(.points(width), ambiguity: .allow)
                #expect(expected.ambiguity == nil)
                #expect(try chain.layout(.points(width)) == expected, "margin \(input.margin), width \(width)")
            }
        }
    }

    /// The seed forms (sign-up, profile, every kind of row) lay out as the solver lays them out.
    @Test func theSeedFormsMatchTheSolver() throws {
        let inputs = [
            try FormState(SignUp()).layoutInput, try FormState(Profile()).layoutInput, try FormState(Everything()).layoutInput,
        ]
        for input in inputs {
            var defaultOnly = input
            defaultOnly.customLayouts = [:]
            for width in [LayoutWidth.compact, .regular, .points(1_024)] {
                let expected = try Self.solverEngine(defaultOnly).layout(width)
                #expect(try FormLayoutEngine(defaultOnly).layout(width) == expected)
            }
        }
    }

    /// Rounding that piles up along a long stack with fractional margins
    /// and widths piles up the same way in both.
    @Test func aLongStackWithAFractionalMarginMatchesTheSolver() throws {
        for margin in [0.1, 1.0 / 3, 8.3] {
            let items = (0..<400).map {
                FormLayoutInput.Item(name: "field_\($0)", kind: Self.kinds[$0 % Self.kinds.count], title: "F")
            }
            let input = FormLayoutInput(sections: [FormLayoutInput.Section(items: items)], margin: margin)
            let chain = try FormLayoutEngine(input)
            let solver = try Self.solverEngine(input)
            for width in [375, 0.3, 1234.567] {
                #expect(try chain.layout(.points(width)) == (try solver.layout(.points(width))), "margin \(margin)")
            }
        }
    }

    /// Sign-up-like stack checked by hand: image 230, title 32 → 44, list of
    /// three entries 44 + 3 × 44 = 176, header 28. Tops 8, 238, 282, 458,
    /// 486; content 486 + 44 + 8 = 538.
    @Test func heightsAndTopsFollowTheChain() throws {
        let input = FormLayoutInput(sections: [
            FormLayoutInput.Section(items: [
                FormLayoutInput.Item(name: "avatar", kind: .image, title: "Avatar"),
                FormLayoutInput.Item(name: "heading", kind: .heading, title: "Heading"),
                FormLayoutInput.Item(name: "tags", kind: .list, title: "Tags", text: "a\nb\nc"),
            ]),
            FormLayoutInput.Section(title: "Contact", items: [FormLayoutInput.Item(name: "email", kind: .text, title: "Email")]),
        ])
        let layout = try FormLayoutEngine(input).layout(.compact)
        #expect(layout.frames.map(\.y) == [8, 238, 282, 458, 486])
        #expect(layout.frames.map(\.height) == [230, 44, 176, 28, 44])
        #expect(layout.frames.map(\.width) == [359, 359, 359, 359, 359])
        #expect(layout.frames.map(\.x) == [8, 8, 8, 8, 8])
        #expect(layout.contentSize == FormLayout.Size(width: 375, height: 538))
    }

    /// A form with no rows has no lines: an empty layout as wide as asked, 0 tall.
    @Test func anEmptyFormIsAnEmptyLayout() throws {
        let input = FormLayoutInput(sections: [FormLayoutInput.Section(title: nil, items: [])])
        let layout = try FormLayoutEngine(input).layout(.regular)
        #expect(layout.frames.isEmpty)
        #expect(layout.contentSize == FormLayout.Size(width: 768, height: 0))
        #expect(layout == (try Self.solverEngine(input).layout(.regular)))
    }

    /// A margin the Visual Format lines refuse is refused with their error,
    /// exactly as when the solver lays the stack out.
    @Test func aMarginTheLinesRefuseIsTheirError() throws {
        for margin in [Double.nan, .infinity, -.infinity, 10_000_000.5, 1e17] {
            let input = FormLayoutInput(
                sections: [FormLayoutInput.Section(items: [FormLayoutInput.Item(name: "a", kind: .text, title: "A")])],
                margin: margin)
            var direct: LayoutError?
            var solved: LayoutError?
            do { _ = try FormLayoutEngine(input).layout() } catch { direct = error }
            let engine = try Self.solverEngine(input)
            do { _ = try engine.layout() } catch { solved = error }
            #expect(direct != nil)
            #expect(direct == solved)
        }
    }

    /// The chain does not touch the solver: laying out 2,000 rows adds no
    /// constraint to it, and only the first layout counts as a change of lines.
    @Test func theDefaultStackLeavesTheSolverAlone() throws {
        let items = (0..<2_000).map { FormLayoutInput.Item(name: "field_\($0)", kind: .text, title: "Field \($0)") }
        let engine = try FormLayoutEngine(FormLayoutInput(sections: [FormLayoutInput.Section(items: items)]))
        let constraints = engine.solver.constraintCount
        let compact = try engine.layout(.compact)
        _ = try engine.layout(.regular)
        #expect(engine.solver.constraintCount == constraints)
        #expect(engine.constraintSetChanges == 1)
        #expect(compact.frames.last?.y == 87_964.0)  // 8 + 1,999 × 44
        #expect(compact.contentSize.height == 88_016.0)  // 8 + 2,000 × 44 + 8
    }

    /// The chain needs no solver, so none is made for it: the engine makes
    /// its solver for the first lines the solver lays out.
    @Test func theDefaultStackMakesNoSolver() throws {
        let items = [FormLayoutInput.Item(name: "a", kind: .text, title: "A")]
        let engine = try FormLayoutEngine(FormLayoutInput(sections: [FormLayoutInput.Section(items: items)]))
        _ = try engine.layout(.compact)
        _ = try engine.layout(.regular)
        #expect(!engine.hasSolver)
        let solved = try Self.solverEngine(FormLayoutInput(sections: [FormLayoutInput.Section(items: items)]))
        _ = try solved.layout(.compact)
        #expect(solved.hasSolver)
        let custom = try FormLayoutEngine(
            FormLayoutInput(
                sections: [FormLayoutInput.Section(items: items)],
                customLayouts: [.regular: FormCustomLayout(lines: ["|-[a]-|", "V:|-[a]-|"])]))
        _ = try custom.layout(.compact)
        #expect(!custom.hasSolver)
        _ = try custom.layout(.regular)
        #expect(custom.hasSolver)
    }

    /// Once other code changes the engine's solver, the default lines go
    /// into it, and the answer is still the chain's.
    @Test func aSharedSolverGetsTheDefaultLines() throws {
        let input = FormLayoutInput(sections: [
            FormLayoutInput.Section(items: [
                FormLayoutInput.Item(name: "a", kind: .text, title: "A"),
                FormLayoutInput.Item(name: "b", kind: .longText, title: "B"),
            ])
        ])
        let engine = try FormLayoutEngine(input)
        let direct = try engine.layout(.compact)
        let before = engine.solver.constraintCount
        let extra = engine.solver.makeVariable("extra")
        try engine.solver.addConstraint(LinearConstraint(extra, .equal, 42))
        #expect(try engine.layout(.compact) == direct)
        #expect(engine.solver.constraintCount > before + 1)
        #expect(engine.constraintSetChanges == 1)
    }
}
