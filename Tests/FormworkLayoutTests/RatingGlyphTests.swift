import Formwork
import Testing

@testable import FormworkLayout

private struct Review: FormModel {
    @FormRating var overall = 4
    @FormRating(stars: 3) var venue: Int? = nil
}

@Suite("Layout: a rating's glyph")
struct RatingGlyphTests {
    @Test func aRatingIsDrawnAsItsStarsFilledToTheRating() throws {
        let input = try FormState(Review()).layoutInput
        let items = input.sections[0].items
        #expect(items.map(\.text) == ["★★★★☆", "☆☆☆"])
        #expect(items.map(\.details.control) == [.field(.plain), .field(.plain)])
        #expect(items.map(\.preferredHeight) == [44, 44])
    }

    @Test func textSnapshotsAndPicturesShowTheStars() throws {
        let layout = try FormState(Review()).layout(for: .compact)
        #expect(layout.render(.text).contains("★★★★☆"))
        #expect(layout.render(.svg).contains("★★★★☆"))
    }
}
