import Formwork
import Foundation
import Testing

private struct ZeroStep: FormModel {
    @FormNumber(step: 0) var quantity = 0
}

private struct NegativeStep: FormModel {
    @FormNumber(min: 0, step: -0.5) var rating: Double = 0
}

private struct Shop: FormModel {
    @FormNumber(step: 0.1) var dose: Double = 0
    @FormNumber(step: 0.1) var grams: Float = 0
}

/// `step:` as HTML's `<input type=number step>`, checked exactly.
@Suite struct StepRuleTests {
    private let context = FormRule.Context(key: "price", title: "Price")

    private func failure(_ rule: FormRule, _ value: FormValue) -> String? {
        rule.validate(value, in: context)?.message
    }

    @Test func aMultipleOfADecimalStepIsExact() {
        let tenth = FormRule.step(.decimal(Decimal(string: "0.1")!))
        #expect(failure(tenth, .decimal(Decimal(string: "0.3")!)) == nil)
        #expect(failure(tenth, .decimal(Decimal(string: "-12.7")!)) == nil)
        #expect(failure(tenth, .decimal(Decimal(string: "0.35")!)) == "Price must be a multiple of 0.1")
    }

    @Test func aDoubleCountsAsItsShortestText() {
        // The double 0.3 is 0.299999999999999988897769753748…, whose shortest text is "0.3".
        let tenth = FormRule.step(.double(0.1))
        #expect(failure(tenth, .double(0.3)) == nil)
        #expect(failure(tenth, .double(0.1 + 0.2)) == "Price must be a multiple of 0.1")  // 0.30000000000000004
    }

    @Test func theStepCountsFromItsBase() {
        let five = FormRule.step(5, from: 1)
        #expect(failure(five, 11) == nil)
        #expect(failure(five, -4) == nil)
        #expect(failure(five, 5) == "Price must be one of 1, 6, 11, … (steps of 5 from 1)")
        #expect(five.validate(5, in: context)?[argument: "base"] == .integer(1))
        #expect(five.validate(5, in: context)?.kind == .step)
    }

    @Test func emptyValuesPassAndTextFails() {
        let five = FormRule.step(5)
        #expect(failure(five, .null) == nil)
        #expect(failure(five, "five") == "Price must be a number")
    }

    @Test func aStepThatIsNotPositiveIsAConfigurationProblem() {
        #expect(FormRule.step(0).configurationProblem == "the step 0 is not a number greater than zero")
        #expect(FormRule.step(.double(-0.5)).configurationProblem != nil)
        #expect(FormRule.step(.double(.nan)).configurationProblem != nil)
        #expect(FormRule.step(1, from: "one").configurationProblem == "the step's base \"one\" is not a number")
    }

    @Test func aZeroOrNegativeStepIsADeclarationErrorNamingTheFix() {
        let error = #expect(throws: FormDeclarationError.self) { try FormState(ZeroStep()) }
        #expect(error?.problems.map(\.property) == ["quantity"])
        #expect(
            error?.description == """
                Property `quantity` of `ZeroStep` declares `step: 0`, but a step must be a number greater than zero \
                (the row's values are its minimum plus whole steps). To resolve this error, give a positive step such \
                as `step: 1` or `step: 0.01`, or remove `step:` to accept any number.
                """)
        let negative = #expect(throws: FormDeclarationError.self) { try FormState(NegativeStep()) }
        #expect(negative?.problems.map(\.property) == ["rating"])
    }

    @Test func doubleAndFloatRowsAcceptTheTenthsPeopleType() throws {
        var form = try FormState(Shop())
        try form.setText("0.3", for: "dose")
        try form.setText("0.3", for: "grams")
        try form.setValue(0.7, for: "dose")
        try form.setValue(Float(0.7), for: "grams")
        #expect(try form.model.grams == Float(0.7))
        #expect(form.validate().isEmpty)
        #expect(throws: FormInputError.self) { try form.setValue(0.1 + 0.2, for: "dose") }
    }
}
