import Formwork
import FormworkFixtures
import FormworkLayout
import Foundation

/// Models with layouts of their own that the form-path layout tests lay
/// out; the plain sign-up is `SignUp` of the shared fixtures. Titles come
/// from the property names (`user_name` → "User Name"); sections from
/// separators and groups.

/// TLFormView's iPad layout for a profile: the avatar on the left at a
/// fixed size, the fields stacked on its right; compact keeps the default.
/// Rows are named by dotted key (`address.street`) and by identifier
/// (`address_city`); the Address section's header is `header_2`.
struct LayoutProfile: FormLayoutCustomizing {
    @FormImage var avatar: URL? = nil
    @FormText(placeholder: "Your name") var user_name = ""
    @FormText(.email) var email = ""
    @FormGroup var address = StreetAddress()

    static func formLayout(for sizeClass: LayoutSizeClass) -> FormCustomLayout? {
        guard sizeClass == .regular else { return nil }
        return FormCustomLayout(
            lines: [
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
    @FormGroup var address = StreetAddress()

    static func formLayout(for sizeClass: LayoutSizeClass) -> FormCustomLayout? {
        guard sizeClass == .regular else { return nil }
        return FormCustomLayout(
            lines: [
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
    @FormGroup var address = StreetAddress()

    static func formLayout(for sizeClass: LayoutSizeClass) -> FormCustomLayout? {
        FormCustomLayout(lines: ["V:|-[user_name]-[address_stret]-|"])
    }
}
