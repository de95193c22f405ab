import Formwork
import FormworkLayout
import Testing

/// A layout whose frames are not determined is an error by
/// default, naming each undetermined box, its attributes and a line that
/// would place it; `ambiguity: .allow` returns it instead.
struct AmbiguityTests {
    /// One row `a` placed horizontally only, with no metrics: its top is free.
    static let horizontalOnly = FormLayoutInput(
        sections: [FormLayoutInput.Section(items: [FormLayoutInput.Item(name: "a", kind: .text, title: "A")])],
        customLayouts: [.compact: FormCustomLayout(lines: ["H:|-[a]-|"])])

    /// By hand: only `a.y` is free (x, width come from the line, height from
    /// the weak preferred 44). No `margin` metric, so the fix uses `-`; `a`
    /// is the first box, so the fix starts at the top edge.
    static let aIsUnplacedVertically = FormLayout.Ambiguity(
        width: 375, sizeClass: .compact, isCustom: true,
        views: [
            FormLayout.Ambiguity.View(
                name: "a", identifier: "a", attributes: [.y],
                fix: "Add a line that places `a` vertically, such as `V:|-[a(>=44)]`.")
        ])

    @Test func anUnplacedAxisThrowsByDefault() throws {
        #expect(throws: LayoutError.ambiguous(Self.aIsUnplacedVertically)) { try Self.horizontalOnly.layout(.compact) }
    }

    @Test func theEngineThrowsByDefaultToo() throws {
        let engine = try FormLayoutEngine(Self.horizontalOnly)
        #expect(throws: LayoutError.ambiguous(Self.aIsUnplacedVertically)) { try engine.layout(.compact) }
    }

    @Test func allowReturnsTheLayoutWithItsAmbiguity() throws {
        let layout = try Self.horizontalOnly.layout(.compact, ambiguity: .allow)
        #expect(layout.ambiguity == Self.aIsUnplacedVertically)
        #expect(layout.ambiguities == ["a.y"])
        #expect(layout.isAmbiguous)
        #expect(layout.frame(named: "a")?.x == 20)  // `|-` is the standard 20 to the superview
        #expect(throws: LayoutError.ambiguous(Self.aIsUnplacedVertically)) { try layout.requireUnambiguous() }
        #expect(layout.render(.text).hasSuffix("ambiguous: a.y\n"))
    }

    @Test func aDeterminedLayoutHasNoAmbiguity() throws {
        let layout = try FormLayoutInput(sections: Self.horizontalOnly.sections).layout(.compact)
        #expect(layout.ambiguity == nil)
        #expect(layout.ambiguities.isEmpty)
        #expect(throws: Never.self) { try layout.requireUnambiguous() }
    }

    /// A refused ambiguous width leaves an engine that lays out every other
    /// width exactly as a fresh engine does.
    @Test func anEngineRefusingAnAmbiguousWidthStillLaysOutOthers() throws {
        var input = Self.horizontalOnly
        input.customLayouts = [.regular: FormCustomLayout(lines: ["H:|-[a]-|"])]
        let engine = try FormLayoutEngine(input)
        #expect(throws: LayoutError.self) { try engine.layout(.regular) }
        #expect(try engine.layout(.compact) == (try input.layout(.compact)))
        #expect(try engine.layout(.regular, ambiguity: .allow) == (try input.layout(.regular, ambiguity: .allow)))
    }

    /// A dotted key is written as the key; a free width and left edge ask
    /// for a horizontal line only; with a `margin` metric the fix uses it.
    @Test func theFixNamesARowByItsKeyAndUsesTheMargin() throws {
        let input = FormLayoutInput(
            sections: [
                FormLayoutInput.Section(items: [
                    FormLayoutInput.Item(name: "user_name", kind: .text, title: "User Name"),
                    FormLayoutInput.Item(name: "address.street", kind: .text, title: "Street"),
                ])
            ],
            customLayouts: [
                .regular: FormCustomLayout(
                    lines: [
                        "H:|-margin-[user_name]-margin-|",
                        "V:|-margin-[user_name(>=44)]-(==0)-[address.street(>=44)]-margin-|",
                    ], metrics: ["margin": 8])
            ])
        let ambiguity = try input.layout(.regular, ambiguity: .allow).ambiguity
        #expect(
            ambiguity?.views == [
                FormLayout.Ambiguity.View(
                    name: "address.street", identifier: "address_street", attributes: [.x, .width],
                    fix: "Add a line that places `address.street` horizontally, such as `H:|-margin-[address.street]-margin-|`.")
            ])
    }

    @Test func theMessageNamesTheLayoutEachBoxAndTheWayOut() {
        var ambiguity = Self.aIsUnplacedVertically
        ambiguity.modelType = "Note"
        #expect(
            ambiguity.description == """
                Ambiguous layout: Note.formLayout(for: .compact) at width 375 leaves 1 box undetermined:
                - a (y): Add a line that places `a` vertically, such as `V:|-[a(>=44)]`.
                Place every visible box horizontally and vertically, or lay out with `ambiguity: .allow` to get these frames anyway.
                """)
        #expect(LayoutError.ambiguous(ambiguity).description == ambiguity.description)
    }

    @Test func anUndeterminedContentHeightIsNamedWithItsFix() {
        let ambiguity = FormLayout.Ambiguity(
            width: 768, sizeClass: .regular, isCustom: false, views: [], isContentHeightUndetermined: true)
        #expect(ambiguity.attributeNames == ["|.height"])
        #expect(
            ambiguity.description == """
                Ambiguous layout: the default layout for .regular at width 768 leaves the content height undetermined:
                - the content height: end the lowest vertical line at the bottom edge, such as `-margin-|`.
                Place every visible box horizontally and vertically, or lay out with `ambiguity: .allow` to get these frames anyway.
                """)
    }
}
