import Formwork
import Foundation

/// The sign-up form the layout and snapshot tests lay out.
///
/// Sections: untitled (avatar, user_name, age, gender), "Contact" (email,
/// tags, about_me), "Address" (address.street, address.city). Titles come
/// from the property names (`user_name` → "User Name").
public struct SignUp: FormModel {
    @FormImage public var avatar: URL? = nil
    @FormText(placeholder: "Your name") public var user_name = ""
    @FormNumber(range: 0...150) public var age = 0
    @FormEnumerated public var gender: Gender = .prefer_not_to_say
    public var contact = FormSeparator("Contact")
    @FormText(.email, placeholder: "you@example.com") public var email = ""
    @FormList public var tags: [String] = ["swift", "design"]
    @FormLongText public var about_me = ""
    @FormGroup public var address = StreetAddress()

    public init() {}
}
