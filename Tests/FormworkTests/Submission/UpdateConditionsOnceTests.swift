import Formwork
import Foundation
import Testing

@testable import Formwork

private struct Club: FormModel {
    @FormNumber(range: 0...150) var age = 0
    @FormLongText(visibleWhen: "age > 12") var bio = ""
    @FormBoolean var newsletter = false
    @FormEnumerated(options: [.init("weekly", "Weekly"), .init("monthly", "Monthly")], visibleWhen: "newsletter")
    var frequency = "monthly"
    @FormText var name = ""
}

/// An update judges which rows it may write on the values it leaves, and
/// those are the values its write evaluates the conditions on: when it
/// withholds nothing, the conditions it evaluated are taken as they are,
/// each condition reading a changed row evaluated once, and the change
/// reported is the one the same edits made one by one report.
struct UpdateConditionsOnceTests {
    @Test func anUpdateThatWithholdsNothingEvaluatesEachConditionOnce() throws {
        var form = try FormState(Club())
        let before = form.conditionEvaluationCount
        let result = form.update(fromURLEncoded: "age=42&bio=Hello&newsletter=true&name=Ada")
        #expect(result.fieldErrors.isEmpty)
        // `age > 12` and `newsletter`: the two conditions reading the rows sent, once each.
        #expect(form.conditionEvaluationCount - before == 2)
        #expect(result.change.appearedKeys == ["bio", "frequency"])
        #expect(try form.model.bio == "Hello")

        var byHand = try FormState(Club())
        let age = try byHand.setText("42", for: "age")
        let newsletter = try byHand.setText("true", for: "newsletter")
        #expect(result.change.insertedRows == age.insertedRows + newsletter.insertedRows)
        #expect(form.rows.map(\.key) == byHand.rows.map(\.key))
    }

    @Test func anUpdateThatWithholdsARowEvaluatesAgainOnWhatItWrites() throws {
        var form = try FormState(Club())
        // `bio` is hidden by `age = 5`: refused, and the conditions are evaluated on what is written.
        let result = form.update(fromURLEncoded: "age=5&bio=Hello")
        #expect(result.refusedKeys == ["bio"])
        #expect(try form.model.bio == "")
        #expect(form.row("bio")?.isHidden == true)
        #expect(result.change.changedKeys == ["age"])
    }

    @Test func anUpdateThatShowsNothingLeavesTheConditionStateShared() throws {
        let blank = try FormState(Club())
        var form = blank
        _ = form.update(fromURLEncoded: "name=Ada&age=3")
        // `age > 12` stays false: nothing shown or hidden, so the form keeps the blank form's store.
        #expect(form.store === blank.store)
        #expect(form.rows.map(\.key) == blank.rows.map(\.key))
    }
}
