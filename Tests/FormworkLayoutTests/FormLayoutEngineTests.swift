import Formwork
import Testing

@testable import FormworkLayout

struct FormLayoutEngineTests {
    static let items = [
        FormLayoutInput.Item(name: "avatar", kind: .image, title: "Avatar"),
        FormLayoutInput.Item(name: "user_name", kind: .text, title: "User Name"),
        FormLayoutInput.Item(name: "age", kind: .number, title: "Age"),
        FormLayoutInput.Item(name: "gender", kind: .enumerated, title: "Gender"),
    ]

    /// TLFormView's iPad layout: the avatar on the left at a fixed size,
    /// the fields stacked on its right.
    static let iPad = FormCustomLayout(
        lines: [
            "H:|-margin-[avatar(==avatarSize)]-margin-[user_name]-margin-|",
            "H:[avatar]-margin-[age]-margin-|",
            "H:[avatar]-margin-[gender]-margin-|",
            "V:|-margin-[avatar(==avatarSize)]-(>=margin)-|",
            "V:|-margin-[user_name(>=44)]-(==0)-[age(>=44)]-(==0)-[gender(>=44)]-(>=margin)-|",
        ], metrics: ["margin": 8, "avatarSize": 200])

    static let signUp = FormLayoutInput(sections: [FormLayoutInput.Section(items: items)], customLayouts: [.regular: iPad])

    /// By hand at 768: the avatar is 200 × 200 at (8, 8); fields start at
    /// 8 + 200 + 8 = 216 and end at 768 - 8, so they are 544 wide; they
    /// stack from y = 8 in 44s. The content is as tall as the taller column:
    /// max(8 + 200, 8 + 3 × 44) + 8 = 216.
    @Test func iPadLayoutPutsTheAvatarLeftAndFieldsRight() throws {
        let layout = try Self.signUp.layout(.regular)
        #expect(layout.lines == Self.iPad.lines)
        #expect(
            layout.metrics == [FormLayout.Metric(name: "avatarSize", value: 200), FormLayout.Metric(name: "margin", value: 8)])
        let frames = layout.frames.map { [$0.x, $0.y, $0.width, $0.height] }
        #expect(frames == [[8, 8, 200, 200], [216, 8, 544, 44], [216, 52, 544, 44], [216, 96, 544, 44]])
        #expect(layout.contentSize == FormLayout.Size(width: 768, height: 216))
        #expect(!layout.isAmbiguous)
    }

    /// Compact has no custom layout: the default stack, the image 230 tall.
    /// y: 8, 8 + 230 = 238, 282, 326; content 326 + 44 + 8 = 378.
    @Test func compactFallsBackToTheDefaultStack() throws {
        let layout = try Self.signUp.layout(.compact)
        #expect(layout.frames.map(\.y) == [8, 238, 282, 326])
        #expect(layout.frames.map(\.height) == [230, 44, 44, 44])
        #expect(layout.contentSize == FormLayout.Size(width: 375, height: 378))
    }

    @Test func switchingWidthsReusesTheSolver() throws {
        let input = FormLayoutInput(sections: [FormLayoutInput.Section(items: Array(Self.items.dropFirst()))])
        let engine = try FormLayoutEngine(input)
        let solver = ObjectIdentifier(engine.solver)
        let compact = try engine.layout(.compact)
        let constraints = engine.solver.constraintCount
        let regular = try engine.layout(.regular)
        #expect(ObjectIdentifier(engine.solver) == solver)
        #expect(engine.constraintSetChanges == 1)  // same lines: only suggestValue
        #expect(engine.solver.constraintCount == constraints)  // nothing added or removed
        #expect(compact.frames.map(\.width) == [359, 359, 359])
        #expect(regular.frames.map(\.width) == [752, 752, 752])  // 768 - 2 × 8
        #expect(regular == (try FormLayoutEngine(input).layout(.regular)))
        #expect(try engine.layout(.compact) == compact)
    }

    @Test func changingSizeClassSwapsLinesInTheSameSolver() throws {
        let engine = try FormLayoutEngine(Self.signUp)
        let solver = ObjectIdentifier(engine.solver)
        _ = try engine.layout(.compact)
        let regular = try engine.layout(.regular)
        #expect(ObjectIdentifier(engine.solver) == solver)
        #expect(engine.constraintSetChanges == 2)
        #expect(regular == (try Self.signUp.layout(.regular)))
        #expect(try engine.layout(.points(1024)).frame(named: "age")?.width == 800)  // 1024 - 216 - 8
    }

    @Test func contradictoryLinesAreUnsatisfiable() throws {
        let input = FormLayoutInput(
            sections: [FormLayoutInput.Section(items: [FormLayoutInput.Item(name: "a", kind: .text, title: "A")])],
            customLayouts: [.compact: FormCustomLayout(lines: ["|[a]|", "V:|[a(==50)]|", "V:[a(==60)]"])])
        #expect(throws: LayoutError.unsatisfiable("a.height == 60 from 'V:[a(==60)]'")) { try input.layout() }
    }

    @Test func aTypoInACustomLineIsAVisualFormatError() throws {
        let input = FormLayoutInput(
            sections: [
                FormLayoutInput.Section(items: [FormLayoutInput.Item(name: "user_name", kind: .text, title: "User Name")])
            ],
            customLayouts: [.compact: FormCustomLayout(lines: ["|-[usr_name]-|"])])
        let expected = VisualFormatError(
            "Unknown view 'usr_name'. Did you mean 'user_name'?", format: "|-[usr_name]-|", position: 3)
        #expect(throws: LayoutError.visualFormat(expected)) { try input.layout(.compact) }
    }
}
