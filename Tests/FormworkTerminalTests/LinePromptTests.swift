import Formwork
import FormworkFixtures
import Testing

@testable import FormworkTerminal

@Suite struct LinePromptTests {
    @Test func aNumberShowsItsRangeAndItsValue() throws {
        let form = try FormState(SignUp())
        let age = try #require(form.row("age"))
        #expect(LinePrompt(form.localization).question(age) == "Age (a number from 0 to 150) [0]: ")
    }

    @Test func aChoiceListsItsOptionsAndShowsTheChosenLabel() throws {
        let form = try FormState(SignUp())
        let gender = try #require(form.row("gender"))
        #expect(
            LinePrompt(form.localization).question(gender)
                == "Gender (one of Female, Male, Prefer Not to Say) [Prefer Not to Say]: ")
    }

    @Test func anEmptyValueShowsNoBrackets() throws {
        let form = try FormState(Profile())
        let name = try #require(form.row("user_name"))
        #expect(LinePrompt(form.localization).question(name) == "User Name: ")
    }

    @Test func aRequiredRowSaysSoInWords() throws {
        let form = try FormState(Account())
        let name = try #require(form.row("name"))
        #expect(LinePrompt(form.localization).question(name) == "Name (required; up to 20 characters): ")
    }

    @Test func aRequiredRowOfAFormWithAMarkerShowsTheMarkerInstead() throws {
        var form = try FormState(Account())
        form.requiredMarker = "*"
        let name = try #require(form.row("name"))
        #expect(LinePrompt(form.localization).question(name) == "Name * (up to 20 characters): ")
    }

    @Test func aPasswordShowsItsValueMasked() throws {
        var form = try FormState(Account())
        try form.setText("hunter2", for: "password")
        let password = try #require(form.row("password"))
        #expect(LinePrompt(form.localization).question(password) == "Password [•••••••]: ")
    }

    @Test func aDisabledRowShowsItsValueAndTheReason() throws {
        var form = try FormState(Profile.ada)
        form.setAccess(.editable(except: ["email"], reason: "Verified"))
        let email = try #require(form.row("email"))
        #expect(LinePrompt(form.localization).disabled(email) == "Email: ada@example.com (disabled: Verified)")
    }

    @Test func addingAnItemNamesItWithItsArticleThenAsAnother() {
        #expect(LinePrompt(.none).addItem(noun: "Emergency Contact", count: 0) == "Add an Emergency Contact? (yes/no) [no]: ")
        #expect(LinePrompt(.none).addItem(noun: "Job", count: 0) == "Add a Job? (yes/no) [no]: ")
        #expect(LinePrompt(.none).addItem(noun: "Job", count: 2) == "Add another Job? (yes/no) [no]: ")
    }

    @Test func keepingAnItemNamesItByItsTitle() {
        #expect(LinePrompt(.none).keepItem(title: "Emergency Contact 2") == "Keep Emergency Contact 2? (yes/no) [yes]: ")
        #expect(LinePrompt(.none).keepItem(title: "") == "Keep this item? (yes/no) [yes]: ")
    }

    @Test func problemsAreCountedAndEachIsBesideItsTitle() {
        let errors = [
            FormFieldError(key: "name", title: "Name", kind: .rule(.required), message: "Name is required"),
            FormFieldError(key: "age", title: "Age", kind: .invalidInput, message: "Age must be a whole number"),
        ]
        #expect(
            LinePrompt(.none).problems(errors) == [
                "", "2 answers need correcting:", "Name: Name is required", "Age: Age must be a whole number",
            ])
        #expect(LinePrompt(.none).problems([errors[0]]) == ["", "1 answer needs correcting:", "Name: Name is required"])
    }
}

/// An account: a required name of at most 20 characters, a password and a number of seats.
struct Account: FormModel {
    @FormText(maxCharacters: 20, rules: [.required]) var name = ""
    @FormText(.password) var password = ""
    @FormNumber(range: 1...10) var seats = 1
}
