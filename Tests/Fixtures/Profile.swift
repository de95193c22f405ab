import Formwork
import Foundation

/// A user's profile: every kind of row in two sections, a group, and a
/// property that is no field (`serverID`).
public struct Profile: FormModel, Equatable {
    @FormImage public var avatar: URL? = nil
    @FormText(placeholder: "Your name") public var user_name = ""
    @FormNumber public var age = 0
    @FormEnumerated public var gender: Gender = .prefer_not_to_say
    public var contact = FormSeparator("Contact")
    @FormText(.email) public var email = ""
    @FormText(.phone, title: "Mobile") public var phone: String? = nil
    @FormList public var tags: [String] = []
    @FormDate(.date) public var birthday: Date? = nil
    @FormBoolean public var newsletter = false
    @FormLongText public var about_me = ""
    @FormGroup public var address = Address()
    public var serverID = UUID()

    public init() {}

    /// A profile with every row filled in: Ada Lovelace's.
    public static var ada: Profile {
        var ada = Profile()
        ada.avatar = URL(string: "https://example.com/a.png")
        ada.user_name = "Ada Lovelace"
        ada.age = 36
        ada.gender = .female
        ada.email = "ada@example.com"
        ada.phone = "+44 20 7946 0000"
        ada.tags = ["math", "engines"]
        ada.birthday = Date(timeIntervalSince1970: 0)
        ada.newsletter = true
        ada.about_me = "Wrote the first program."
        ada.address.street = "1 Infinite Loop"
        ada.address.city = "Cupertino"
        ada.address.country = "US"
        return ada
    }
}
