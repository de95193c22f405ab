import Formwork
import Foundation

enum Gender: String, FormOption {
    case female, male, prefer_not_to_say
}

enum Topic: String, FormOption {
    case swift, design, music, travel, photography
}

struct Address: FormModel {
    @FormText var street = ""
    @FormText var city = ""
    @FormText(title: "ZIP Code") var zip = ""
    @FormText(placeholder: "CN") var country = ""
    @FormText(visibleWhen: "country == 'CN'") var province = ""
}

/// The sign-up form of a small community app.
struct SignUp: FormModel {
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
    @FormLongText(maxCharacters: 140, visibleWhen: "age > 12") var about_me = ""
    @FormGroup var address = Address()
    var accountID = UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF") ?? UUID()
}
