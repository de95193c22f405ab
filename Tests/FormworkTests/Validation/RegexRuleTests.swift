import Formwork
import FormworkFixtures
import Foundation
import Testing

// `.matches(/…/)`: a Swift Regex as a rule.

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
private struct Voucher: FormModel {
    @FormText(rules: [.matches(/[A-Z]{2}[0-9]{4}/)]) var code = ""
}

@Suite struct RegexRuleTests {
    private let context = FormRule.Context(key: "code", title: "Code")

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test func aRegexRuleMatchesTheWholeText() {
        let rule = FormRule.matches(/[A-Z]{2}[0-9]{4}/)
        #expect(rule.validate("AB1234", in: context) == nil)
        #expect(rule.validate("xAB1234", in: context)?.message == "Code is not in the expected format")
        #expect(rule.validate("AB12345", in: context)?.message == "Code is not in the expected format")
        #expect(rule.kind == .matches)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test func aRegexRuleMatchesOtherValuesThroughTheirText() {
        #expect(FormRule.matches(/[0-9]+/).validate(.integer(1234), in: context) == nil)
        #expect(FormRule.matches(/[a-z]+/).validate(.integer(12), in: context) != nil)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test func aRegexRulePassesAnEmptyValue() {
        #expect(FormRule.matches(/[A-Z]+/).validate("", in: context) == nil)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test func aRegexRuleDeclaredOnARowIsReportedByValidation() throws {
        var form = try FormState(Voucher())
        try form.setText("ab12", for: "code")
        #expect(form.validate().map(\.message) == ["Code is not in the expected format"])
        #expect(form.validate().map(\.kind) == [.rule(.matches)])
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test func aRegexRuleGivesTheSameAnswersFromManyTasksAtOnce() async {
        let rule = FormRule.matches(/[A-Z]{2}[0-9]{4}/)
        let context = self.context
        let answers = await withTaskGroup(of: (Int, Bool).self) { group in
            for index in 0..<200 {
                group.addTask { (index, rule.validate(index.isMultiple(of: 2) ? "AB1234" : "ab", in: context) == nil) }
            }
            var answers: [Int: Bool] = [:]
            for await (index, passed) in group { answers[index] = passed }
            return answers
        }
        #expect(answers.count == 200)
        #expect(answers.allSatisfy { $0.value == $0.key.isMultiple(of: 2) })
    }
}
