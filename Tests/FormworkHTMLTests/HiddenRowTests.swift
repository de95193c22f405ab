import Formwork
import FormworkFixtures
import FormworkHTML
import Foundation
import Testing

/// A gift card shown by a predicate, a number of copies shown with it, and
/// a code enabled by the same predicate, each with constraints.
struct GiftOrder: FormModel {
    @FormBoolean var gift = false
    @FormText(rules: [.required, .minLength(3), .maxLength(20)], visibleWhen: "gift") var card = ""
    @FormNumber(range: 1...10, visibleWhen: "gift") var copies = 1
    @FormText(rules: [.required, .matches("[A-Z]{2}[0-9]{4}")], enabledWhen: "gift") var code = ""

    init() {}
}

/// Rows hidden when the page is written stay out of sight and out of the
/// body whatever the page's CSS, and carry the constraints of shown rows.
@Suite("HTML: rows hidden or disabled when written")
struct HiddenRowTests {
    /// The start tag of the element with `id`, as written.
    private func startTag(id: String, in html: String) -> String? {
        html.components(separatedBy: "\n").first { $0.contains("id=\"\(id)\"") }?
            .trimmingCharacters(in: .whitespaces)
    }

    @Test func noWrapperUsesTheHiddenAttributeWhichAStylesheetCanUndo() throws {
        for html in [try FormState(Registration()).html(), try FormState(Shipping()).html(), try FormState(GiftOrder()).html()] {
            #expect(!(try StrictTokenizer.elements(html)).contains { $0.attributes["hidden"] != nil })
        }
    }

    @Test func aHiddenRowsControlsAreDisabledInsideItsTemplate() throws {
        let html = try FormState(GiftOrder()).html()
        #expect(
            html.contains(
                "    <template data-formwork-slot>\n      <div class=\"formwork-row formwork-required\" data-formwork-row=\"card\" data-formwork-live>\n"
            ))
        #expect(try Browser.entries(html).map(\.0) == ["gift"])  // the unticked box posts its hidden false only
    }

    @Test func aRequiredRowAPredicateHidesIsRequiredLikeAShownOne() throws {
        let hidden = try FormState(GiftOrder()).html()
        #expect(
            startTag(id: "formwork-card", in: hidden)
                == #"<input type="text" id="formwork-card" name="card" value="" minlength="3" maxlength="20" required disabled>"#)
        var order = GiftOrder()
        order.gift = true
        let shown = try FormState(order).html()
        #expect(
            startTag(id: "formwork-card", in: shown)
                == #"<input type="text" id="formwork-card" name="card" value="" minlength="3" maxlength="20" required>"#)
    }

    @Test func aNumberRowAPredicateHidesKeepsItsBounds() throws {
        let html = try FormState(GiftOrder()).html()
        #expect(
            startTag(id: "formwork-copies", in: html)
                == #"<input type="number" id="formwork-copies" name="copies" value="1" inputmode="numeric" min="1" max="10" disabled>"#
        )
    }

    @Test func aRowAPredicateDisablesIsRequiredAndKeepsItsPattern() throws {
        let html = try FormState(GiftOrder()).html()
        #expect(
            startTag(id: "formwork-code", in: html)
                == #"<input type="text" id="formwork-code" name="code" value="" pattern="[A-Z]{2}[0-9]{4}" required disabled>"#)
    }

    @Test func aRowsConstraintAttributesAreTheSameHiddenOrShown() throws {
        var order = GiftOrder()
        let hidden = try FormState(order).html()
        order.gift = true
        let shown = try FormState(order).html()
        for id in ["formwork-card", "formwork-copies", "formwork-code"] {
            let written = try #require(startTag(id: id, in: hidden)).replacingOccurrences(of: " disabled>", with: ">")
            #expect(written == startTag(id: id, in: shown))
        }
    }
}
