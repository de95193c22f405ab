import Formwork
import FormworkFixtures
import Foundation
import Testing

@Suite struct SectionTests {
    @Test func rowsFollowDeclarationOrderWithDerivedTitles() throws {
        let form = try FormState(Profile())
        #expect(
            form.rows.map(\.title) == [
                "Avatar", "User Name", "Age", "Gender",
                "Email", "Mobile", "Tags", "Birthday", "Newsletter", "About Me",
                "Street", "City", "Country",
            ])
        #expect(
            form.rows.map(\.kind) == [
                .image, .text, .number, .enumerated, .text, .text, .list, .date, .boolean, .longText, .text, .text, .text,
            ])
    }

    @Test func separatorsAndGroupsStartSections() throws {
        let form = try FormState(Profile())
        #expect(form.sections.map(\.title) == [nil, "Contact", "Address"])
        #expect(form.sections.map(\.key) == [nil, "contact", "address"])
        #expect(form.sections[0].rows.map(\.key) == ["avatar", "user_name", "age", "gender"])
        #expect(form.sections[1].rows.map(\.key) == ["email", "phone", "tags", "birthday", "newsletter", "about_me"])
        #expect(form.sections[2].rows.map(\.key) == ["address.street", "address.city", "address.country"])
    }

    @Test func rowsAfterAGroupStartAnUntitledSection() throws {
        struct Order: FormModel {
            @FormText var reference = ""
            @FormGroup(title: "Deliver to") var shipping = Address()
            @FormBoolean var gift = false
            var notes = FormSeparator("Notes", footer: "Printed on the slip")
            @FormLongText var message = ""
        }
        let form = try FormState(Order())
        #expect(form.sections.map(\.title) == [nil, "Deliver to", nil, "Notes"])
        #expect(form.sections.map(\.footer) == [nil, nil, nil, "Printed on the slip"])
        #expect(form.sections[2].rows.map(\.key) == ["gift"])
        #expect(form.sections.map(\.id) == ["#reference", "shipping", "#gift", "notes"])
    }

    @Test func rowsExposeTheirDeclaration() throws {
        struct WorkContact: FormModel {
            @FormText(
                .email, title: "Work email", placeholder: "you@company.com", help: "We send the receipt here", param: "mail")
            var email = ""
            @FormEnumerated var gender: Gender = .female
        }
        let form = try FormState(WorkContact())
        let email = try #require(form.row("email"))
        #expect(email.title == "Work email")
        #expect(email.placeholder == "you@company.com")
        #expect(email.help == "We send the receipt here")
        #expect(email.parameterPath == ["mail"])
        #expect(email.textKind == .email)
        #expect(email.value == .string(""))
        let gender = try #require(form.row("gender"))
        #expect(gender.options.map(\.label) == ["Female", "Male", "Prefer Not to Say"])
        #expect(gender.displayText == "Female")
        #expect(gender.value == .string("female"))
    }

    @Test func everyKindOfRowCanShowAPlaceholder() throws {
        struct Survey: FormModel {
            @FormEnumerated(placeholder: "Choose one") var gender: Gender? = nil
            @FormBoolean(placeholder: "Not answered") var smoker: Bool? = nil
            @FormNumber(placeholder: "Years") var age: Int? = nil
            @FormDate(.date, placeholder: "YYYY-MM-DD") var birthday: Date? = nil
        }
        let form = try FormState(Survey())
        #expect(form.rows.map(\.placeholder) == ["Choose one", "Not answered", "Years", "YYYY-MM-DD"])
        #expect(form.rows.map(\.displayText) == ["", "", "", ""])
    }

    @Test func nestedGroupRowsAreKeyedByPathAndSubmittedNested() throws {
        struct Company: FormModel {
            @FormText var name = ""
            @FormGroup(param: "hq") var headquarters = Address()
        }
        struct Employee: FormModel {
            @FormText var name = ""
            @FormGroup var employer = Company()
        }
        let form = try FormState(Employee())
        #expect(
            form.rows.map(\.key) == [
                "name", "employer.name", "employer.headquarters.street", "employer.headquarters.city",
                "employer.headquarters.country",
            ])
        #expect(form.row("employer.headquarters.city")?.parameterPath == ["employer", "hq", "city"])
        #expect(form.sections.map(\.title) == [nil, "Employer", "Headquarters"])
    }

    @Test func titleRowsAreReadOnlyAndSubmitNothing() throws {
        var form = try FormState(Everything())
        let heading = try #require(form.row("heading"))
        #expect(heading.isReadOnly)
        #expect(heading.parameterPath.isEmpty)
        #expect(throws: FormInputError.self) { try form.setText("Other", for: "heading") }
        #expect(form.value(for: "heading") == "Everything")
    }

    /// A conditional separator's section runs to the next separator,
    /// so rows declared after the conditional part need a separator of their
    /// own; an untitled one ends the section without a heading.
    @Test func anUntitledSeparatorEndsAConditionalSection() throws {
        struct Registration: FormModel {
            @FormNumber var age = 0
            var guardian = FormSeparator("Guardian", visibleWhen: "age < 18")
            @FormText var guardian_name = ""
            var rest = FormSeparator()
            @FormBoolean var newsletter = false
        }
        var form = try FormState(Registration())
        #expect(form.rows.map(\.key) == ["age", "guardian_name", "newsletter"])
        try form.setText("30", for: "age")
        #expect(form.rows.map(\.key) == ["age", "newsletter"])
        #expect(form.sections.map(\.title) == [nil, nil])
    }
}
