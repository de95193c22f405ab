import Formwork
import FormworkFixtures
import Testing

private struct Proposal: FormModel {
    @FormText(rules: [.required]) var title = ""
    @FormText(.email, rules: [.required, .email]) var email = ""
    @FormGroup var speakers: [Job] = [Job(title: "Ada"), Job(title: "Grace")]
}

private let chinese = FormCatalogue(["zh-Hans": ["proposal.emailTaken": "{title}{email}已经提交过提案"]])

@Suite("Errors the app adds to a form")
struct AddedErrorTests {
    private func form() throws -> FormState<Proposal> {
        var form = try FormState(Proposal())
        try form.setText("Forms", for: "title")
        try form.setText("ada@example.com", for: "email")
        return form
    }

    /// What a server adds when its database refuses a second proposal from one email.
    private func taken(_ email: String) -> FormMessage {
        FormMessage(FormPhrase("proposal.emailTaken", ["email": email]), default: "{title} {email} has already sent a proposal")
    }

    @Test func anAddedErrorIsListedByValidateUnderItsRowUntilTheRowHoldsAnotherValue() throws {
        var form = try form()
        #expect(form.validate().isEmpty)
        form.addError(taken("ada@example.com"), for: "email")
        let error = try #require(form.validate().first)
        #expect(error.key == "email" && error.kind == .model && error.title == "Email")
        // The row's title fills `{title}`; the app's parameter fills `{email}`.
        #expect(error.message == "Email ada@example.com has already sent a proposal")
        #expect(error.phrase?.key == "proposal.emailTaken")
        #expect(form.addedErrors == [error])
        try form.setText("Forms and rows", for: "title")
        #expect(form.validate() == [error], "another row's edit leaves it")
        try form.setText("grace@example.com", for: "email")
        #expect(form.validate().isEmpty && form.addedErrors.isEmpty)
    }

    @Test func anAddedErrorFollowsTheFormsLanguageWhenShown() throws {
        var form = try form()
        form.addError(taken("ada@example.com"), for: "email")
        form.localization = FormLocalization(
            language: .simplifiedChinese,
            catalogue: chinese.merging(FormCatalogue(["zh-Hans": ["title.email": "电子邮件"]])))
        #expect(form.validate().map(\.message) == ["电子邮件ada@example.com已经提交过提案"])
        // A language the catalogue does not word reads the app's English wording.
        form.localization = FormLocalization(language: .german, catalogue: chinese)
        #expect(form.validate().map(\.message) == ["Email ada@example.com has already sent a proposal"])
    }

    @Test func anAddedErrorComesAfterTheRowsOwnErrorsAndBeforeLaterRows() throws {
        var form = try FormState(Proposal())
        form.addError("Pick another title", for: "title")
        form.addError("Checked by the server", for: "title")
        #expect(
            form.validate().map(\.description) == [
                "title: Title is required", "title: Pick another title", "title: Checked by the server",
                "email: Email is required",
            ])
    }

    @Test func anErrorNamingNoRowIsTheFormsAndStaysUntilCleared() throws {
        var form = try form()
        form.addError("The server is busy: try again later", for: "")
        form.addError("Already signed up", for: "email")
        #expect(form.validate().map(\.description) == ["email: Already signed up", ": The server is busy: try again later"])
        try form.setText("grace@example.com", for: "email")
        #expect(form.validate().map(\.message) == ["The server is busy: try again later"])
        form.clearAddedErrors()
        #expect(form.validate().isEmpty)
    }

    @Test func clearingTheErrorsOfOneKeyLeavesTheOthers() throws {
        var form = try form()
        form.addError("Taken", for: "email")
        form.addError("Too long", for: "title")
        form.clearAddedErrors(for: "email")
        #expect(form.addedErrors.map(\.description) == ["title: Too long"])
    }

    @Test func anItemsErrorStaysWithItsItemAsItemsMoveAndGoesWithIt() throws {
        var form = try form()
        form.addError("Not on the programme", for: "speakers[1].title")
        _ = try form.removeItem(at: 0, fromGroup: "speakers")
        #expect(form.addedErrors.map(\.description) == ["speakers[0].title: Not on the programme"])
        _ = try form.insertItem(at: 0, intoGroup: "speakers")
        #expect(form.addedErrors.map(\.key) == ["speakers[1].title"])
        _ = try form.removeItem(at: 1, fromGroup: "speakers")
        #expect(form.addedErrors.isEmpty, "its item is gone")
    }

    @Test func aCopyOfTheFormKeepsItsOwnErrors() throws {
        let form = try form()
        var copy = form
        copy.addError("Taken", for: "email")
        #expect(form.addedErrors.isEmpty && copy.addedErrors.count == 1)
    }
}
