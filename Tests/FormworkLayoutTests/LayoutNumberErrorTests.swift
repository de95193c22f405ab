import Formwork
import FormworkFixtures
import FormworkLayout
import Testing

/// A model whose one layout, for every size class, uses an infinite metric.
private struct InfiniteMargin: FormLayoutCustomizing {
    @FormText var user_name = ""

    static func formLayout(for sizeClass: LayoutSizeClass) -> FormCustomLayout? {
        FormCustomLayout(lines: ["|-m-[user_name]-m-|", "V:|-m-[user_name]-m-|"], metrics: ["m": .infinity])
    }
}

/// Numbers a layout cannot hold, met through the public API only (a plain
/// `import`): each is a ``LayoutError`` that names the number, what it is
/// and the range a layout holds, never an error of the solver behind it.
///
/// By hand: a list row asks for 44 points for its title line and 44 per
/// entry, and a layout holds at most 10 000 000 points, so
/// 10 000 000 / 44 = 227 272.7 lines: 227 271 entries (227 272 lines,
/// 9 999 968 points) fit, 227 272 (10 000 012 points) do not.
struct LayoutNumberErrorTests {
    static func tags(_ count: Int) -> FormLayoutInput.Item {
        FormLayoutInput.Item(
            name: "tags", kind: .list, title: "Tags", text: Array(repeating: "tag", count: count).joined(separator: "\n"))
    }

    static let tooTall =
        "the preferred height of row 'tags' is 10000012 (44 points for its title and for each of its 227272 entries; at most 227271 fit)"

    @Test func aListTooTallForALayoutIsAnInvalidNumberNamingTheRowAndTheFix() {
        let input = FormLayoutInput(sections: [FormLayoutInput.Section(items: [Self.tags(227_272)])])
        var thrown: LayoutError?
        do { _ = try input.layout(.compact) } catch { thrown = error }
        #expect(thrown == .invalidNumber(Self.tooTall))
        #expect(
            thrown?.description
                == "Invalid layout number: \(Self.tooTall). A layout holds finite numbers of points from -10000000 "
                + "to 10000000: bring this one within that range.")
        #expect(throws: LayoutError.invalidNumber(Self.tooTall)) { try FormLayoutEngine(input) }
    }

    @Test func theTallestListALayoutHoldsIsLaidOut() throws {
        let input = FormLayoutInput(sections: [FormLayoutInput.Section(items: [Self.tags(227_271)])])
        let layout = try input.layout(.compact)
        #expect(layout.frame(named: "tags")?.height == 9_999_968)
    }

    /// A form's list is a row like any other: its layout says which row and why.
    @Test func aModelFormWithAListTooTallIsAnInvalidNumber() throws {
        var model = SignUp()
        model.tags = Array(repeating: "tag", count: 227_272)
        let form = try FormState(model)
        #expect(throws: LayoutError.invalidNumber(Self.tooTall)) { try form.layout(for: .compact) }
        #expect(throws: LayoutError.invalidNumber(Self.tooTall)) { try form.layoutEngine() }
    }

    @Test func aNonFiniteWidthIsAnInvalidWidthWithItsMessage() throws {
        let form = try FormState(SignUp())
        for (width, text) in [(Double.nan, "nan"), (.infinity, "inf"), (-.infinity, "-inf")] {
            var thrown: LayoutError?
            do { _ = try form.layout(for: .points(width)) } catch { thrown = error }
            #expect(thrown == .invalidWidth(text))
            #expect(
                thrown?.description == "Invalid layout width \(text): a width is a finite number of points from 0 to 10000000.")
            #expect(throws: LayoutError.invalidWidth(text)) { try form.layoutInput.layout(.points(width)) }
        }
    }

    /// `|-` is 2 characters: the caret is under the metric's name.
    @Test func aNonFiniteMetricIsRefusedAtTheMetricWithItsMessage() {
        let input = FormLayoutInput(
            sections: [FormLayoutInput.Section(items: [FormLayoutInput.Item(name: "a", kind: .text, title: "A")])],
            customLayouts: [.compact: FormCustomLayout(lines: ["|-m-[a]-m-|", "V:|-m-[a]-m-|"], metrics: ["m": .nan])])
        let message = "metric 'm' is nan; a metric is a finite number from -10000000 to 10000000"
        var thrown: LayoutError?
        do { _ = try input.layout(.compact) } catch { thrown = error }
        #expect(thrown == .visualFormat(VisualFormatError(message, format: "|-m-[a]-m-|", position: 2)))
        #expect(thrown?.description == "\(message)\n|-m-[a]-m-|\n  ^")
    }

    @Test func aNonFiniteMetricOfAModelsLayoutNamesTheModelAndTheLine() throws {
        let form = try FormState(InfiniteMargin())
        let message = "metric 'm' is inf; a metric is a finite number from -10000000 to 10000000"
        let expected = FormCustomLayout.LineError(
            modelType: "InfiniteMargin", sizeClass: .compact, lineNumber: 1,
            error: VisualFormatError(message, format: "|-m-[user_name]-m-|", position: 2))
        var thrown: LayoutError?
        do { _ = try form.layout(for: .compact) } catch { thrown = error }
        #expect(thrown == .customLayout(expected))
        #expect(
            thrown?.description
                == "InfiniteMargin.formLayout(for: .compact), line 1: \(message)\n|-m-[user_name]-m-|\n  ^")
    }
}
