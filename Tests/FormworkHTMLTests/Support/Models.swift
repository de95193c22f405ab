import Formwork
import FormworkFixtures
import Foundation

/// A sign-up page's model with help, rules, a condition of each kind and a
/// disabled row: what the markup tests look at.
struct Registration: FormModel {
    @FormText(placeholder: "Your name", help: "As on your passport", rules: [.required, .maxLength(40), .minLength(2)])
    var user_name = ""
    @FormText(.email, rules: [.required]) var email = ""
    @FormText(rules: [.matches("[A-Z]{2}[0-9]{4}")]) var code = ""
    @FormText(rules: [.matches("\\d+")]) var digits = ""
    @FormNumber(range: 0...150) var age = 0
    @FormNumber(step: 0.5) var rating = 1.0
    @FormBoolean var newsletter = false
    @FormLongText(visibleWhen: "age > 12") var bio = ""
    @FormText(visibleWhen: .model { (r: Registration) in r.age > 99 }) var secret_club = ""
    @FormText(enabledWhen: "newsletter") var frequency = ""
    @FormEnumerated var genders: [Gender] = []
    @FormList var tags: [String] = []
    @FormDate(.time) var alarm = Date(timeIntervalSince1970: 7 * 3600 + 30 * 60)
    @FormDate(.dateTime) var meeting = Date(timeIntervalSince1970: 15)

    init() {}
}

/// A page of every text the corpus goes through: titles, values,
/// placeholders, help, option labels, a section title and footer.
struct Billboard: FormModel {
    @FormText(placeholder: "p", help: "h") var headline = ""
    @FormLongText var story = ""
    @FormList var words: [String] = []
    @FormEnumerated(options: [.init("a", "A"), .init("b", "B")]) var pick = "a"
    var more = FormSeparator("More", footer: "Footer")
    @FormHeading var banner = "Banner"

    init() {}
}

/// A section shown by a predicate, and a group enabled by one: their rows
/// have no condition of their own.
struct Shipping: FormModel {
    @FormBoolean var gift = false
    var wrapping = FormSeparator("Wrapping", visibleWhen: "gift")
    @FormText var message = ""
    @FormBoolean var ships = false
    @FormGroup(enabledWhen: "ships") var address = ShippingAddress()

    init() {}
}

struct ShippingAddress: FormModel {
    @FormText var city = ""

    init() {}
}
