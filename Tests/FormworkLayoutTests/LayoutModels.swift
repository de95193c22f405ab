import Formwork
import FormworkLayout
import Foundation

/// Models the form-path layout tests lay out. Titles come from the property
/// names (`user_name` → "User Name"); sections from separators and groups.

enum LayoutGender: String, FormOption {
    case female, male, unspecified
}

struct LayoutAddress: FormModel {
    @FormText var street = ""
    @FormText var city = ""
}

/// Sections: untitled (avatar, user_name, age, gender), "Contact" (email,
/// tags, about_me), "Address" (address.street, address.city).
struct LayoutSignUp: FormModel {
    @FormImage var avatar: URL? = nil
    @FormText(placeholder: "Your name") var user_name = ""
    @FormNumber(range: 0...150) var age = 0
    @FormEnumerated var gender: LayoutGender = .unspecified
    var contact = FormSeparator("Contact")
    @FormText(.email, placeholder: "you@example.com") var email = ""
    @FormList var tags: [String] = ["swift", "design"]
    @FormLongText var about_me = ""
    @FormGroup var address = LayoutAddress()
}

/// TLFormView's iPad layout for a profile: the avatar on the left at a
/// fixed size, the fields stacked on its right; compact keeps the default.
/// Rows are named by dotted key (`address.street`) and by identifier
/// (`address_city`); the Address section's header is `header_2`.
struct LayoutProfile: FormLayoutCustomizing {
    @FormImage var avatar: URL? = nil
    @FormText(placeholder: "Your name") var user_name = ""
    @FormText(.email) var email = ""
    @FormGroup var address = LayoutAddress()

    static func formLayout(for sizeClass: LayoutSizeClass) -> FormCustomLayout? {
        guard sizeClass == .regular else { return nil }
        return FormCustomLayout(lines: [
            "H:|-margin-[avatar(==avatarSize)]-margin-[user_name]-margin-|",
            "H:[avatar]-margin-[email]-margin-|",
            "H:[avatar]-margin-[header_2]-margin-|",
            "H:[avatar]-margin-[address.street]-margin-|",
            "H:[avatar]-margin-[address_city]-margin-|",
            "V:|-margin-[avatar(==avatarSize)]-(>=margin)-|",
            "V:|-margin-[user_name(>=44)]-(==0)-[email(>=44)]-(==0)-[header_2(==28)]"
                + "-(==0)-[address.street(>=44)]-(==0)-[address_city(>=44)]-(>=margin)-|",
        ], metrics: ["margin": 8, "avatarSize": 160])
    }
}

/// A profile whose iPad layout misspells a dotted key on line 4.
struct MisspelledProfile: FormLayoutCustomizing {
    @FormImage var avatar: URL? = nil
    @FormText var user_name = ""
    @FormGroup var address = LayoutAddress()

    static func formLayout(for sizeClass: LayoutSizeClass) -> FormCustomLayout? {
        guard sizeClass == .regular else { return nil }
        return FormCustomLayout(lines: [
            "H:|-[avatar(==160)]-[user_name]-|",
            "V:|-[avatar(==160)]-(>=8)-|",
            "V:|-[user_name]-[address_street]-[address_city]-(>=8)-|",
            "H:[avatar]-margin-[adress.street]-margin-|",
        ], metrics: ["margin": 8])
    }
}

/// A profile whose compact layout misspells a mapped identifier.
struct MisspelledIdentifierProfile: FormLayoutCustomizing {
    @FormText var user_name = ""
    @FormGroup var address = LayoutAddress()

    static func formLayout(for sizeClass: LayoutSizeClass) -> FormCustomLayout? {
        FormCustomLayout(lines: ["V:|-[user_name]-[address_stret]-|"])
    }
}
