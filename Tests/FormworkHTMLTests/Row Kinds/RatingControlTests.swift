import Formwork
import Foundation
import Testing

@testable import FormworkHTML

private struct Review: FormModel {
    @FormRating(stars: 3) var overall = 2
    @FormRating var venue: Int? = nil
}

/// A rating's control, and the elements a kind gives for its own control
/// written as data (HTML §13.1.2 for void elements, §13.3 for escaping).
@Suite("HTML: a rating, and a kind's own elements")
struct RatingControlTests {
    @Test func aRatingIsARadioButtonPerNumberOfStarsInAGroupItsLabelNames() throws {
        let html = try FormState(Review()).html(options: FormHTMLOptions(pretty: false))
        #expect(html.contains(#"<label id="formwork-overall-label" for="formwork-overall">Overall</label>"#))
        #expect(
            html.contains(
                #"<span class="formwork-rating" role="radiogroup" aria-labelledby="formwork-overall-label">"#
                    + #"<label class="formwork-star"><input type="radio" id="formwork-overall" name="overall" value="1" aria-label="1 star">★</label>"#
                    + #"<label class="formwork-star"><input type="radio" id="formwork-overall-2" name="overall" value="2" aria-label="2 stars" checked>★★</label>"#
                    + #"<label class="formwork-star"><input type="radio" id="formwork-overall-3" name="overall" value="3" aria-label="3 stars">★★★</label>"#
                    + "</span>"))
        // An optional rating starts with no star chosen; five unless `stars:` says otherwise.
        #expect(html.contains(#"id="formwork-venue-5" name="venue" value="5" aria-label="5 stars">"#))
        #expect(!html.contains(#"name="venue" value="1" aria-label="1 star" checked"#))
    }

    @Test func aRequiredRatingIsRequiredAndTheStarsAreNamedInTheFormsLanguage() throws {
        struct Required: FormModel { @FormRating(rules: [.required]) var score: Int? = nil }
        var form = try FormState(Required())
        form.localization = FormLocalization(language: .simplifiedChinese)
        let html = form.html(options: FormHTMLOptions(pretty: false))
        #expect(html.contains(#"<input type="radio" id="formwork-score-3" name="score" value="3" aria-label="3 星" required>"#))
    }

    @Test func thePostedStarIsReadBack() throws {
        var form = try FormState(Review())
        form.update(fromURLEncoded: "overall=3&venue=4")
        #expect(try form.model.overall == 3)
        #expect(try form.model.venue == 4)
    }

    @Test func theLiveScriptReadsARatingAsAWholeNumberFromOneToTheMost() throws {
        struct Shown: FormModel {
            @FormRating var stars = 3
            @FormText(visibleWhen: "stars >= 4") var praise = ""
        }
        let reading = try FormState(Shown()).liveConditions.rows[0].reading
        #expect(reading.shape == .integer(minimum: "1", maximum: "5"))
    }

    @Test func aKindsElementsAreEscapedAndWhatCannotBeDataIsText() {
        let hostile = FormHTMLElement(
            "span",
            [
                .init("title", #""><script>x</script>"#), .init("onmouseover", "y"), .init("bad name", "z"),
                .flag("hidden", true),
            ],
            [
                .text("a<b\u{202E}c"), .element(FormHTMLElement("script", text: "alert(1)")),
                .element(FormHTMLElement("br", [], [.text("dropped")])), .element(FormHTMLElement("1x", text: "&")),
            ])
        var writer = FormHTMLWriter(pretty: false)
        writer.write(hostile)
        #expect(
            writer.output
                == #"<span title="&quot;&gt;&lt;script&gt;x&lt;/script&gt;" hidden>a&lt;b&lt;U+202E&gt;calert(1)<br>&amp;</span>"#
        )
    }
}
