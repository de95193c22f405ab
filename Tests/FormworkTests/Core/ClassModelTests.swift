import Formwork
import Foundation
import Testing

/// A model may be a final class. It is read and built through its
/// `Codable` conformance, like any model Formwork cannot read by place;
/// the form never changes the instance it is given, and every model it
/// hands out is an instance of its own.
@Suite struct ClassModelTests {
    final class Applicant: FormModel, @unchecked Sendable {
        @FormText(rules: [.required]) var name = ""
        @FormNumber(range: 0...60) var years = 0
        @FormBoolean var remote = false
        var reference = "A-1"
        required init() {}
    }

    @Test func editsLeaveTheCallersInstanceUntouched() throws {
        let original = Applicant()
        original.name = "Ada"
        var form = try FormState(original)
        try form.setText("Grace", for: "name")
        try form.setText("5", for: "years")
        let built = try form.model
        #expect(built !== original)
        #expect((built.name, built.years, built.reference) == ("Grace", 5, "A-1"))
        #expect((original.name, original.years) == ("Ada", 0))
    }

    @Test func eachReadOfTheModelIsAnInstanceOfItsOwn() throws {
        var form = try FormState(Applicant())
        try form.setText("Grace", for: "name")
        let first = try form.model
        first.name = ""
        let second = try form.model
        #expect(first !== second)
        #expect(second.name == "Grace")
        #expect(form.validate().isEmpty)
    }

    @Test func aTypedEditOfAClassModelChangesTheForm() throws {
        var form = try FormState(Applicant())
        let change = try form.edit {
            $0.name = "Ada"
            $0.reference = "B-2"
        }
        #expect(change.changedKeys == ["name"])
        #expect(form.value(for: "name") == .string("Ada"))
        #expect(try form.model.reference == "B-2")
    }

    @Test func aClassModelIsValidatedAndRefusesInputAsAStructDoes() throws {
        var form = try FormState(Applicant())
        #expect(form.validate().map(\.key) == ["name"])
        let error = #expect(throws: FormInputError.self) { try form.setText("61", for: "years") }
        #expect(error?.message == "Years must be between 0 and 60")
    }

    @Test func aClassModelGoesToParametersAndComesBackFromBodies() throws {
        var form = try FormState(Applicant())
        try form.setText("Ada Lovelace", for: "name")
        #expect(form.parameters.urlEncoded == "name=Ada+Lovelace&years=0&remote=false")
        let posted = try Applicant(urlEncoded: "name=Ada&years=3&remote=true")
        #expect((posted.name, posted.years, posted.remote, posted.reference) == ("Ada", 3, true, "A-1"))
        let sent = try Applicant(json: #"{"name":"Grace","years":7}"#)
        #expect((sent.name, sent.years, sent.remote) == ("Grace", 7, false))
        #expect(throws: FormSubmissionError.self) { try Applicant(urlEncoded: "years=3", options: .init(validates: true)) }
    }
}
