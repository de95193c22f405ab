import Formwork
import Foundation

/// A sign-up form with every kind of row a body can fill, conditions and a group.
struct FuzzSignUp: FormModel {
    enum Plan: String, FormOption { case free, pro, team }

    struct Address: FormModel {
        @FormText var street = ""
        @FormText var city = ""
    }

    @FormText(rules: [.required, .maxLength(40)]) var user_name = ""
    @FormText var nick: String? = "anon"
    @FormNumber(range: 0...150) var age = 0
    @FormNumber var price: Decimal = 0
    @FormNumber var ratio = 1.0
    @FormBoolean var newsletter = false
    @FormEnumerated var plan: Plan = .free
    @FormList var tags: [String] = []
    @FormDate(.date) var birthday: Date? = nil
    @FormLongText(visibleWhen: "age > 12") var bio = ""
    @FormGroup var address = Address()
}
