import Formwork
import FormworkFixtures
import Foundation
import Testing

/// Models with rows still work with Foundation's own coders.
@Suite struct CodableTests {
    @Test func aModelRoundTripsThroughJSONEncoderAndDecoder() throws {
        var profile = Profile()
        profile.user_name = "Ada"
        profile.phone = "+44 20 7946 0000"
        profile.tags = ["math"]
        profile.address.city = "London"
        let data = try JSONEncoder().encode(profile)
        let decoded = try JSONDecoder().decode(Profile.self, from: data)
        #expect(decoded == profile)
        #expect(try FormState(decoded).value(for: "address.city") == "London")
    }

    @Test func aMissingKeyOfAnOptionalRowDecodesAsNil() throws {
        struct Contact: FormModel {
            @FormText var name = ""
            @FormText(.phone) var phone: String? = "+1 555 0100"
            @FormNumber var age: Int? = 3
        }
        let decoded = try JSONDecoder().decode(Contact.self, from: Data(#"{"name":"Ada"}"#.utf8))
        #expect(decoded.name == "Ada")
        #expect(decoded.phone == nil)
        #expect(decoded.age == nil)
        // A missing key of a row that is not optional is still an error, as for a plain property.
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Contact.self, from: Data("{}".utf8)) }
    }

    @Test func aFormOfADecodedModelHasItsRowsAndValues() throws {
        let decoded = try JSONDecoder().decode(Profile.self, from: JSONEncoder().encode(Profile()))
        var form = try FormState(decoded)
        try form.setText("Grace", for: "user_name")
        #expect(try form.model.user_name == "Grace")
        #expect(form.row("user_name")?.placeholder == "Your name")
    }

    /// A sign-up with a section break, as a server stores it.
    struct Enrolment: FormModel {
        @FormText var user_name = ""
        var contact = FormSeparator("Contact", footer: "We never share these.")
        @FormText(.email) var email = ""
    }

    @Test func aSeparatorIsLeftOutOfAModelsJSON() throws {
        var enrolment = Enrolment()
        enrolment.user_name = "Ada"
        enrolment.email = "ada@example.com"
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(enrolment), as: UTF8.self)
        #expect(json == #"{"email":"ada@example.com","user_name":"Ada"}"#)
    }

    @Test func aModelDecodesFromJSONWithOrWithoutItsSeparator() throws {
        let stored = try JSONDecoder().decode(Enrolment.self, from: Data(#"{"user_name":"Ada","email":"a@b.c"}"#.utf8))
        #expect(stored.user_name == "Ada" && stored.email == "a@b.c")
        // JSON written before separators were left out still decodes.
        let older = try JSONDecoder().decode(
            Enrolment.self, from: Data(#"{"user_name":"Ada","contact":{},"email":"a@b.c"}"#.utf8))
        #expect(older.user_name == "Ada" && older.email == "a@b.c")
        #expect(try FormState(older).sections.map(\.title) == [nil, "Contact"])
    }

    @Test func aModelTheFormBuildsKeepsItsDeclaredSeparator() throws {
        var form = try FormState(Enrolment())
        try form.setText("Ada", for: "user_name")
        let model = try form.model
        #expect(model.user_name == "Ada")
        #expect(model.contact.title == "Contact" && model.contact.footer == "We never share these.")
    }

    @Test func aModelWithoutRowsIsAnEmptyForm() throws {
        struct Nothing: FormModel { var note = "" }
        let form = try FormState(Nothing())
        #expect(form.rows.isEmpty && form.sections.isEmpty)
        #expect(form.validate().isEmpty)
        #expect(form.parameters.isEmpty)
    }
}
