import Formwork
import FormworkFixtures
import Foundation

/// The shared `Profile`, row for row, built by writing its stored
/// properties in place rather than through `init(from:)`.
struct StoredProfile: FormModel, Equatable {
    static var formBuilding: FormBuilding { .storedProperties }
    @FormImage var avatar: URL? = nil
    @FormText(placeholder: "Your name") var user_name = ""
    @FormNumber var age = 0
    @FormEnumerated var gender: Gender = .prefer_not_to_say
    var contact = FormSeparator("Contact")
    @FormText(.email) var email = ""
    @FormText(.phone, title: "Mobile") var phone: String? = nil
    @FormList var tags: [String] = []
    @FormDate(.date) var birthday: Date? = nil
    @FormBoolean var newsletter = false
    @FormLongText var about_me = ""
    @FormGroup var address = StoredAddress()
    var serverID = UUID()
}

/// The shared `Address`, built in place: street, city and a country with a placeholder.
struct StoredAddress: FormModel, Equatable {
    static var formBuilding: FormBuilding { .storedProperties }
    @FormText var street = ""
    @FormText var city = ""
    @FormText(placeholder: "CN") var country = ""
}

/// ``CheckedProfile`` built in place: the same rows and checks.
struct StoredCheckedProfile: FormModel {
    static var formBuilding: FormBuilding { .storedProperties }
    @FormImage var avatar: URL? = nil
    @FormText(placeholder: "Your name", rules: [.required, .maxLength(40)]) var user_name = ""
    @FormNumber(range: 0...150) var age = 0
    @FormEnumerated var gender: Gender = .prefer_not_to_say
    var contact = FormSeparator("Contact")
    @FormText(.email, rules: [.email]) var email = ""
    @FormText(.phone, title: "Mobile") var phone: String? = nil
    @FormList var tags: [String] = []
    @FormDate(.date) var birthday: Date? = nil
    @FormBoolean var newsletter = false
    @FormLongText var about_me = ""
    @FormGroup var address = StoredAddress()
    var serverID = UUID()
}
