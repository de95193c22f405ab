import Formwork
import FormworkFixtures
import Foundation
import Testing

// `.custom { (guests: Int) in … }`: rules that read the row's Swift value.

private struct Booking: FormModel {
    @FormNumber(rules: [.custom { (guests: Int) in guests.isMultiple(of: 2) ? nil : "Guests come in pairs" }])
    var guests = 2
    @FormNumber(rules: [.custom("even") { (nights: Int) in nights.isMultiple(of: 2) ? nil : "Nights must be even" }])
    var nights: Int? = nil
    @FormText(rules: [.custom(checksEmptyValues: true) { (nickname: String?) in nickname == nil ? "Pick a nickname" : nil }])
    var nickname: String? = nil
    @FormEnumerated(rules: [.custom("notLow") { (priority: Priority) in priority == .low ? "Pick a higher priority" : nil }])
    var priority: Priority = .normal
    @FormText(rules: [.custom("any") { (value: FormValue) in value.text == "x" ? "Not x" : nil }])
    var note = ""
}

private struct StringRuleOnNumber: FormModel {
    @FormNumber(rules: [.custom { (_: String) -> String? in nil }]) var age = 0
}

private struct NilRefusingRule: FormModel {
    @FormNumber(rules: [.custom(checksEmptyValues: true) { (_: Int) -> String? in nil }]) var age: Int? = nil
}

@Suite struct TypedRuleTests {
    @Test func aTypedCustomRuleReadsTheRowsSwiftValue() throws {
        var form = try FormState(Booking())
        try form.setText("ada", for: "nickname")
        try form.setText("3", for: "guests")
        let errors = form.validate()
        #expect(errors.map(\.message) == ["Guests come in pairs"])
        #expect(errors.map(\.kind) == [.rule(.custom)])
    }

    @Test func aTypedRuleWithAnIdentifierReportsItsKind() throws {
        var form = try FormState(Booking())
        try form.setText("ada", for: "nickname")
        try form.setText("3", for: "nights")
        try form.setValue(Priority.low, for: "priority")
        let errors = form.validate()
        #expect(errors.map(\.key) == ["nights", "priority"])
        #expect(errors.map(\.kind) == [.rule("even"), .rule("notLow")])
        #expect(errors.map(\.message) == ["Nights must be even", "Pick a higher priority"])
    }

    @Test func aTypedRuleIsNotRunOnAnEmptyValue() throws {
        // `nights` is nil and the rule would refuse nothing odd; `note` is blank and `x` is what it refuses.
        let form = try FormState(Booking())
        #expect(!form.validate().contains { $0.key == "nights" || $0.key == "note" })
    }

    @Test func aTypedRuleThatChecksEmptyValuesSeesNilThroughAnOptionalParameter() throws {
        var form = try FormState(Booking())
        #expect(form.validate().map(\.message) == ["Pick a nickname"])
        try form.setText("ada", for: "nickname")
        #expect(form.validate().isEmpty)
    }

    @Test func aRuleReadingFormValueFitsAnyRow() throws {
        var form = try FormState(Booking())
        try form.setText("ada", for: "nickname")
        try form.setText("x", for: "note")
        #expect(form.validate().map(\.message) == ["Not x"])
    }

    @Test func aTypedRuleOfAnotherTypeThanTheRowIsADeclarationError() throws {
        let error = #expect(throws: FormDeclarationError.self) { try FormState(StringRuleOnNumber()) }
        #expect(error?.problems.map(\.property) == ["age"])
        #expect(
            error?.description == """
                Rule `custom` of property `age` of `StringRuleOnNumber` reads `String` values, but the row holds \
                `Int`, so it could not check what a person enters. To resolve this error, declare the rule's \
                closure parameter as `Int` (or `FormValue`).
                """)
    }

    @Test func aRuleThatChecksEmptyValuesOfAnOptionalRowMustTakeAnOptional() throws {
        let error = #expect(throws: FormDeclarationError.self) { try FormState(NilRefusingRule()) }
        #expect(
            error?.description == """
                Rule `custom` of property `age` of `NilRefusingRule` checks empty values as `Int`, but the row \
                holds `Int?`, which can be nil, so it could not check what a person enters. To resolve this \
                error, declare the rule's closure parameter as `Int?`.
                """)
    }

    @Test func aTypedRuleGivenAValueItCannotReadFailsSayingSo() {
        let rule = FormRule.custom { (age: Int) in age > 0 ? nil : "Too young" }
        let failure = rule.validate(.string("4.5"), in: FormRule.Context(key: "age", title: "Age"))
        #expect(failure?.message == "Age cannot be checked: the rule reads Int values, not 4.5")
        #expect(failure?[argument: "problem"] == .string("the rule reads Int values, not 4.5"))
    }

    @Test func aTypedRuleReadsLenientlyAsAnEditDoes() {
        // A request body's "42" is an Int to the row, so it is one to the rule.
        let rule = FormRule.custom { (age: Int) in age == 42 ? nil : "Not 42" }
        #expect(rule.validate(.string("42"), in: FormRule.Context(key: "age", title: "Age")) == nil)
    }
}
