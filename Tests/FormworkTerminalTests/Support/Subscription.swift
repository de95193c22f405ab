import Formwork
import Foundation

enum Frequency: String, FormChoice {
    case weekly, monthly
}

enum Interest: String, FormChoice {
    case swift, design, music, travel
}

/// A newsletter sign-up with every kind of row the screen edits: a title,
/// text (required, with help), a password, long text, a number with a
/// range, a switch that shows a conditional row, one choice and several,
/// a list, a date, an image, and a row disabled until the switch is on.
struct Subscription: FormModel {
    @FormHeading var heading = "Stay in touch"
    @FormText(help: "As it appears on your badge", rules: [.required]) var name = ""
    @FormText(.password) var password = ""
    @FormLongText var about = ""
    @FormNumber(range: 0...150) var age = 0
    @FormBoolean var newsletter = false
    @FormEnumerated(visibleWhen: "newsletter") var frequency: Frequency = .monthly
    @FormList var interests: [Interest] = []
    @FormList var tags: [String] = []
    @FormDate(.date) var birthday: Date? = nil
    @FormImage var avatar: FormFile? = nil
    @FormText(enabledWhen: "newsletter") var referrer = ""
}

/// A team with a repeating group of members, each with a conditional row.
struct Team: FormModel {
    @FormText var team_name = ""
    @FormGroup(help: "Up to two people", maxItems: 2) var members: [Teammate] = []
}

struct Teammate: FormModel {
    @FormText var name = ""
    @FormBoolean var lead = false
    @FormText(visibleWhen: "lead") var since = ""
}
