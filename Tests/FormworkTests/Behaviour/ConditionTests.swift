import Formwork
import Foundation
import Testing

@Suite struct ConditionTests {
    @Test func aRowAppearsWhenItsPredicateBecomesTrue() throws {
        var form = try FormState(Registration())
        #expect(!form.rows.map(\.key).contains("bio"))
        let change = try form.setText("42", for: "age")
        // Section 0 shows user_name, age, email, password, password_confirmation, then bio at row 5.
        #expect(change.changedKeys == ["age"])
        #expect(change.appearedKeys == ["bio"])
        #expect(change.insertedRows == [FormRow.IndexPath(section: 0, row: 5)])
        #expect(change.insertedSections.isEmpty && change.deletedSections.isEmpty)
    }

    @Test func aSectionAppearsAndARowDisappearsInOneEdit() throws {
        var form = try FormState(Registration())
        try form.setText("42", for: "age")
        let change = try form.setText("10", for: "age")
        // bio (10 > 12 fails) leaves section 0; the guardian section (0 < 10 < 18) is shown between 0 and Extra.
        #expect(change.deletedRows == [FormRow.IndexPath(section: 0, row: 5)])
        #expect(change.insertedSections == [1])
        #expect(change.disappearedKeys == ["bio"])
        #expect(change.appearedKeys == ["guardian_name"])
        #expect(form.sections.map(\.title) == [nil, "Guardian", "Extra"])
    }

    @Test func aTypedClosureOverTheModelDecidesTheState() throws {
        var form = try FormState(Registration())
        #expect(form.row("topics")?.isEnabled == false)
        #expect(throws: FormInputError.self) { try form.setText("swift", for: "topics") }
        let change = try form.setText("yes", for: "newsletter")
        // Extra is section 1 (Guardian is hidden at age 0); topics is its row 0.
        #expect(change.enabledChangedRows == [FormRow.IndexPath(section: 1, row: 0)])
        try form.setText("swift", for: "topics")
        #expect(try form.model.topics == "swift")
    }

    @Test func conditionsInsideAGroupReadTheGroupsOwnKeys() throws {
        var form = try FormState(Checkout())
        #expect(form.sections.map(\.key) == [nil])
        let hidden = #expect(throws: FormInputError.self) { try form.setText("CN", for: "recipient.country") }
        #expect(hidden?.reason == .hidden)
        #expect(hidden?.message == #"Country is hidden with its section Recipient, while "gift" is false"#)
        try form.setText("yes", for: "gift")
        #expect(form.sections.map(\.key) == [nil, "recipient"])
        #expect(form.row("recipient.city")?.isEnabled == false)
        let change = try form.setText("CN", for: "recipient.country")
        #expect(change.appearedKeys == ["recipient.province", "customs_code"])
        #expect(form.row("recipient.city")?.isEnabled == true)
    }

    @Test func hiddenRowsKeepTheirValues() throws {
        var form = try FormState(Registration())
        try form.setText("42", for: "age")
        try form.setText("hello", for: "bio")
        try form.setText("5", for: "age")
        #expect(form.row("bio")?.isHidden == true)
        #expect(form.value(for: "bio") == "hello")
        #expect(try form.model.bio == "hello")
    }

    @Test func anUnknownFieldInAConditionNamesRowPositionAndClosestKey() {
        struct Typo: FormModel {
            @FormNumber var age = 0
            @FormLongText(visibleWhen: "agee > 12") var bio = ""
        }
        let error = #expect(throws: FormDeclarationError.self) { try Typo.checkFormDeclaration() }
        #expect(
            error?.problems.map(\.message) == [
                """
                The `visibleWhen` condition of property `bio` of `Typo` is invalid: Unknown field 'agee' at position 0 \
                in condition 'agee > 12' of row 'bio'. Did you mean 'age'? To resolve this error, correct the condition; \
                it may name only keys of `Typo`.
                  agee > 12
                  ^
                """
            ])
    }

    @Test func aTypeMismatchInAConditionIsADeclarationError() {
        struct Mismatch: FormModel {
            @FormNumber var age = 0
            @FormText(enabledWhen: "age > 'twelve'") var job = ""
        }
        let error = #expect(throws: FormDeclarationError.self) { try Mismatch.checkFormDeclaration() }
        #expect(error?.problems.first?.property == "job")
        #expect(error?.problems.first?.message.contains("Cannot compare 'age' (a number) with") == true)
    }

    @Test func aClosureOverAnotherModelIsADeclarationError() {
        struct Other: FormModel { @FormBoolean var on = false }
        struct Wrong: FormModel {
            @FormText(visibleWhen: .model { (o: Other) in o.on }) var note = ""
        }
        let error = #expect(throws: FormDeclarationError.self) { try Wrong.checkFormDeclaration() }
        #expect(
            error?.problems.map(\.message) == [
                """
                The `visibleWhen` closure of property `note` of `Wrong` takes a `Other`, but the row is declared in \
                `Wrong`. To resolve this error, write `.model { (model: Wrong) in … }`.
                """
            ])
    }

    @Test func aRuleNamingAnUnknownFieldIsADeclarationError() {
        struct Confirm: FormModel {
            @FormText var password = ""
            @FormText(rules: [.equals(field: "pasword")]) var again = ""
        }
        let error = #expect(throws: FormDeclarationError.self) { try Confirm.checkFormDeclaration() }
        #expect(error?.problems.first?.message.contains("refers to the field 'pasword'") == true)
        #expect(error?.problems.first?.message.contains("Did you mean 'password'?") == true)
    }
}
