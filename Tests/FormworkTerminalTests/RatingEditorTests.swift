import Formwork
import Testing

@testable import FormworkTerminal

private struct Review: FormModel {
    @FormRating var overall = 3
    @FormRating(stars: 3) var venue: Int? = nil
}

@Suite struct RatingEditorTests {
    /// The lines under the row titled `title`, without their indentation.
    private func entries(under title: String, count: Int, of screen: FormScreen<Review>) throws -> [String] {
        let lines = screen.frame.lines
        let row = try #require(lines.firstIndex { $0.hasPrefix(" › " + title) })
        return lines[(row + 1)...(row + count)].map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func aRatingIsChosenFromItsStarsWithArrows() throws {
        var screen = FormScreen(try FormState(Review()))
        #expect(screen.line(titled: "Overall") == " › Overall   ★★★☆☆")
        screen.press(.enter)
        // Every rating, the current one filled and highlighted.
        #expect(
            try entries(under: "Overall", count: 5, of: screen) == [
                "○ ★☆☆☆☆", "○ ★★☆☆☆", "› ● ★★★☆☆", "○ ★★★★☆", "○ ★★★★★",
            ])
        screen.press(.down, .down, .enter)
        #expect(screen.form.value(Int.self, for: "overall") == 5)
        #expect(screen.line(titled: "Overall") == " › Overall   ★★★★★")
    }

    @Test func anOptionalRatingOffersNoneFirst() throws {
        var screen = FormScreen(try FormState(Review()))
        screen.focusRow("venue")
        screen.press(.enter)
        #expect(try entries(under: "Venue", count: 4, of: screen) == ["› ● None", "○ ★☆☆", "○ ★★☆", "○ ★★★"])
        screen.press(.down, .down, .enter)
        #expect(screen.form.value(Int?.self, for: "venue") == 2)
    }

    @Test func lineByLineTheRatingsAreListedAndTheAnswerIsTheNumberOrTheStars() throws {
        let run = try fillLines(FormState(Review()), ["★★★★", "7", "3"])
        #expect(run.output.contains("Overall (one of ★☆☆☆☆, ★★☆☆☆, ★★★☆☆, ★★★★☆, ★★★★★) [★★★☆☆]: "))
        #expect(run.output.contains("Venue (one of ★☆☆, ★★☆, ★★★): "))
        #expect(run.output.contains("Venue must be a rating from 1 to 3"))
        let model = try #require(run.form).model
        #expect(model.overall == 4)
        #expect(model.venue == 3)
    }
}
