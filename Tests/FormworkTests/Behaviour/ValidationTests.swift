import Formwork
import FormworkFixtures
import Foundation
import Testing

@Suite struct ValidationTests {
    @Test func reportsEveryErrorInFormOrderWithTitlesAndRules() throws {
        let form = try FormState(Registration())
        let errors = form.validate()
        #expect(errors.map(\.key) == ["user_name", "email", "password"])
        #expect(errors.map(\.message) == ["User Name is required", "Email is required", "Password is required"])
        #expect(errors.map(\.kind) == [.rule(.required), .rule(.required), .rule(.required)])
    }

    @Test func messagesOfFailingRulesAndTheModelsOwnCheck() throws {
        // An age outside the range comes from the model: typed, it would be refused.
        var registration = Registration()
        registration.age = 200
        var form = try FormState(registration)
        try form.setText("admin", for: "user_name")
        try form.setText("not-an-email", for: "email")
        try form.setText("short", for: "password")
        try form.setText("other", for: "password_confirmation")
        #expect(
            form.validate().map(\.message) == [
                "User Name is taken",
                "Age must be between 0 and 150",
                "Email must be a valid email address",
                "Password must be at least 8 characters",
                "Password Confirmation must match Password",
            ])
        #expect(form.validate().first?.kind == .model)
        #expect(form.firstError?.message == "User Name is taken")
    }

    @Test func aRefusedEditIsReportedInsteadOfTheRowsRules() throws {
        var form = try FormState(Registration())
        #expect(throws: FormInputError.self) { try form.setText("old", for: "age") }
        let age = try #require(form.validate().first { $0.key == "age" })
        #expect(age.kind == .invalidInput)
        #expect(age.message == "Age must be a whole number")
    }

    @Test func hiddenAndDisabledRowsAreSkippedUnlessAsked() throws {
        var form = try FormState(Registration())
        try form.setText("30", for: "age")  // the guardian section is hidden from 18 on
        #expect(!form.validate().contains { $0.key == "guardian_name" })
        #expect(form.validate([.includeHidden]).contains { $0.key == "guardian_name" })
        form.setAccess(.editable(except: ["email"]))
        #expect(!form.validate().contains { $0.key == "email" })
        #expect(form.validate([.includeDisabled]).contains { $0.key == "email" })
    }

    @Test func maxCharactersCountsWhatAPersonSeesAndRefusesMore() throws {
        var form = try FormState(Registration())
        try form.setText("20", for: "age")
        try form.setText(String(repeating: "👨‍👩‍👧", count: 10), for: "bio")
        let error = #expect(throws: FormInputError.self) { try form.setText("🇨🇳🇨🇳🇨🇳🇨🇳🇨🇳🇨🇳🇨🇳🇨🇳🇨🇳🇨🇳🇨🇳", for: "bio") }
        #expect(error?.reason == .tooLong(limit: 10))
        #expect(error?.message == "Bio must be at most 10 characters")
        #expect(form.value(for: "bio") == .string(String(repeating: "👨‍👩‍👧", count: 10)))
        #expect(form.row("bio")?.maxCharacters == 10)
    }

    @Test func requiredRowsCanCarryAMarker() throws {
        var form = try FormState(Registration())
        #expect(form.row("user_name")?.displayTitle == "User Name")
        form.requiredMarker = "*"
        #expect(form.row("user_name")?.displayTitle == "User Name *")
        #expect(form.row("user_name")?.isRequired == true)
        #expect(form.row("age")?.displayTitle == "Age")
    }

    @Test func messagesCanBeReplacedPerRule() throws {
        struct Contact: FormModel {
            @FormText(rules: [.required.message("Tell us your name")]) var name = ""
        }
        #expect(try FormState(Contact()).validate().map(\.message) == ["Tell us your name"])
    }

    @Test func oneHookLocalizesTitlesOptionLabelsAndMessages() throws {
        var form = try FormState(Registration())
        form.localization = FormLocalization { request in
            switch request {
            case .title(key: "user_name", _): return "用户名"
            case .message(let failure) where failure.kind == .required: return "\(failure.title)不能为空"
            default: return nil
            }
        }
        #expect(form.row("user_name")?.title == "用户名")
        #expect(form.validate().first?.message == "用户名不能为空")
        #expect(form.validate().dropFirst().first?.message == "Email不能为空")

        var profile = try FormState(Profile())
        profile.localization = FormLocalization { request in
            if case .optionLabel(key: "gender", value: .string("female"), _) = request { return "女" }
            return nil
        }
        #expect(profile.row("gender")?.options.first?.label == "女")
        #expect(profile.row("gender")?.displayText == "Prefer Not to Say")
    }
}
