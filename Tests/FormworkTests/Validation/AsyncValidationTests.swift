import Formwork
import FormworkFixtures
import Foundation
import Testing

// `try await form.validate(using:)`: rules that wait for a server.

/// A one-shot signal a test fires and tasks wait for: structured, no timing.
private actor Signal {
    private var fired = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func fire() {
        fired = true
        for waiter in waiters { waiter.resume() }
        waiters = []
    }

    func wait() async {
        if fired { return }
        await withCheckedContinuation { waiters.append($0) }
    }
}

/// Counts how many times rules ran.
private actor Calls {
    private(set) var count = 0
    func record() { count += 1 }
}

private struct ServerDown: Error, CustomStringConvertible {
    var description: String { "the server is down" }
}

/// The registration form with a user name that passes its own rules.
private func registration(userName: String = "ada") throws -> FormState<Registration> {
    var form = try FormState(Registration())
    try form.setText(userName, for: "user_name")
    return form
}

private func nameRule(_ calls: Calls? = nil) -> FormAsyncRule {
    FormAsyncRule(field: "user_name", kind: "available") { (name: String) in
        await calls?.record()
        return name == "ada" ? "\(name) is taken" : nil
    }
}

@Suite struct AsyncValidationTests {
    @Test func asyncErrorsAreMergedInFormOrderAfterEachRowsOwn() async throws {
        let form = try registration()
        let minors = FormAsyncRule(field: "age", kind: "insurable") { (age: Int) in
            age < 18 ? "We cannot insure minors" : nil
        }
        let errors = try await form.validate(using: [minors, nameRule()])
        #expect(
            errors.map(\.description) == [
                "user_name: ada is taken",
                "age: We cannot insure minors",
                "email: Email is required",
                "password: Password is required",
            ])
        #expect(errors.prefix(2).map(\.kind) == [.rule("available"), .rule("insurable")])
    }

    @Test func theSynchronousErrorsAreReturnedAsTheyAreWhenAsyncRulesPass() async throws {
        let form = try registration(userName: "grace")
        #expect(try await form.validate(using: [nameRule()]) == form.validate())
    }

    @Test func aRowWithASynchronousErrorIsNotAskedAbout() async throws {
        let form = try registration(userName: "admin")  // the model's own check: "User Name is taken"
        let calls = Calls()
        let errors = try await form.validate(using: [nameRule(calls)])
        #expect(await calls.count == 0)
        #expect(errors.filter { $0.key == "user_name" }.map(\.message) == ["User Name is taken"])
    }

    @Test func hiddenRowsAreNotAskedAboutUnlessIncluded() async throws {
        let form = try registration()  // bio is hidden at age 0
        let calls = Calls()
        let bio = FormAsyncRule(field: "bio", checksEmptyValues: true) { (_: String) in
            await calls.record()
            return "Bio is not allowed"
        }
        #expect(try await !form.validate(using: [bio]).contains { $0.key == "bio" })
        #expect(await calls.count == 0)
        #expect(try await form.validate([.includeHidden], using: [bio]).contains { $0.message == "Bio is not allowed" })
    }

    @Test func anEmptyValueIsNotAskedAboutUnlessTheRuleChecksEmptyValues() async throws {
        let form = try registration()
        let calls = Calls()
        func rule(checksEmptyValues: Bool) -> FormAsyncRule {
            FormAsyncRule(field: "password_confirmation", checksEmptyValues: checksEmptyValues) { (_: String) in
                await calls.record()
                return nil
            }
        }
        _ = try await form.validate(using: [rule(checksEmptyValues: false)])
        #expect(await calls.count == 0)
        _ = try await form.validate(using: [rule(checksEmptyValues: true)])
        #expect(await calls.count == 1)
    }

    @Test func aRuleNamingNoFieldThrowsBeforeAnyRuleRuns() async throws {
        let form = try registration()
        let calls = Calls()
        let misspelt = FormAsyncRule(field: "user_nme", kind: "available") { (_: String) in nil }
        do {
            _ = try await form.validate(using: [nameRule(calls), misspelt])
            Issue.record("expected an error")
        } catch let error as FormAsyncRule.ValidationError {
            #expect(
                error.message
                    == "Rule `available` checks the field 'user_nme', which `Registration` does not have. Did you mean 'user_name'?"
            )
            guard case .unknownField(let suggestion) = error.reason else { Issue.record("\(error.reason)"); return }
            #expect(suggestion == "user_name")
        }
        #expect(await calls.count == 0)
    }

    @Test func aRuleReadingAnotherTypeThanItsRowThrows() async throws {
        let form = try registration()
        let wrong = FormAsyncRule(field: "age") { (_: String) in nil }
        do {
            _ = try await form.validate(using: [wrong])
            Issue.record("expected an error")
        } catch let error as FormAsyncRule.ValidationError {
            guard case .valueType(let rule, let row) = error.reason else { Issue.record("\(error.reason)"); return }
            #expect((rule, row) == ("String", "Int"))
            #expect(error.message.hasPrefix("Rule `custom` of property `age` of `Registration` reads `String` values"))
        }
    }

    @Test func aRuleThatThrowsIsReportedForTheFirstRowInFormOrderOnceEveryRuleHasFinished() async throws {
        var form = try registration()
        try form.setText("20", for: "age")
        let calls = Calls()
        let failingAge = FormAsyncRule(field: "age") { (_: Int) in throw ServerDown() }
        let failingName = FormAsyncRule(field: "user_name", kind: "available") { (_: String) in throw ServerDown() }
        let passingBio = FormAsyncRule(field: "bio", checksEmptyValues: true) { (_: String) in
            await calls.record()
            return nil
        }
        do {
            _ = try await form.validate(using: [failingAge, passingBio, failingName])
            Issue.record("expected an error")
        } catch let error as FormAsyncRule.ValidationError {
            #expect(error.key == "user_name")
            #expect(error.kind == "available")
            #expect(error.message == "User Name could not be checked: the server is down")
            guard case .ruleFailed(let underlying) = error.reason else { Issue.record("\(error.reason)"); return }
            #expect(underlying is ServerDown)
        }
        #expect(await calls.count == 1)
    }

    @Test func aCancelledTaskThrowsCancellationErrorWithoutRunningRules() async throws {
        let form = try registration()
        let calls = Calls()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await form.validate(using: [nameRule(calls)])
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(await calls.count == 0)
    }

    @Test func cancellingWhileARuleWaitsThrowsCancellationError() async throws {
        let form = try registration()
        let started = Signal()
        let slow = FormAsyncRule(field: "user_name") { (_: String) in
            await started.fire()
            try await Task.sleep(nanoseconds: 3_600_000_000_000)  // ends only by cancellation
            return nil
        }
        let task = Task { try await form.validate(using: [slow]) }
        await started.wait()
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test(.timeLimit(.minutes(1))) func rulesRunConcurrently() async throws {
        // Each rule waits for the other to start: run one after the other, they would never finish.
        var form = try registration(userName: "grace")
        try form.setText("20", for: "age")
        let nameStarted = Signal(), ageStarted = Signal()
        let name = FormAsyncRule(field: "user_name") { (_: String) in
            await nameStarted.fire()
            await ageStarted.wait()
            return nil
        }
        let age = FormAsyncRule(field: "age") { (_: Int) in
            await ageStarted.fire()
            await nameStarted.wait()
            return nil
        }
        #expect(try await form.validate(using: [name, age]) == form.validate())
    }

    @Test func asyncMessagesAreTranslatedLikeOtherRuleFailures() async throws {
        var form = try registration()
        form.localization = FormLocalization { request in
            if case .message(let failure) = request, failure.kind == "available" { return "\(failure.title) est pris" }
            return nil
        }
        let errors = try await form.validate(using: [nameRule()])
        #expect(errors.first?.message == "User Name est pris")
    }
}
