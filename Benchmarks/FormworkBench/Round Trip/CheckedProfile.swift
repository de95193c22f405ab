import Formwork
import FormworkFixtures
import Foundation

/// The shared `Profile`'s 13 rows, row for row, with four checks to
/// validate: a required name of at most 40 characters, an age in 0...150
/// and an email address.
struct CheckedProfile: FormModel {
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
    @FormGroup var address = Address()
    var serverID = UUID()
}

/// ``CheckedProfile`` without wrappers: what an app holds when it writes
/// its form by hand.
struct PlainProfile: Codable, Equatable {
    struct Address: Codable, Equatable {
        var street = ""
        var city = ""
        var country = ""
    }

    var avatar: URL? = nil
    var user_name = ""
    var age = 0
    var gender: Gender = .prefer_not_to_say
    var email = ""
    var phone: String? = nil
    var tags: [String] = []
    var birthday: Date? = nil
    var newsletter = false
    var about_me = ""
    var address = Address()
    var serverID = UUID()
}
