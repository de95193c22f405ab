import Foundation

@testable import Formwork

/// The sign-up form the rule tests check values of.
enum SignUpRuleFixture {
    static let titles: [String: String] = [
        "user_name": "User Name", "age": "Age", "email": "Email", "website": "Website",
        "password": "Password", "password_confirmation": "Password Confirmation",
        "tags": "Tags", "gender": "Gender", "bio": "Bio", "code": "Code", "birthday": "Birthday",
    ]

    /// The context of the field `key`, with the other fields holding `values`.
    static func context(_ key: String, values: [String: FormValue] = [:]) -> FormRule.Context {
        let titles = self.titles
        return FormRule.Context(
            key: key, title: titles[key] ?? key, value: { values[$0] }, title: { titles[$0] })
    }

    /// The message `rule` fails `value` of the field `key` with, or nil when it passes.
    static func message(
        _ rule: FormRule, _ value: FormValue, key: String, values: [String: FormValue] = [:]
    ) -> String? {
        rule.validate(value, in: context(key, values: values))?.message
    }

    /// `true` when `rule` passes `value` of the field `key`.
    static func passes(_ rule: FormRule, _ value: FormValue, key: String = "user_name") -> Bool {
        rule.validate(value, in: context(key)) == nil
    }
}
