import Formwork
import FormworkFixtures
import Foundation

/// The plan a membership chooses, submitted as its raw value.
enum Plan: String, FormChoice {
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

/// One position held, an item of ``WorkHistory``'s repeating group.
struct Employment: FormModel {
    @FormText(maxCharacters: 40, rules: [.required]) var title = ""
    @FormNumber(range: 1900...2100) var start_year = 2000
    @FormBoolean var current = false
    @FormNumber(range: 1900...2100, visibleWhen: "current == false") var end_year: Int? = nil
}

/// A work history of one to three jobs, for the schema tests and the
/// Python cross-check of a repeating group's array.
struct WorkHistory: FormModel {
    @FormText(rules: [.required]) var name = ""
    @FormGroup(help: "Most recent first", minItems: 1, maxItems: 3) var jobs: [Employment] = [Employment()]
}

/// A work history of two jobs, every rule holding.
extension WorkHistory {
    static var filled: WorkHistory {
        var model = WorkHistory()
        model.name = "Grace Hopper"
        var navy = Employment()
        navy.title = "Rear Admiral"
        navy.start_year = 1943
        navy.end_year = 1986
        var univac = Employment()
        univac.title = "Programmer"
        univac.start_year = 1949
        univac.current = true
        model.jobs = [navy, univac]
        return model
    }
}
