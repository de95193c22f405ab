import Formwork
import FormworkFixtures
import Foundation

/// The plan a membership chooses, submitted as its raw value.
enum Plan: String, FormOption {
    case free, team, enterprise
}

/// A membership with one rule of each kind the schema maps, for the
/// schema tests and the Python cross-check (Tests/Scripts/json_schema_check.py).
struct Membership: FormModel {
    @FormText(maxCharacters: 20, rules: [.required, .matches("[a-z][a-z0-9_]{2,}")]) var username = ""
    @FormText(.email, rules: [.required, .email]) var email = ""
    @FormNumber(range: 18...120) var age = 18
    @FormNumber(min: 0, max: 80, step: 0.5) var hours = 0.0
    @FormEnumerated var plan: Plan = .free
    @FormList(rules: [.maxLength(3)]) var tags: [String] = []
    @FormDate(.date) var start: Date? = nil
    @FormBoolean var terms = false
    @FormText(help: "Shown once the terms are accepted", rules: [.required, .minLength(10)], visibleWhen: "terms")
    var note = ""
    @FormGroup var address = Address()
}

/// A membership filled in so that every rule holds.
extension Membership {
    static var filled: Membership {
        var model = Membership()
        model.username = "ada_l"
        model.email = "ada@example.com"
        model.age = 36
        model.hours = 12.5
        model.plan = .team
        model.tags = ["math", "engines"]
        model.start = Date(timeIntervalSince1970: 1_700_000_000)
        model.address.city = "London"
        return model
    }
}
