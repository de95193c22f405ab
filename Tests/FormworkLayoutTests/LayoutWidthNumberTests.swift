import Formwork
import Testing

@testable import FormworkLayout

/// Widths that are not finite points are refused before
/// anything is solved, and an engine re-solving after any widths gives the
/// frames a fresh engine gives.
///
/// By hand: the default stack at 375 with margin 8 makes every box
/// 375 - 2 × 8 = 359 wide at x = 8.
struct LayoutWidthNumberTests {
    static let stack = FormLayoutInput(sections: [FormLayoutInput.Section(items: Array(FormLayoutEngineTests.items.dropFirst()))])

    @Test func pointsNaNIsRefusedAndDoesNotPoisonLaterLayouts() throws {
        let engine = try FormLayoutEngine(Self.stack)
        #expect(throws: LayoutError.invalidWidth("nan")) { try engine.layout(.points(.nan)) }
        let compact = try engine.layout(.compact)
        #expect(compact.frames.map(\.width) == [359, 359, 359])
        #expect(compact.frames.map(\.x) == [8, 8, 8])
        #expect(compact.contentSize.width == 375)
    }

    @Test func points1e17ThenCompactGives359() throws {
        let engine = try FormLayoutEngine(Self.stack)
        #expect(throws: LayoutError.invalidWidth("1e+17")) { try engine.layout(.points(1e17)) }
        #expect(try engine.layout(.compact).frames.map(\.width) == [359, 359, 359])
    }

    @Test func points1e20ThenCompactGives359() throws {
        let engine = try FormLayoutEngine(Self.stack)
        #expect(throws: LayoutError.invalidWidth("1e+20")) { try engine.layout(.points(1e20)) }
        #expect(try engine.layout(.compact).frames.map(\.width) == [359, 359, 359])
    }

    /// The cause, not only the range: the largest width accepted, then 375,
    /// is exact (the engine suggests every width from the state a fresh
    /// engine has, so no rounding of 1e7 + 8 carries over).
    @Test func largestWidthThenCompactGivesExactly359() throws {
        let engine = try FormLayoutEngine(Self.stack)
        let widest = try engine.layout(.points(10_000_000))
        #expect(widest.frames.map(\.width) == [9_999_984, 9_999_984, 9_999_984])  // 1e7 - 16
        #expect(try engine.layout(.compact).frames.map(\.width) == [359, 359, 359])
        #expect(try engine.layout(.compact) == (try FormLayoutEngine(Self.stack).layout(.compact)))
    }

    @Test func infiniteAndNegativeWidthsAreRefused() throws {
        let engine = try FormLayoutEngine(Self.stack)
        #expect(throws: LayoutError.invalidWidth("inf")) { try engine.layout(.points(.infinity)) }
        #expect(throws: LayoutError.invalidWidth("-inf")) { try engine.layout(.points(-.infinity)) }
        #expect(throws: LayoutError.invalidWidth("-1")) { try engine.layout(.points(-1)) }
        #expect(throws: LayoutError.invalidWidth("-0.01")) { try engine.layout(.points(-0.01)) }
        #expect(throws: LayoutError.invalidWidth("10000000.01")) { try engine.layout(.points(10_000_000.01)) }
        #expect(throws: LayoutError.invalidWidth("nan")) { try Self.stack.layout(.points(.nan)) }
        #expect(
            LayoutError.invalidWidth("-1").description
                == "Invalid layout width -1: a width is a finite number of points from 0 to 10000000.")
    }

    /// 0 and 10 000 000 are the ends of `LayoutWidth.pointsRange`, both accepted.
    @Test func widthsAtBothEndsOfTheRangeAreLaidOut() throws {
        #expect(LayoutWidth.pointsRange == 0...10_000_000)
        let engine = try FormLayoutEngine(Self.stack)
        #expect(try engine.layout(.points(0)).frames.map(\.width) == [-16, -16, -16])  // 0 - 2 × 8
        #expect(try engine.layout(.points(10_000_000)).contentSize.width == 10_000_000)
    }

    /// A width whose lines cannot be added (the regular layout contradicts
    /// itself) leaves the engine exactly as it was: same lines, same
    /// constraint count, same answer at the previous width.
    @Test func aFailedWidthLeavesTheEngineExactlyAsBefore() throws {
        let input = FormLayoutInput(
            sections: [FormLayoutInput.Section(items: [FormLayoutInput.Item(name: "a", kind: .text, title: "A")])],
            customLayouts: [.regular: FormCustomLayout(lines: ["|[a]|", "V:|[a(==50)]|", "V:[a(==60)]"])])
        let engine = try FormLayoutEngine(input)
        let compact = try engine.layout(.compact)
        let constraints = engine.solver.constraintCount
        #expect(throws: LayoutError.unsatisfiable("a.height == 60 from 'V:[a(==60)]'")) { try engine.layout(.regular) }
        #expect(throws: LayoutError.invalidWidth("nan")) { try engine.layout(.points(.nan)) }
        #expect(engine.solver.constraintCount == constraints)
        #expect(engine.constraintSetChanges == 1)
        #expect(try engine.layout(.compact) == compact)
        #expect(try engine.layout(.points(320)) == (try input.layout(.points(320))))
    }

    /// Property: after any sequence of widths (valid and refused), the next
    /// layout equals, exactly, a fresh engine's layout at that width. The
    /// input has a custom regular layout, so sequences also switch lines.
    @Test func resolvingAfterAnySequenceOfWidthsMatchesAFreshEngine() throws {
        let input = FormLayoutEngineTests.signUp
        var generator = VisualFormatFuzzTests.Generator(state: 8_007)
        let edges: [Double] = [0, 1, 16, 320, 375, 599.99, 600, 768, 1024, 99_999.5, 1e6, 9_999_999.99, 10_000_000]
        let refused: [Double] = [.nan, .infinity, -.infinity, -1, 10_000_000.5, 1e17, 1e20, -1e17]
        func randomWidth() -> Double {
            switch generator.next(4) {
            case 0: return edges[generator.next(edges.count)]
            case 1: return refused[generator.next(refused.count)]
            case 2: return Double(generator.next(2_000)) + Double(generator.next(100)) / 100
            default: return Double(generator.next(10_000_001))
            }
        }
        var fresh: [Double: FormLayout] = [:]
        for _ in 0..<120 {
            let engine = try FormLayoutEngine(input)
            for _ in 0..<(1 + generator.next(8)) {
                let width = randomWidth()
                if LayoutWidth.pointsRange.contains(width) {
                    _ = try engine.layout(.points(width))
                } else {
                    #expect(throws: LayoutError.self) { try engine.layout(.points(width)) }
                }
            }
            let final = edges[generator.next(edges.count)]
            if fresh[final] == nil { fresh[final] = try FormLayoutEngine(input).layout(.points(final)) }
            #expect(try engine.layout(.points(final)) == fresh[final], "width \(final)")
        }
    }

    /// Code that changes the engine's solver directly keeps its changes: the
    /// engine notices and re-solves incrementally from then on.
    @Test func constraintsAddedToTheEnginesSolverAreKept() throws {
        let engine = try FormLayoutEngine(Self.stack)
        _ = try engine.layout(.compact)
        let solver = engine.solver
        let extra = solver.makeVariable("extra")
        try solver.addConstraint(LinearConstraint(extra, .equal, 42))
        _ = try engine.layout(.regular)
        #expect(solver.value(of: extra) == 42)
        #expect(try engine.layout(.compact).frames.map(\.width) == [359, 359, 359])
    }
}
