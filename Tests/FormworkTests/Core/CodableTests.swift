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

    @Test func aModelWithoutRowsIsAnEmptyForm() throws {
        struct Nothing: FormModel { var note = "" }
        let form = try FormState(Nothing())
        #expect(form.rows.isEmpty && form.sections.isEmpty)
        #expect(form.validate().isEmpty)
        #expect(form.parameters.isEmpty)
    }
}
