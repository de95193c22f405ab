import Formwork
import Foundation

// Seed forms for validation, conditions and changes.

struct Registration: FormModel {
    @FormText(placeholder: "Your name", rules: [.required, .maxLength(40)]) var user_name = ""
    @FormNumber(range: 0...150) var age = 0
    @FormText(.email, rules: [.required, .email]) var email = ""
    @FormText(.password, rules: [.required, .minLength(8)]) var password = ""
    @FormText(.password, rules: [.equals(field: "password")]) var password_confirmation = ""
    @FormLongText(maxCharacters: 10, visibleWhen: "age > 12") var bio = ""
    @FormBoolean var newsletter = false
    var guardian = FormSeparator("Guardian", visibleWhen: "age < 18 && age > 0")
    @FormText(rules: [.required]) var guardian_name = ""
    var extra = FormSeparator("Extra")
    @FormText(enabledWhen: .model { (r: Registration) in r.newsletter }) var topics = ""
    @FormList var tags: [String] = []

    func validate() -> [FormModelError] {
        user_name.lowercased() == "admin" ? [FormModelError("user_name", "User Name is taken")] : []
    }
}

struct Shipping: FormModel {
    @FormText var country = ""
    @FormText(visibleWhen: "country == 'CN'") var province = ""
    @FormText(enabledWhen: "country != ''") var city = ""
}

struct Checkout: FormModel {
    @FormBoolean var gift = false
    @FormGroup(visibleWhen: "gift") var recipient = Shipping()
    @FormText(visibleWhen: "recipient.country == 'CN'") var customs_code = ""
}

/// Three controls and rows whose visibility and state depend on them, for
/// the change-application property.
struct Dashboard: FormModel {
    @FormNumber var a = 0
    @FormNumber var b = 0
    @FormNumber var c = 0
    @FormText(visibleWhen: "a > 3") var r1 = ""
    @FormText(visibleWhen: "b < 5") var r2 = ""
    @FormText(visibleWhen: "a == b || c == 2") var r3 = ""
    var s1 = FormSeparator("One", visibleWhen: "c > 4")
    @FormText var r4 = ""
    @FormText(visibleWhen: "a < 7") var r5 = ""
    @FormText(enabledWhen: "b > 2") var r6 = ""
    var s2 = FormSeparator("Two")
    @FormText(visibleWhen: "a > 5 || b == 1") var r7 = ""
    @FormText(visibleWhen: "c < 3") var r8 = ""
    var s3 = FormSeparator("Three", visibleWhen: "a != c")
    @FormText(visibleWhen: "b > 6") var r9 = ""
    @FormText(visibleWhen: "b <= 6") var r10 = ""
    var s4 = FormSeparator("Four", enabledWhen: "c == 1")
    @FormText var r11 = ""
    @FormText(visibleWhen: "a in [1, 3, 5, 7, 9]") var r12 = ""
}
