import Formwork
import Foundation
import Testing

// The README's quick start, line for line, so the README stays true.

private enum ReadmeGender: String, FormOption { case female, male, prefer_not_to_say }

private struct ReadmeAddress: FormModel {
    @FormText var street = ""
    @FormText var city = ""
}

private struct ReadmeProfile: FormModel {
    @FormImage var avatar: URL? = nil
    @FormText(placeholder: "Your name", rules: [.required, .maxLength(40)]) var user_name = ""
    @FormNumber(range: 0...150) var age = 0
    @FormEnumerated var gender: ReadmeGender = .prefer_not_to_say
    var contact = FormSeparator("Contact")
    @FormText(.email, rules: [.required, .email]) var email = ""
    @FormText(.phone, title: "Mobile") var phone: String? = nil
    @FormList var tags: [String] = []
    @FormDate(.date) var birthday: Date? = nil
    @FormBoolean var newsletter = false
    @FormLongText(visibleWhen: "age > 12") var about_me = ""
    @FormGroup var address = ReadmeAddress()
    var serverID = UUID()
}

private struct ReadmeDraft: FormModel, Equatable {
    @FormText var nick: String? = "anon"
    @FormList var tags: [String] = ["swift"]
}

@Suite struct ReadmeTests {
    @Test func losslessRoundTripDoesWhatTheReadmeSays() throws {
        var draft = ReadmeDraft()
        draft.nick = nil
        draft.tags = []
        let form = try ModelForm(draft)
        let body = form.parameters(policy: .init(nilValues: .null)).urlEncoded(options: .lossless)
        #expect(body == "nick&tags%5B%5D")
        #expect(try ReadmeDraft(urlEncoded: body) == draft)
        #expect(form.parameters.urlEncoded == "")
        #expect(try ReadmeDraft(urlEncoded: form.parameters.urlEncoded) != draft)
    }

    @Test func quickStartDoesWhatTheReadmeSays() throws {
        let original = ReadmeProfile()
        var form = try ModelForm(original)
        #expect(form.sections.map(\.title) == [nil, "Contact", "Address"])
        #expect(form.rows.map(\.title) == [
            "Avatar", "User Name", "Age", "Gender", "Email", "Mobile", "Tags", "Birthday", "Newsletter",
            "Street", "City",
        ])
        let change = try form.setText("42", for: "age")
        #expect(change.appearedKeys == ["about_me"])
        try form.setText("Ada", for: "user_name")
        #expect(form.validate().map(\.message) == ["Email is required"])
        let edited = try form.model
        #expect(edited.age == 42 && edited.user_name == "Ada")
        #expect(original.age == 0 && original.user_name == "")
        #expect(edited.serverID == original.serverID)
    }
}
