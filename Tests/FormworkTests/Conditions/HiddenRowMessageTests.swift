import Formwork
import Testing

/// An edit of a hidden row says which condition hides it: the row's own,
/// or its section's or group's, as declared.
@Suite struct HiddenRowMessageTests {
    struct Application: FormModel {
        @FormBoolean var applying = false
        @FormLongText(visibleWhen: "applying") var cover_letter = ""
        @FormNumber var age = 30
        var guardian = FormSeparator("Guardian", visibleWhen: "age < 18")
        @FormText var guardian_name = ""
        var other = FormSeparator()
        @FormText(visibleWhen: .model { (application: Application) in application.age > 65 }) var pension_number = ""
    }

    @Test func aRowHiddenByItsPredicateNamesThePredicate() throws {
        var form = try FormState(Application())
        let error = #expect(throws: FormInputError.self) { try form.setText("Dear team", for: "cover_letter") }
        #expect(error?.reason == .hidden)
        #expect(error?.message == #"Cover Letter is hidden while "applying" is false"#)
    }

    @Test func aRowHiddenWithItsSectionNamesTheSectionAndItsPredicate() throws {
        var form = try FormState(Application())
        let error = #expect(throws: FormInputError.self) { try form.setText("Ada", for: "guardian_name") }
        #expect(error?.message == #"Guardian Name is hidden with its section Guardian, while "age < 18" is false"#)
    }

    @Test func aRowHiddenByAClosureNamesTheModelItIsGiven() throws {
        var form = try FormState(Application())
        let error = #expect(throws: FormInputError.self) { try form.setText("P-1", for: "pension_number") }
        #expect(error?.message == "Pension Number is hidden while its visibleWhen closure on Application returns false")
    }

    @Test func aRowShownAgainTakesTheEdit() throws {
        var form = try FormState(Application())
        try form.setText("yes", for: "applying")
        try form.setText("Dear team", for: "cover_letter")
        #expect(form.value(for: "cover_letter") == .string("Dear team"))
    }
}
