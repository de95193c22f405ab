import Formwork
import Foundation

enum Gender: String, FormChoice {
    case female, male, prefer_not_to_say
}

enum Topic: String, FormChoice {
    case swift, design, music, travel, photography
}

struct Address: FormModel {
    static var formBuilding: FormBuilding { .storedProperties }
    @FormText var street = ""
    @FormText var city = ""
    @FormText(title: "ZIP Code") var zip = ""
    @FormText(placeholder: "CN") var country = ""
    @FormText(visibleWhen: "country == 'CN'") var province = ""
}

enum Frequency: String, FormChoice {
    case weekly, monthly
}

enum Relationship: String, FormChoice {
    case parent, partner, friend, other
}

/// A person to call: an item of the sign-up form's repeating group.
struct EmergencyContact: FormModel {
    static var formBuilding: FormBuilding { .storedProperties }
    @FormText(rules: [.required]) var name = ""
    @FormText(.phone, rules: [.required]) var phone = ""
    @FormEnumerated var relationship: Relationship = .parent
    @FormText(visibleWhen: "relationship == 'other'") var details = ""
}

/// The sign-up form of a small community app. Its models need no
/// `init(from:)` of their own, so each is built by writing its rows in place.
struct SignUp: FormModel {
    static var formBuilding: FormBuilding { .storedProperties }
    @FormImage var avatar: FormFile? = nil
    @FormText(placeholder: "Your name", rules: [.required, .maxLength(40)]) var user_name = ""
    @FormNumber(range: 0...150) var age = 0
    @FormEnumerated var gender: Gender = .prefer_not_to_say
    var contact = FormSeparator("Contact", footer: "We never share these.")
    @FormText(.email, placeholder: "you@example.com", rules: [.required, .email]) var email = ""
    @FormText(.phone, title: "Mobile") var phone: String? = nil
    @FormList var tags: [String] = []
    @FormList var topics: [Topic] = []
    @FormDate(.date) var birthday: Date? = nil
    @FormBoolean var newsletter = false
    @FormEnumerated(visibleWhen: "newsletter") var frequency: Frequency = .monthly
    @FormLongText(maxCharacters: 140, visibleWhen: "age > 12") var about_me = ""
    @FormGroup var address = Address()
    @FormGroup(help: "Up to three people we may call", itemTitle: .field("name"), maxItems: 3)
    var emergency_contacts: [EmergencyContact] = []
    var accountID = UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF") ?? UUID()
}
