import Formwork
import FormworkFixtures
import FormworkLayout
import Foundation

/// A profile whose custom layout places avatar, user_name and
/// address.street only.
struct PartialLayoutProfile: FormLayoutCustomizing {
    @FormImage var avatar: URL? = nil
    @FormText(placeholder: "Your name", rules: [.required, .maxLength(40)]) var user_name = ""
    @FormNumber(range: 0...150) var age = 0
    @FormEnumerated var gender: Gender = .prefer_not_to_say
    var contact = FormSeparator("Contact")
    @FormText(.email, rules: [.required, .email]) var email = ""
    @FormText(.phone, title: "Mobile") var phone: String? = nil
    @FormList var tags: [String] = []
    @FormDate(.date) var birthday: Date? = nil
    @FormBoolean var newsletter = false
    @FormLongText(visibleWhen: "age > 12") var about_me = ""
    @FormGroup var address = StreetAddress()

    static func formLayout(for sizeClass: LayoutSizeClass) -> FormCustomLayout? {
        guard sizeClass == .regular else { return nil }
        return FormCustomLayout(
            lines: [
                "H:|-margin-[avatar(==160)]-margin-[user_name]-margin-|",
                "H:[avatar]-margin-[address.street]-margin-|",
                "V:|-margin-[avatar(==160)]-(>=margin)-|",
                "V:|-margin-[user_name(>=44)]-(==0)-[address.street(>=44)]-(>=margin)-|",
            ], metrics: ["margin": 8])
    }
}

/// The same profile with a complete layout: the avatar beside user_name,
/// age and gender, then every other row stacked at full width, about_me in
/// a line of its own so that hiding it closes the gap.
struct CompleteLayoutProfile: FormLayoutCustomizing {
    @FormImage var avatar: URL? = nil
    @FormText(placeholder: "Your name", rules: [.required, .maxLength(40)]) var user_name = ""
    @FormNumber(range: 0...150) var age = 0
    @FormEnumerated var gender: Gender = .prefer_not_to_say
    var contact = FormSeparator("Contact")
    @FormText(.email, rules: [.required, .email]) var email = ""
    @FormText(.phone, title: "Mobile") var phone: String? = nil
    @FormList var tags: [String] = []
    @FormDate(.date) var birthday: Date? = nil
    @FormBoolean var newsletter = false
    @FormLongText(visibleWhen: "age > 12") var about_me = ""
    @FormGroup var address = StreetAddress()

    static func formLayout(for sizeClass: LayoutSizeClass) -> FormCustomLayout? {
        guard sizeClass == .regular else { return nil }
        return FormCustomLayout(
            lines: [
                // Two columns: the avatar, and beside it user_name, age and gender.
                "H:|-margin-[avatar(==160)]-margin-[user_name]-margin-|",
                "H:[avatar]-margin-[age]-margin-|",
                "H:[avatar]-margin-[gender]-margin-|",
                "V:|-margin-[avatar(==160)]",
                "V:|-margin-[user_name(>=44)]-(==0)-[age(>=44)]-(==0)-[gender(>=44)]",
                // Then one column, below the taller of the two.
                "V:[avatar]-(>=margin)-[header_2]",
                "V:[gender]-(>=margin)-[header_2]",
                "V:[header_2(==28)]-(==0)-[email(>=44)]-(==0)-[phone(>=44)]-(==0)-[tags(>=44)]"
                    + "-(==0)-[birthday(>=44)]-(==0)-[newsletter(>=44)]",
                "V:[newsletter]-(==0)-[about_me(>=88)]-(==0)-[header_3]",  // left out while about_me is hidden
                "V:[newsletter]-(>=0)-[header_3(==28)]-(==0)-[address.street(>=44)]-(==0)-[address.city(>=44)]-margin-|",
                "H:|-margin-[header_2]-margin-|",
                "H:|-margin-[email]-margin-|",
                "H:|-margin-[phone]-margin-|",
                "H:|-margin-[tags]-margin-|",
                "H:|-margin-[birthday]-margin-|",
                "H:|-margin-[newsletter]-margin-|",
                "H:|-margin-[about_me]-margin-|",
                "H:|-margin-[header_3]-margin-|",
                "H:|-margin-[address.street]-margin-|",
                "H:|-margin-[address.city]-margin-|",
            ], metrics: ["margin": 8])
    }
}
