import Testing

@testable import FormworkLayout

/// Every example of Apple's Auto Layout Guide, appendix "Visual Format
/// Language" (Standard Space, Width Constraint, Connection to Superview,
/// Vertical Layout, Flush Views, Priority, Equal Widths, Multiple
/// Predicates, A Complete Line of Layout), plus the strings TLFormView
/// generates. The expected constraints follow the guide's meaning of each
/// example: a dash is the standard 8 between views and 20 to the
/// superview; a predicate on a view is its width (H:) or height (V:); a
/// connection constrains the gap from the earlier trailing/bottom edge to
/// the later leading/top edge.
struct VisualFormatGrammarTests {
    struct Example: Sendable, CustomTestStringConvertible {
        var format: String
        var views: [String]
        var metrics: [String: Double] = [:]
        var expected: [String]
        var testDescription: String { format }
    }

    static let examples: [Example] = [
        // Apple guide, "Standard Space": one standard sibling gap (8).
        Example(
            format: "[button]-[textField]", views: ["button", "textField"],
            expected: ["textField.leading == button.trailing + 8"]),
        // Apple guide, "Width Constraint".
        Example(format: "[button(>=50)]", views: ["button"], expected: ["button.width >= 50"]),
        // Apple guide, "Connection to Superview": 50 on both sides.
        Example(
            format: "|-50-[purpleBox]-50-|", views: ["purpleBox"],
            expected: ["purpleBox.leading == |.leading + 50", "|.trailing == purpleBox.trailing + 50"]),
        // Apple guide, "Vertical Layout": V: uses top/bottom.
        Example(
            format: "V:[topField]-10-[bottomField]", views: ["topField", "bottomField"],
            expected: ["bottomField.top == topField.bottom + 10"]),
        // Apple guide, "Flush Views": no dash means a gap of 0.
        Example(
            format: "[maroonView][blueView]", views: ["maroonView", "blueView"],
            expected: ["blueView.leading == maroonView.trailing"]),
        // Apple guide, "Priority": == is implied, priority 20.
        Example(format: "[button(100@20)]", views: ["button"], expected: ["button.width == 100 @20"]),
        // Apple guide, "Equal Widths": a view as the predicate's object.
        Example(
            format: "[button1(==button2)]", views: ["button1", "button2"],
            expected: ["button1.width == button2.width"]),
        // Apple guide, "Multiple Predicates".
        Example(
            format: "[flexibleButton(>=70,<=100)]", views: ["flexibleButton"],
            expected: ["flexibleButton.width >= 70", "flexibleButton.width <= 100"]),
        // Apple guide, "A Complete Line of Layout": 20 to the superview, 8 between.
        Example(
            format: "|-[find]-[findNext]-[findField(>=20)]-|", views: ["find", "findNext", "findField"],
            expected: [
                "find.leading == |.leading + 20", "findNext.leading == find.trailing + 8",
                "findField.leading == findNext.trailing + 8", "findField.width >= 20",
                "|.trailing == findField.trailing + 20",
            ]),
        // Apple guide's grammar also shows a priority inside a size predicate.
        Example(format: "[wideView(>=60@700)]", views: ["wideView"], expected: ["wideView.width >= 60 @700"]),
        Example(
            format: "V:[redBox][yellowBox(==redBox)]", views: ["redBox", "yellowBox"],
            expected: ["yellowBox.top == redBox.bottom", "yellowBox.height == redBox.height"]),
        // TLFormView / TLFormModel's generated strings (margin 8).
        Example(
            format: "V:|-margin-[first(>=44)]", views: ["first"], metrics: ["margin": 8],
            expected: ["first.top == |.top + 8", "first.height >= 44"]),
        Example(
            format: "V:[a(>=44)]-(==0)-[b(>=44)]", views: ["a", "b"],
            expected: ["a.height >= 44", "b.top == a.bottom", "b.height >= 44"]),
        Example(
            format: "|-margin-[f]-margin-|", views: ["f"], metrics: ["margin": 8],
            expected: ["f.leading == |.leading + 8", "|.trailing == f.trailing + 8"]),
        Example(
            format: "[x(==user_name@50)]", views: ["x", "user_name"],
            expected: ["x.width == user_name.width @50"]),
        // Grammar corners: explicit H:, a parenthesised connection with a
        // priority, a metric as priority, a negative constant in parentheses.
        Example(format: "H:[a]-(>=8@750)-[b]", views: ["a", "b"], expected: ["b.leading >= a.trailing + 8 @750"]),
        Example(format: "[a(==w@p)]", views: ["a"], metrics: ["w": 120, "p": 250], expected: ["a.width == 120 @250"]),
        Example(
            format: "|-(-8)-[a]|", views: ["a"],
            expected: ["a.leading == |.leading - 8", "|.trailing == a.trailing"]),
        Example(
            format: "[a]-(>=8,<=20)-[b]", views: ["a", "b"],
            expected: ["b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20"]),
    ]

    @Test(arguments: examples)
    func examplesBuildTheirConstraints(_ example: Example) throws {
        let constraints = try LayoutConstraint.constraints(
            visualFormat: example.format, metrics: example.metrics, views: example.views)
        #expect(constraints.map(\.description) == example.expected)
    }

    @Test func completeLineParsesIntoItsParts() throws {
        let format = try VisualFormat.parse("|-[find]-[findNext]-[findField(>=20)]-|")
        #expect(format.orientation == .horizontal)
        #expect(format.leadingSuperview == .standard)
        #expect(format.views.map(\.name) == ["find", "findNext", "findField"])
        #expect(format.connections == [.standard, .standard])
        #expect(format.trailingSuperview == .standard)
        #expect(
            format.views[2].predicates == [
                VisualFormatPredicate(relation: .greaterThanOrEqual, object: .constant(20), position: 31, objectPosition: 33)
            ])
    }

    @Test func priorityAndViewObjectParse() throws {
        let view = try VisualFormat.parse("[x(==user_name@50)]").views[0]
        #expect(view.predicates[0].object == .name("user_name"))
        #expect(view.predicates[0].priority == .number(50))
        #expect(view.predicates[0].relation == .equal)
    }

    @Test func customSpacingReplacesTheStandardOnes() throws {
        let spacing = VisualFormatSpacing(sibling: 4, superview: 16)
        let constraints = try LayoutConstraint.constraints(
            visualFormat: "|-[a]-[b]-|", views: ["a", "b"], spacing: spacing)
        #expect(
            constraints.map(\.description) == [
                "a.leading == |.leading + 16", "b.leading == a.trailing + 4", "|.trailing == b.trailing + 16",
            ])
    }

    /// Apple: alignment options add an equal-attribute constraint between
    /// neighbouring views, across the format's axis.
    @Test func alignmentOptionsAlignNeighbours() throws {
        let constraints = try LayoutConstraint.constraints(
            visualFormat: "[a]-[b]-[c]", options: [.alignAllTop, .alignAllBottom], views: ["a", "b", "c"])
        #expect(
            constraints.map(\.description) == [
                "b.leading == a.trailing + 8", "c.leading == b.trailing + 8",
                "b.top == a.top", "c.top == b.top", "b.bottom == a.bottom", "c.bottom == b.bottom",
            ])
        let vertical = try LayoutConstraint.constraints(
            visualFormat: "V:[a][b]", options: .alignAllCenterX, views: ["a", "b"])
        #expect(vertical.map(\.description) == ["b.top == a.bottom", "b.centerX == a.centerX"])
    }
}
