import Foundation
import Testing

@testable import Formwork

@Suite("Number and date rules")
struct FormRuleNumberTests {
    typealias Fixture = SignUpRuleFixture

    @Test func rangeIncludesBothEnds() {
        let rule = FormRule.range(0...150)
        for value: FormValue in [0, 150, 42, .double(149.5), .decimal(Decimal(string: "0.0")!)] {
            #expect(Fixture.passes(rule, value, key: "age"), "\(value)")
        }
        for value: FormValue in [-1, 151, .double(150.000001), .double(-0.5)] {
            #expect(!Fixture.passes(rule, value, key: "age"), "\(value)")
        }
    }

    @Test func doubleAndDecimalRangesCompareByValue() {
        #expect(Fixture.passes(.range(0.5...2.5), 1))
        #expect(!Fixture.passes(.range(0.5...2.5), 3))
        let price = FormRule.range(Decimal(string: "0.01")!...Decimal(100))
        #expect(Fixture.passes(price, .double(0.01)))
        #expect(!Fixture.passes(price, .decimal(Decimal(string: "0.009")!)))
    }

    @Test func comparisonRulesAtTheirBoundary() {
        #expect(!Fixture.passes(.greaterThan(12), 12))
        #expect(Fixture.passes(.greaterThan(12), 13))
        #expect(Fixture.passes(.greaterThanOrEqual(12), 12))
        #expect(!Fixture.passes(.greaterThanOrEqual(12), 11))
        #expect(!Fixture.passes(.lessThan(12), 12))
        #expect(Fixture.passes(.lessThan(12), 11))
        #expect(Fixture.passes(.lessThanOrEqual(12), 12))
        #expect(!Fixture.passes(.lessThanOrEqual(12), 13))
        #expect(Fixture.passes(.min(18), 18))
        #expect(!Fixture.passes(.min(18), 17))
        #expect(Fixture.passes(.max(150), 150))
        #expect(!Fixture.passes(.max(150), 151))
    }

    /// Two integers are compared before anything else is looked at; at the
    /// ends of `Int64` nothing may wrap or round.
    @Test func integersCompareExactlyAtTheEndsOfInt64() {
        #expect(!Fixture.passes(.greaterThan(.integer(.max)), .integer(.max)))
        #expect(Fixture.passes(.greaterThanOrEqual(.integer(.max)), .integer(.max)))
        #expect(Fixture.passes(.lessThan(.integer(.min + 1)), .integer(.min)))
        #expect(!Fixture.passes(.lessThan(.integer(.min)), .integer(.min)))
        #expect(Fixture.passes(.greaterThan(.integer(.min)), .integer(.max)))
        #expect(!Fixture.passes(.lessThan(.integer(.min)), .integer(.max)))
    }

    @Test func integerAgainstDoubleIsExactBeyondDoublePrecision() {
        // Int64.max is 2^63 - 1; the double 9223372036854775807.0 rounds to 2^63.
        #expect(!Fixture.passes(.greaterThanOrEqual(.double(9_223_372_036_854_775_807.0)), .integer(.max)))
        // 2^53 + 1 has no double; as a double bound 2^53 it is strictly less.
        #expect(Fixture.passes(.greaterThan(.double(9_007_199_254_740_992.0)), .integer(9_007_199_254_740_993)))
        #expect(!Fixture.passes(.greaterThan(.integer(9_007_199_254_740_993)), .double(9_007_199_254_740_992.0)))
    }

    @Test func integerAgainstFractionalDouble() {
        #expect(Fixture.passes(.greaterThan(.double(12.5)), 13))
        #expect(!Fixture.passes(.greaterThan(.double(12.5)), 12))
        #expect(Fixture.passes(.lessThan(.double(-12.5)), -13))
    }

    @Test func decimalAgainstDoubleUsesTheDoublesShortestText() {
        #expect(Fixture.passes(.min(.decimal(Decimal(string: "0.1")!)), .double(0.1)))
        #expect(Fixture.passes(.max(.decimal(Decimal(string: "0.1")!)), .double(0.1)))
        #expect(!Fixture.passes(.max(.decimal(Decimal(string: "0.1")!)), .double(0.10000000000000002)))
    }

    @Test func decimalKeepsDigitsADoubleWouldLose() {
        let bound = FormValue.decimal(Decimal(string: "12345678901234567890.5")!)
        #expect(Fixture.passes(.greaterThan(.decimal(Decimal(string: "12345678901234567890.4")!)), bound))
        #expect(!Fixture.passes(.greaterThan(bound), .decimal(Decimal(string: "12345678901234567890.5")!)))
    }

    @Test func datesCompareInTime() {
        let start = Date(timeIntervalSince1970: 0)
        let end = Date(timeIntervalSince1970: 86_400)
        #expect(Fixture.passes(.range(start...end), .date(Date(timeIntervalSince1970: 3_600)), key: "birthday"))
        #expect(!Fixture.passes(.range(start...end), .date(Date(timeIntervalSince1970: -1)), key: "birthday"))
        #expect(Fixture.passes(.greaterThan(.date(start)), .date(end), key: "birthday"))
        #expect(!Fixture.passes(.lessThan(.date(start)), .date(end), key: "birthday"))
    }

    @Test func numberRuleFailsTextAndDates() {
        #expect(Fixture.message(.range(0...150), "forty", key: "age") == "Age must be a number")
        #expect(Fixture.message(.min(0), .date(Date(timeIntervalSince1970: 0)), key: "age") == "Age must be a number")
        #expect(Fixture.message(.greaterThan(12), .double(.nan), key: "age") == "Age must be a number")
    }

    @Test func dateRuleFailsNumbers() {
        let rule = FormRule.min(.date(Date(timeIntervalSince1970: 0)))
        #expect(Fixture.message(rule, 5, key: "birthday") == "Birthday must be a date")
    }

    @Test func boundThatIsNotANumberOrDateIsAConfigurationProblem() {
        #expect(FormRule.greaterThan("twelve").configurationProblem == "the bound \"twelve\" is not a number or a date")
        #expect(FormRule.min(.double(.nan)).configurationProblem == "the bound nan is not a number or a date")
        #expect(
            Fixture.message(.greaterThan("twelve"), 13, key: "age")
                == "Age cannot be checked: the bound \"twelve\" is not a number or a date")
    }

    @Test func oneOfMatchesNumbersByValue() {
        #expect(Fixture.passes(.oneOf([1, 2, 3]), .double(2.0)))
        #expect(!Fixture.passes(.oneOf([1, 2, 3]), "2"))
    }

    @Test func oneOfMatchesTextExactly() {
        let rule = FormRule.oneOf(["female", "male", "unspecified"])
        #expect(Fixture.passes(rule, "female", key: "gender"))
        #expect(!Fixture.passes(rule, "Female", key: "gender"))
    }

    @Test func equalsFieldComparesWithTheOtherFieldsValue() {
        let rule = FormRule.equals(field: "password")
        let context = Fixture.context("password_confirmation", values: ["password": "s3cret!"])
        #expect(rule.validate("s3cret!", in: context) == nil)
        #expect(rule.validate("s3cret", in: context) != nil)
        #expect(rule.referencedKeys == ["password"])
    }

    @Test func equalsFieldFailsWhenTheOtherFieldIsMissing() {
        let rule = FormRule.equals(field: "passwd")
        #expect(Fixture.message(rule, "s3cret!", key: "password_confirmation") == "Password Confirmation must match passwd")
    }

    @Test func customRulesRunTheirClosure() {
        let even = FormRule.custom("even", message: "Pick an even number") { value in
            if case .integer(let number) = value { return number % 2 == 0 }
            return false
        }
        #expect(Fixture.passes(even, 4, key: "age"))
        #expect(Fixture.message(even, 3, key: "age") == "Pick an even number")
        #expect(even.kind == "even")
    }

    @Test func customRuleClosureSeesTheContext() {
        let rule = FormRule.custom("notYourName") { value, context in
            value == context.value(for: "user_name") ? "\(context.title) must not be your name" : nil
        }
        let context = Fixture.context("password", values: ["user_name": "ada"])
        #expect(rule.validate("ada", in: context)?.message == "Password must not be your name")
        #expect(rule.validate("s3cret!", in: context) == nil)
    }
}
