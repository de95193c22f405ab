import FormworkFixtures
import Foundation
import Testing

@testable import Formwork

/// An account page: the admin flag is shown to everyone but only admins may
/// change it (an access policy); a note shows only for admins, a role is
/// editable only for admins.
private struct Account: FormModel, Equatable {
    @FormText(rules: [.required]) var user_name = ""
    @FormBoolean var is_admin = false
    @FormText(visibleWhen: "is_admin") var admin_note = ""
    @FormText(enabledWhen: "is_admin") var role = "member"
    @FormNumber(range: 0...150) var age = 0
    @FormText(.email, rules: [.email]) var email = "ada@example.com"
}

/// A body changes only what a person could edit, and a
/// server can bind and validate in one call.
@Suite struct MassAssignmentTests {
    private func form(_ account: Account = Account(), access: FormAccess = .everything) throws -> FormState<Account> {
        var form = try FormState(account)
        form.setAccess(access)
        return form
    }

    // MARK: What a body may write

    @Test func updateDoesNotWriteARowTheAccessPolicyRefuses() throws {
        var form = try form(access: .editable(except: ["is_admin"], reason: "Only admins"))
        let result = form.update(fromURLEncoded: "user_name=Eve&is_admin=true")
        #expect(try form.model.is_admin == false)
        #expect(try form.model.user_name == "Eve")
        #expect(result.refusedKeys == ["is_admin"])
        #expect(result.change.changedKeys == ["user_name"])
        #expect(result.error == nil)
    }

    @Test func updateDoesNotWriteARowOfAReadOnlyForm() throws {
        var form = try form()
        form.setEditable(false)
        let result = form.update(fromJSON: Data(#"{"user_name":"Eve","age":30}"#.utf8))
        #expect(try form.model == Account())
        #expect(result.refusedKeys == ["user_name", "age"])
        #expect(result.change.changedKeys.isEmpty)
    }

    @Test func aHiddenRowPostedByAClientIsRefused() throws {
        var form = try form()  // admin_note hidden: is_admin is false
        let result = form.update(from: ["admin_note": "promote me"])
        #expect(try form.model.admin_note == "")
        #expect(result.refusedKeys == ["admin_note"])
    }

    @Test func aDisabledRowPostedByAClientIsRefused() throws {
        var form = try form()  // role disabled: is_admin is false
        let result = form.update(fromURLEncoded: "role=owner")
        #expect(try form.model.role == "member")
        #expect(result.refusedKeys == ["role"])
    }

    @Test func aGroupTheAccessPolicyRefusesKeepsEveryRowInIt() throws {
        var form = try FormState(Profile())
        form.setAccess(.editable(except: ["address"]))
        let result = form.update(fromURLEncoded: "user_name=Ada&address%5Bcity%5D=London&address%5Bstreet%5D=Strand")
        #expect(result.refusedKeys == ["address.street", "address.city"])  // row keys, in form order
        #expect(try form.model.address == Address())
        #expect(try form.model.user_name == "Ada")
    }

    @Test func rowsAreJudgedOnTheValuesTheBodyLeaves() throws {
        // The person ticked is_admin, which showed the note and enabled the role: all three are theirs to send.
        var form = try form()
        let result = form.update(fromURLEncoded: "is_admin=true&admin_note=hi&role=owner")
        #expect(result.refusedKeys.isEmpty)
        #expect(try form.model.admin_note == "hi")
        #expect(try form.model.role == "owner")
    }

    @Test func aRefusedRowKeepsTheRowsItHidesHidden() throws {
        // is_admin is refused, so it stays false, and the note and role it would open stay closed.
        var form = try form(access: .editable(except: ["is_admin"]))
        let result = form.update(fromURLEncoded: "is_admin=true&admin_note=hi&role=owner")
        #expect(result.refusedKeys == ["is_admin", "admin_note", "role"])
        #expect(try form.model == Account())
        #expect(result.change.changedKeys.isEmpty)
    }

    @Test func aSentValueEqualToTheRowsValueIsNoRefusal() throws {
        // A browser posts an input hidden by CSS as it is.
        var form = try form()
        let result = form.update(fromURLEncoded: "admin_note=&role=member&user_name=Ada")
        #expect(result.refusedKeys.isEmpty)
        #expect(try form.model.user_name == "Ada")
    }

    @Test func aValueThatDoesNotFitARefusedRowIsARefusalNotAFieldError() throws {
        var form = try form(access: .readOnly(except: ["user_name"]))
        let result = form.update(fromURLEncoded: "age=forty")
        #expect(result.fieldErrors.isEmpty)
        #expect(result.refusedKeys == ["age"])
        #expect(form.rows.first { $0.key == "age" }?.inputError == nil)
    }

    @Test func anAbsentCheckboxOfARefusedRowKeepsItsValue() throws {
        var admin = Account()
        admin.is_admin = true
        var form = try form(admin, access: .editable(except: ["is_admin"]))
        let result = form.update(fromURLEncoded: "user_name=Ada", options: .init(absentBooleansAreFalse: true))
        #expect(try form.model.is_admin == true)
        #expect(result.refusedKeys.isEmpty)  // nothing was sent for it
    }

    @Test func writesEveryRowOptsInToWritingRefusedRows() throws {
        var form = try form(access: .editable(except: ["is_admin"]))
        form.setEditable(false)
        let result = form.update(
            fromURLEncoded: "is_admin=true&admin_note=hi&role=owner",
            options: .init(writesEveryRow: true))
        #expect(result.refusedKeys.isEmpty)
        #expect(try form.model.is_admin && form.model.admin_note == "hi" && form.model.role == "owner")
    }

    @Test func rejectsRefusedKeysMakesThemAnError() throws {
        var form = try form(access: .editable(except: ["is_admin"]))
        let lenient = form.update(fromURLEncoded: "is_admin=true")
        #expect(lenient.error == nil)
        let strict = form.update(fromURLEncoded: "is_admin=true", options: .init(rejectsRefusedKeys: true))
        let error = try #require(strict.error)
        #expect(error.refusedKeys == ["is_admin"])
        #expect(error.description == "not editable: is_admin")
    }

    @Test func modelFromABodyDoesNotTakeRowsItsConditionsHide() throws {
        let account = try Account(urlEncoded: "user_name=Eve&admin_note=x&role=owner")
        #expect(account.admin_note == "")
        #expect(account.role == "member")
        #expect(throws: FormSubmissionError(refusedKeys: ["admin_note", "role"])) {
            try Account(urlEncoded: "admin_note=x&role=owner", options: .init(rejectsRefusedKeys: true))
        }
    }

    // MARK: Binding and validating in one call

    @Test func modelFromABodyRefusesANumberOutsideItsRangeEvenUnvalidated() throws {
        // A declared range is enforced where the body enters, not only when validating.
        let error = try #require(throws: FormSubmissionError.self) {
            try Account(urlEncoded: "user_name=Ada&age=1000")
        }
        #expect(error.fieldErrors.map(\.message) == ["Age must be between 0 and 150"])
        #expect(error.fieldErrors.map(\.input) == ["1000"])
    }

    @Test func modelFromABodyBreaksARuleUnlessValidated() throws {
        // A rule that is not a declared limit is checked by validation alone.
        #expect(try Account(urlEncoded: "user_name=Ada&email=nope").email == "nope")
        #expect(throws: FormSubmissionError.self) {
            try Account(urlEncoded: "user_name=Ada&email=nope", options: .init(validates: true))
        }
    }

    @Test func validatingThrowsEveryProblemTogether() throws {
        let error = try #require(throws: FormSubmissionError.self) {
            try Account(
                urlEncoded: "age=1000&email=nope&role=owner&nickname=eve&is_admin=maybe",
                options: .init(validates: true))
        }
        // The role is disabled only because is_admin was refused: held, not refused, until is_admin is corrected.
        #expect(error.fieldErrors.map(\.key) == ["is_admin", "role", "age"])
        #expect(error.validationErrors.map(\.key) == ["user_name", "email"])
        #expect(error.refusedKeys.isEmpty)
        #expect(error.unknownKeys == ["nickname"])
        #expect(
            error.description == """
                is_admin: Is Admin must be yes or no (sent "maybe")
                role: Role is not saved until Is Admin is corrected (sent "owner")
                age: Age must be between 0 and 150 (sent "1000")
                user_name: User Name is required
                email: Email must be a valid email address
                unknown key: nickname
                """)
    }

    @Test func validatingAValidBodyReturnsTheModel() throws {
        let account = try Account(json: Data(#"{"user_name":"Ada","age":36}"#.utf8), options: .init(validates: true))
        #expect(account.user_name == "Ada")
        #expect(account.age == 36)
    }

    @Test func validatingAnUpdateReportsRuleErrorsInTheResult() throws {
        var form = try form()
        let result = form.update(fromURLEncoded: "user_name=Ada&email=nope", options: .init(validates: true))
        #expect(result.validationErrors.map(\.message) == ["Email must be a valid email address"])
        #expect(result.error?.validationErrors == result.validationErrors)
        #expect(form.update(fromURLEncoded: "email=nope").error == nil)  // not asked: no validation
    }

    @Test func aValueThatDoesNotFitIsReportedOnceWhenValidating() throws {
        var form = try form()
        let result = form.update(fromURLEncoded: "user_name=Ada&age=forty", options: .init(validates: true))
        #expect(result.fieldErrors.map(\.key) == ["age"])
        #expect(result.validationErrors.isEmpty)
    }
}
