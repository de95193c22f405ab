import Formwork
import FormworkFixtures
import FormworkHTML
import Foundation

/// A member's sign-up with a row of every kind a page posts: text, email,
/// number, a checkbox, a single choice as radio buttons and as a menu,
/// several choices as boxes and as a multiple menu, a list, a long text, a
/// date, a file and a repeating group.
struct PageMember: FormModel, Equatable {
    @FormText(rules: [.required]) var name = ""
    @FormText(.email) var email = ""
    @FormNumber var age = 0
    @FormBoolean var newsletter = false
    @FormEnumerated var gender: Gender = .prefer_not_to_say
    @FormEnumerated var meeting_day: Weekday = .monday
    @FormEnumerated var topics: [Topic] = []
    @FormEnumerated var free_days: [Weekday] = []
    @FormList var tags: [String] = []
    @FormLongText var about = ""
    @FormDate(.date) var birthday: Date? = nil
    @FormImage var avatar: FormFile? = nil
    @FormGroup var emergency_contacts: [PageContact] = []
}

struct PageContact: FormModel, Equatable {
    @FormText(rules: [.required]) var name = ""
    @FormText(.phone) var phone = ""
}

enum PageFixtures {
    static let token = FormCSRFToken("3f9a0c7d", name: "csrf_token")
    static let options = FormHTMLOptions(action: "/members", csrfToken: token)
    static let readOptions = FormUpdateOptions(blankListItemsAreAbsent: true)

    /// Ada, as a person fills the page in.
    static var ada: PageMember {
        var member = PageMember()
        member.name = "Ada Lovelace"
        member.email = "ada@example.com"
        member.age = 36
        member.newsletter = true
        member.gender = .female
        member.meeting_day = .thursday
        member.topics = [.swift, .music]
        member.free_days = [.saturday, .sunday]
        member.tags = ["math", "engines"]
        // A browser posts a textarea's line breaks as CR LF, which the model then holds.
        member.about = "Wrote the first program.\r\nAnd notes on it."
        // 1815-12-10 00:00 UTC: 56,270 days before 1970-01-01.
        member.birthday = Date(timeIntervalSince1970: -56_270 * 86_400)
        var contact = PageContact()
        contact.name = "Mary Somerville"
        contact.phone = "555-0100"
        member.emergency_contacts = [contact]
        return member
    }

    static let portrait = FormFile(
        filename: "ada.png", contentType: "image/png", data: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A]))

    static func page(_ member: PageMember = PageMember(), errors: Bool = false) throws -> String {
        let form = try FormState(member)
        return form.html(options: options, errors: errors ? form.validate() : [])
    }
}
