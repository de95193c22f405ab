import Foundation
import Testing

@testable import Formwork

@Suite("Rule messages")
struct FormRuleMessageTests {
    typealias Fixture = SignUpRuleFixture

    @Test func defaultMessageTable() {
        let epoch = FormValue.date(Date(timeIntervalSince1970: 0))
        let later = FormValue.date(Date(timeIntervalSince1970: 86_400))
        let earlier = FormValue.date(Date(timeIntervalSince1970: -86_400))
        let table: [(FormRule, FormValue, String, String)] = [
            (.required, "  ", "user_name", "User Name is required"),
            (.email, "ada@", "email", "Email must be a valid email address"),
            (.url, "example.com", "website", "Website must be a valid URL"),
            (.minLength(8), "s3cret", "password", "Password must be at least 8 characters"),
            (.maxLength(40), .string(String(repeating: "a", count: 41)), "bio", "Bio must be at most 40 characters"),
            (.maxLength(1), "ab", "bio", "Bio must be at most 1 character"),
            (.exactLength(6), "12345", "code", "Code must be exactly 6 characters"),
            (.minLength(2), ["swift"], "tags", "Tags must have at least 2 items"),
            (.maxLength(1), ["swift", "forms"], "tags", "Tags must have at most 1 item"),
            (.exactLength(3), ["swift"], "tags", "Tags must have exactly 3 items"),
            (.range(0...150), 200, "age", "Age must be between 0 and 150"),
            (.range(0.5...2.5), 3, "age", "Age must be between 0.5 and 2.5"),
            (.min(18), 17, "age", "Age must be at least 18"),
            (.max(150), 151, "age", "Age must be at most 150"),
            (.greaterThan(12), 12, "age", "Age must be greater than 12"),
            (.greaterThanOrEqual(18), 17, "age", "Age must be greater than or equal to 18"),
            (.lessThan(100), 100, "age", "Age must be less than 100"),
            (.lessThanOrEqual(99), 100, "age", "Age must be less than or equal to 99"),
            (.greaterThan(.double(0.1)), 0, "age", "Age must be greater than 0.1"),
            (.range(0...150), "old", "age", "Age must be a number"),
            (.greaterThan(epoch), earlier, "birthday", "Birthday must be after 1970-01-01T00:00:00Z"),
            (.greaterThanOrEqual(epoch), earlier, "birthday", "Birthday must be on or after 1970-01-01T00:00:00Z"),
            (.min(epoch), earlier, "birthday", "Birthday must be on or after 1970-01-01T00:00:00Z"),
            (.lessThan(epoch), later, "birthday", "Birthday must be before 1970-01-01T00:00:00Z"),
            (.lessThanOrEqual(epoch), later, "birthday", "Birthday must be on or before 1970-01-01T00:00:00Z"),
            (.max(epoch), later, "birthday", "Birthday must be on or before 1970-01-01T00:00:00Z"),
            (.min(epoch), 3, "birthday", "Birthday must be a date"),
            (.matches("[0-9]{6}"), "12a456", "code", "Code is not in the expected format"),
            (
                .oneOf(["female", "male", "unspecified"]), "other", "gender",
                "Gender must be one of: female, male, unspecified"
            ),
            (.custom("never") { _ in false }, "x", "bio", "Bio is invalid"),
            (.custom("never", message: "Not today") { _ in false }, "x", "bio", "Not today"),
        ]
        for (rule, value, key, expected) in table {
            #expect(Fixture.message(rule, value, key: key) == expected, "\(rule.kind)")
        }
    }

    @Test func rangeOfDatesMessage() {
        let start = Date(timeIntervalSince1970: 0)
        let end = Date(timeIntervalSince1970: 86_400)
        #expect(
            Fixture.message(.range(start...end), .date(Date(timeIntervalSince1970: -1)), key: "birthday")
                == "Birthday must be between 1970-01-01T00:00:00Z and 1970-01-02T00:00:00Z")
    }

    @Test func equalsFieldMessageUsesTheOtherFieldsTitle() {
        let message = Fixture.message(
            .equals(field: "password"), "s3cret", key: "password_confirmation", values: ["password": "s3cret!"])
        #expect(message == "Password Confirmation must match Password")
    }

    @Test func failureCarriesRuleArguments() {
        let failure = FormRule.range(0...150).validate(200, in: Fixture.context("age"))
        #expect(failure?.kind == .range)
        #expect(failure?.key == "age")
        #expect(failure?.title == "Age")
        #expect(failure?.value == 200)
        #expect(failure?.arguments == [.init("lower", 0), .init("upper", 150)])
        #expect(failure?[argument: "upper"] == 150)
        #expect(failure?[argument: "limit"] == nil)
    }

    @Test func lengthFailureNamesItsUnit() {
        let failure = FormRule.maxLength(1).validate(["a", "b"], in: Fixture.context("tags"))
        #expect(failure?.arguments == [.init("limit", 1), .init("unit", "items")])
    }

    @Test func messageReplacesTheDefaultText() {
        let rule = FormRule.required.message("Tell us your name")
        let failure = rule.validate("", in: Fixture.context("user_name"))
        #expect(failure?.message == "Tell us your name")
        #expect(failure?.defaultMessage == "User Name is required")
        #expect(failure?.hasReplacedMessage == true)
        #expect(rule.kind == .required)
    }

    @Test func messageClosureReadsTheFailure() {
        let rule = FormRule.maxLength(40).message { failure in
            "\(failure.title): no more than \(failure[argument: "limit"]?.text ?? "?")"
        }
        let message = Fixture.message(rule, .string(String(repeating: "x", count: 41)), key: "bio")
        #expect(message == "Bio: no more than 40")
    }

    @Test func replacedMessageKeepsThePassingBehaviour() {
        #expect(Fixture.passes(FormRule.maxLength(3).message("Too long"), "abc"))
    }

    @Test func localizationTranslatesMessagesByKind() {
        let french = FormLocalization { request in
            guard case .message(let failure) = request, failure.kind == .required else { return nil }
            return "\(failure.title) est obligatoire"
        }
        let errors = FormRule.validate(
            "", rules: [.required, .email], in: FormRule.Context(key: "email", title: "Courriel"),
            localization: french)
        #expect(
            errors == [
                FormFieldError(key: "email", title: "Courriel", kind: .rule(.required), message: "Courriel est obligatoire")
            ])
    }

    @Test func localizationReturningNilKeepsTheDefault() {
        let errors = FormRule.validate(
            "ada@", rules: [.required, .email], in: Fixture.context("email"), localization: FormLocalization { _ in nil })
        #expect(errors.map(\.message) == ["Email must be a valid email address"])
    }

    @Test func localizationSeesReplacedMessages() {
        let keepReplaced = FormLocalization { request in
            guard case .message(let failure) = request else { return nil }
            return failure.hasReplacedMessage ? nil : "translated"
        }
        let rules: [FormRule] = [.minLength(8).message("Longer, please"), .matches("[a-z]+")]
        let errors = FormRule.validate("ABC", rules: rules, in: Fixture.context("password"), localization: keepReplaced)
        #expect(errors.map(\.message) == ["Longer, please", "translated"])
    }

    @Test func localizationTranslatesTitlesPlaceholdersAndOptionLabels() {
        let chinese = FormLocalization { request in
            switch request {
            case .title(key: "user_name", _): return "用户名"
            case .placeholder(key: "user_name", _): return "你的名字"
            case .optionLabel(key: "gender", value: "female", _): return "女"
            default: return nil
            }
        }
        #expect(chinese.title(for: "user_name", default: "User Name") == "用户名")
        #expect(chinese.title(for: "age", default: "Age") == "Age")
        #expect(chinese.placeholder(for: "user_name", default: "Your name") == "你的名字")
        #expect(chinese.optionLabel(for: "gender", value: "female", default: "Female") == "女")
        #expect(chinese.optionLabel(for: "gender", value: "male", default: "Male") == "Male")
    }

    @Test func localizationTranslatesErrorsNoRuleMade() {
        let localization = FormLocalization { request in
            guard case .error(let error) = request, error.kind == .invalidInput else { return nil }
            return "\(error.title) 必须是数字"
        }
        let error = FormFieldError(key: "age", title: "Age", kind: .invalidInput, message: "Age must be a whole number")
        #expect(localization.error(error).message == "Age 必须是数字")
    }

    @Test func validateReturnsEveryFailureInRuleOrder() {
        let errors = FormRule.validate(
            "A1", rules: [.minLength(3), .matches("[a-z]+"), .maxLength(10)], in: Fixture.context("user_name"))
        #expect(errors.map(\.kind) == [.rule(.minLength), .rule(.matches)])
        #expect(errors.map(\.message) == ["User Name must be at least 3 characters", "User Name is not in the expected format"])
    }

    @Test func fieldErrorDescribesItself() {
        let error = FormFieldError(key: "age", title: "Age", kind: .rule(.range), message: "Age must be between 0 and 150")
        #expect(error.description == "age: Age must be between 0 and 150")
        #expect(error.kind.description == "rule(range)")
        #expect(FormFieldError.Kind.invalidInput.description == "invalidInput")
        #expect(FormFieldError.Kind.model.description == "model")
    }

    @Test func ruleKindsHaveStableIdentifiers() {
        let kinds: [FormRule.Kind] = [
            FormRule.required.kind, FormRule.email.kind, FormRule.url.kind, FormRule.minLength(1).kind,
            FormRule.maxLength(1).kind, FormRule.exactLength(1).kind, FormRule.range(0...1).kind,
            FormRule.min(0).kind, FormRule.max(0).kind, FormRule.greaterThan(0).kind,
            FormRule.greaterThanOrEqual(0).kind, FormRule.lessThan(0).kind, FormRule.lessThanOrEqual(0).kind,
            FormRule.matches("a").kind, FormRule.oneOf([]).kind, FormRule.equals(field: "a").kind,
        ]
        #expect(
            kinds.map(\.rawValue) == [
                "required", "email", "url", "minLength", "maxLength", "exactLength", "range", "min", "max",
                "greaterThan", "greaterThanOrEqual", "lessThan", "lessThanOrEqual", "matches", "oneOf", "equalsField",
            ])
    }
}
