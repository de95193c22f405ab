import Testing

@testable import FormworkLayout

/// Visual Format numbers and metrics that are not finite or
/// are beyond ``Solver/maximumMagnitude`` are refused with a caret at the
/// number (or the metric's name), never passed on to the solver.
///
/// The grammar (Apple, Auto Layout Guide, appendix "Visual Format
/// Language") writes `<constant> ::= <metricName> | <number>` and
/// `<priority> ::= <metricName> | <number>`, and defines `<number>` as "As
/// parsed by strtod_l, with the C locale". `strtod` returns `HUGE_VAL` and
/// sets `ERANGE` for `1e400` (C11 7.22.1.3p10: the value is outside the
/// range of representable values), which is a refusal, not a number. A
/// million digits overflow the same way. `strtod` would also read `inf` and
/// `nan` (7.22.1.3p3), but a token that starts with a letter is a
/// `<metricName>` here (metric names are C identifiers, and a name is tried
/// first), so they are names, never numbers.
struct VisualFormatNumberTests {
    static let limitText = "numbers go from -10000000 to 10000000"

    @Test func equals1e400IsRefusedWithACaretAtTheNumber() throws {
        let expected = VisualFormatError("number 1e400 is out of range: \(Self.limitText)", format: "[a(==1e400)]", position: 5)
        #expect(throws: expected) { try VisualFormat.parse("[a(==1e400)]") }
        #expect(expected.description == "number 1e400 is out of range: \(Self.limitText)\n[a(==1e400)]\n     ^")
    }

    @Test func aMillionDigitNumberIsRefusedWithACaretAtTheNumber() throws {
        let digits = "1" + String(repeating: "0", count: 999_999)
        let format = "V:|-(>=" + digits + ")-[a]"
        do {
            _ = try VisualFormat.parse(format)
            Issue.record("a million-digit number was accepted")
        } catch {
            #expect(error.position == 7)
            #expect(error.message == "number 10000000000000000000… (1000000 characters) is out of range: \(Self.limitText)")
        }
    }

    @Test func numbersBeyondTenMillionAreRefusedInEveryPlace() throws {
        // A spacing, a signed size predicate, a priority.
        #expect(
            throws: VisualFormatError("number 20000000 is out of range: \(Self.limitText)", format: "|-20000000-[a]", position: 2)
        ) {
            try VisualFormat.parse("|-20000000-[a]")
        }
        #expect(throws: VisualFormatError("number -1e8 is out of range: \(Self.limitText)", format: "[a(>=-1e8)]", position: 5)) {
            try VisualFormat.parse("[a(>=-1e8)]")
        }
        #expect(
            throws: VisualFormatError("number 1e999 is out of range: \(Self.limitText)", format: "[a(==8@1e999)]", position: 7)
        ) {
            try VisualFormat.parse("[a(==8@1e999)]")
        }
    }

    @Test func numbersAtTenMillionAreAccepted() throws {
        let constraints = try LayoutConstraint.constraints(visualFormat: "[a(==1e7,>=-10000000)]", views: ["a"])
        #expect(constraints.map(\.constant) == [10_000_000, -10_000_000])
    }

    @Test func infAndNaNAreNamesNotNumbers() throws {
        #expect(throws: VisualFormatError("Unknown view or metric 'nan'.", format: "[a(==nan)]", position: 5)) {
            try LayoutConstraint.constraints(visualFormat: "[a(==nan)]", views: ["a"])
        }
        #expect(throws: VisualFormatError("Unknown metric 'inf'.", format: "|-inf-[a]", position: 2)) {
            try LayoutConstraint.constraints(visualFormat: "|-inf-[a]", views: ["a"])
        }
    }

    @Test func nanAndInfiniteMetricsAreRefusedAtTheMetricsName() throws {
        let nanMessage = "metric 'm' is nan; a metric is a finite number from -10000000 to 10000000"
        #expect(throws: VisualFormatError(nanMessage, format: "[a(==m)]", position: 5)) {
            try LayoutConstraint.constraints(visualFormat: "[a(==m)]", metrics: ["m": .nan], views: ["a"])
        }
        let infMessage = "metric 'm' is inf; a metric is a finite number from -10000000 to 10000000"
        #expect(throws: VisualFormatError(infMessage, format: "|-m-[a]", position: 2)) {
            try LayoutConstraint.constraints(visualFormat: "|-m-[a]", metrics: ["m": .infinity], views: ["a"])
        }
        let hugeMessage = "metric 'm' is -1e+17; a metric is a finite number from -10000000 to 10000000"
        #expect(throws: VisualFormatError(hugeMessage, format: "[a(>=8@m)]", position: 7)) {
            try LayoutConstraint.constraints(visualFormat: "[a(>=8@m)]", metrics: ["m": -1e17], views: ["a"])
        }
        // A metric that no line uses is not checked: only used numbers enter a layout.
        #expect(try LayoutConstraint.constraints(visualFormat: "[a]-8-[b]", metrics: ["m": .nan], views: ["a", "b"]).count == 1)
    }

    @Test func nonFiniteStandardSpacingIsRefused() throws {
        let spacing = VisualFormatSpacing(sibling: .nan, superview: 20)
        #expect(throws: VisualFormatError.self) {
            try LayoutConstraint.constraints(visualFormat: "[a]-[b]", views: ["a", "b"], spacing: spacing)
        }
    }

    /// The line's own error, with the caret at the number, not an internal
    /// solver error.
    @Test func aCustomLineWith1e400IsAVisualFormatErrorNotASolverError() throws {
        let input = FormLayoutInput(
            sections: [FormLayoutInput.Section(items: [FormLayoutInput.Item(name: "a", kind: .text, title: "A")])],
            customLayouts: [.compact: FormCustomLayout(lines: ["|[a]|", "V:|[a(==1e400)]|"])])
        let expected = VisualFormatError(
            "number 1e400 is out of range: \(Self.limitText)", format: "V:|[a(==1e400)]|", position: 8)
        #expect(throws: LayoutError.visualFormat(expected)) { try input.layout(.compact) }
    }

    @Test func aNaNMarginIsRefusedAtTheMetric() throws {
        let input = FormLayoutInput(
            sections: [FormLayoutInput.Section(items: [FormLayoutInput.Item(name: "a", kind: .text, title: "A")])], margin: .nan)
        let message = "metric 'margin' is nan; a metric is a finite number from -10000000 to 10000000"
        let expected = VisualFormatError(message, format: "V:|-margin-[a(>=44)]-margin-|", position: 4)
        #expect(throws: LayoutError.visualFormat(expected)) { try input.layout(.compact) }
    }
}
