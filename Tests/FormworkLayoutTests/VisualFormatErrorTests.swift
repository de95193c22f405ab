import Testing

@testable import FormworkLayout

/// Malformed strings: the message, and a caret under the first character
/// the parser could not accept (positions counted by hand, 0-based).
struct VisualFormatErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var format: String
        var message: String
        var position: Int
        var testDescription: String { format.isEmpty ? "(empty)" : format }
    }

    static let malformed: [Case] = [
        Case(format: "", message: "expected '[', '|', 'H:' or 'V:' at start of format", position: 0),
        Case(format: "[button", message: "expected ']' after view name", position: 7),
        Case(format: "[a(>=44)", message: "expected ']' after view predicates", position: 8),
        Case(format: "[]", message: "expected view name after '['", position: 1),
        Case(format: "H[a]", message: "expected ':' after 'H'", position: 1),
        Case(format: "V:|", message: "expected '[' after '|'", position: 3),
        Case(format: "[a]-", message: "expected a number, a metric name or '(' after '-'", position: 4),
        Case(format: "[a]-8[b]", message: "expected '-' after spacing predicate", position: 5),
        Case(format: "|-[a]-||", message: "expected end of format after '|'", position: 7),
        Case(format: "[a(=44)]", message: "expected '=' to complete relation '=='", position: 4),
        Case(format: "[a(>=44@)]", message: "expected a priority (number or metric name) after '@'", position: 8),
        Case(format: "[a(>=44;<=9)]", message: "expected ',' or ')' after predicate", position: 7),
        Case(format: "[a(>=)]", message: "expected a number, a metric name or a view name in predicate", position: 5),
        Case(format: "[a]x", message: "expected '[', '-', '|' or end of format after view", position: 3),
        Case(format: "[a] - [b]", message: "expected '[', '-', '|' or end of format after view", position: 3),
    ]

    @Test(arguments: malformed)
    func malformedStringsPointAtTheProblem(_ example: Case) {
        #expect(throws: VisualFormatError(example.message, format: example.format, position: example.position)) {
            try VisualFormat.parse(example.format)
        }
    }

    @Test func descriptionShowsTheStringAndACaret() {
        let error = VisualFormatError("expected ']' after view name", format: "V:[a(>=44)]-[b", position: 14)
        #expect(
            error.description == """
                expected ']' after view name
                V:[a(>=44)]-[b
                              ^
                """)
    }

    @Test func unknownViewSuggestsTheClosestName() {
        // "usr_name" → "user_name" is one insertion.
        let expected = VisualFormatError(
            "Unknown view 'usr_name'. Did you mean 'user_name'?", format: "[x(==usr_name@50)]", position: 5)
        #expect(throws: expected) {
            try LayoutConstraint.constraints(visualFormat: "[x(==usr_name@50)]", views: ["x", "user_name", "age"])
        }
        #expect(
            expected.description == """
                Unknown view 'usr_name'. Did you mean 'user_name'?
                [x(==usr_name@50)]
                     ^
                """)
    }

    @Test func unknownViewElementSuggestsTheClosestView() {
        #expect(throws: VisualFormatError("Unknown view 'emial'. Did you mean 'email'?", format: "|-[emial]-|", position: 3)) {
            try LayoutConstraint.constraints(visualFormat: "|-[emial]-|", views: ["email", "age"])
        }
    }

    @Test func unknownMetricSuggestsTheClosestMetric() {
        #expect(throws: VisualFormatError("Unknown metric 'margn'. Did you mean 'margin'?", format: "|-margn-[f]", position: 2)) {
            try LayoutConstraint.constraints(visualFormat: "|-margn-[f]", metrics: ["margin": 8], views: ["f"])
        }
    }

    @Test func farNamesGetNoSuggestion() {
        // "usr" is 3 characters: at most 1 edit is close; "user_name" is 6 away.
        #expect(throws: VisualFormatError("Unknown view 'usr'.", format: "[usr]", position: 1)) {
            try LayoutConstraint.constraints(visualFormat: "[usr]", views: ["user_name"])
        }
    }

    @Test func priorityOutOfRangeIsAnError() {
        #expect(throws: VisualFormatError("priority must be between 1 and 1000, got 1001", format: "[a(==5@1001)]", position: 7))
        {
            try LayoutConstraint.constraints(visualFormat: "[a(==5@1001)]", views: ["a"])
        }
    }

    @Test func viewAsSpacingIsAnError() {
        #expect(
            throws: VisualFormatError(
                "'b' is a view; a spacing can only be a number or a metric", format: "[a]-b-[b]", position: 4)
        ) {
            try LayoutConstraint.constraints(visualFormat: "[a]-b-[b]", views: ["a", "b"])
        }
    }

    /// Apple: an alignment along the format's own axis is an error.
    @Test func alignmentAlongTheFormatAxisIsAnError() {
        let message = "alignAllLeft aligns along the H: axis of the format itself; use it with a V: format"
        #expect(throws: VisualFormatError(message, format: "[a][b]", position: 0)) {
            try LayoutConstraint.constraints(visualFormat: "[a][b]", options: .alignAllLeft, views: ["a", "b"])
        }
    }
}
