import FormworkFixtures
import Foundation
import Testing

@testable import Formwork

// `form.edit { $0.age = 42 }`: edits through the model's own properties.

private struct EditFailure: Error, Equatable {}

@Suite struct TypedEditTests {
    @Test func editWritesTheChangedRowsThroughTheModelsProperties() throws {
        var form = try FormState(Profile())
        let change = try form.edit {
            $0.age = 42
            $0.user_name = "Ada"
        }
        #expect(change.changedKeys == ["user_name", "age"])
        #expect(form.value(for: "age") == .integer(42))
        #expect(form.value(for: "user_name") == .string("Ada"))
        #expect(try form.model.age == 42)
        #expect(form.changedKeys == ["user_name", "age"])
    }

    @Test func editReachesRowsInsideGroupsAndListRows() throws {
        var form = try FormState(Profile())
        let change = try form.edit {
            $0.address.city = "London"
            $0.tags.append("math")
        }
        #expect(change.changedKeys == ["tags", "address.city"])
        #expect(change.listChanges.isEmpty)
        #expect(form.value(for: "address.city") == .string("London"))
        #expect(form.value(for: "tags") == .array([.string("math")]))
    }

    @Test func anEditThatSetsTheCurrentValuesChangesNothing() throws {
        var form = try FormState(Profile())
        let change = try form.edit { $0.age = 0 }
        #expect(change.isEmpty)
        #expect(!form.hasChanges)
    }

    @Test func aValueOutsideTheDeclaredLimitsIsRefusedAsSetValueRefusesIt() throws {
        var form = try FormState(Registration())
        var other = form
        let setValueError = #expect(throws: FormInputError.self) { try other.setValue(200, for: "age") }
        let error = #expect(throws: FormEditError.self) { try form.edit { $0.age = 200 } }
        #expect(error?.refusedEdits == [setValueError].compactMap { $0 })
        #expect(error?.refusedEdits.first?.message == "Age must be between 0 and 150")
        #expect(error?.refusedEdits.first?.reason == .outOfRange(minimum: .integer(0), maximum: .integer(150)))
        #expect(error?.refusedEdits.first?.input == "200")
    }

    @Test func aRefusedEditChangesNothingAndNamesEveryRefusedRow() throws {
        var form = try FormState(Registration())
        let error = #expect(throws: FormEditError.self) {
            try form.edit {
                $0.user_name = "Ada"  // acceptable on its own
                $0.age = 200  // out of range
                $0.bio = "hello"  // hidden only because age stays 0: held, not refused as hidden
            }
        }
        #expect(error?.keys == ["age", "bio"])
        #expect(error?.description == "Age must be between 0 and 150\nBio is not saved until Age is corrected")
        #expect(form.value(for: "user_name") == .string(""))
        #expect(!form.hasChanges)
        #expect(form.refusedEdits.isEmpty)
    }

    @Test func rowsAreJudgedOnTheValuesTheEditLeaves() throws {
        var form = try FormState(Registration())
        let change = try form.edit {
            $0.age = 42
            $0.bio = "hello"  // shown from age 13 on
        }
        #expect(change.changedKeys == ["age", "bio"])
        #expect(change.appearedKeys == ["bio"])
        #expect(form.value(for: "bio") == .string("hello"))
    }

    @Test func aRowHiddenByTheSameEditIsRefused() throws {
        var form = try FormState(Registration())
        try form.setText("42", for: "age")
        let error = #expect(throws: FormEditError.self) {
            try form.edit {
                $0.age = 5
                $0.bio = "hello"
            }
        }
        #expect(error?.refusedEdits.map(\.reason) == [.hidden])
        #expect(form.value(for: "age") == .integer(42))
    }

    @Test func rowsTheAccessPolicyOrReadOnlyModeDisableAreRefused() throws {
        var form = try FormState(Registration())
        form.setAccess(.editable(except: ["email"], reason: "Set by your administrator"))
        let refused = #expect(throws: FormEditError.self) { try form.edit { $0.email = "ada@example.com" } }
        #expect(refused?.refusedEdits.map(\.reason) == [.disabled(reason: "Set by your administrator")])
        #expect(refused?.description == "Email cannot be edited: Set by your administrator")

        form.setEditable(false)
        let readOnly = #expect(throws: FormEditError.self) { try form.edit { $0.user_name = "Ada" } }
        #expect(readOnly?.keys == ["user_name"])
    }

    @Test func aTitleRowIsRefusedAsReadOnly() throws {
        var form = try FormState(Everything())
        let error = #expect(throws: FormEditError.self) { try form.edit { $0.heading = "Something else" } }
        #expect(error?.refusedEdits.map(\.reason) == [.readOnly])
        #expect(form.value(for: "heading") == .string("Everything"))
    }

    @Test func conditionsAreEvaluatedOnceForTheWholeEdit() throws {
        var form = try FormState(Dashboard())
        let before = form.conditionEvaluationCount
        try form.edit {
            $0.a = 1
            $0.b = 2
            $0.c = 3
        }
        // Dashboard's 13 conditions each read a, b or c; each runs once, r3 (which reads all three) included.
        #expect(form.conditionEvaluationCount - before == 13)
    }

    @Test func aWrittenRowForgetsItsEarlierRefusalAndUntouchedRowsKeepTheirs() throws {
        var form = try FormState(Registration())
        try form.setText("20", for: "age")
        #expect(throws: FormInputError.self) { try form.setText("far too long a bio", for: "bio") }
        #expect(throws: FormInputError.self) { try form.setText("forty", for: "age") }
        try form.edit { $0.bio = "short" }
        #expect(form.refusedEdits.map(\.key) == ["age"])
        #expect(form.row("age")?.inputError?.input == "forty")
    }

    @Test func propertiesThatAreNotRowsAreKeptInTheSource() throws {
        var form = try FormState(Profile())
        let id = UUID(uuidString: "8A4B3C2D-1E0F-4A5B-9C8D-7E6F5A4B3C2D")!
        let change = try form.edit { $0.serverID = id }
        #expect(change.isEmpty)
        #expect(!form.hasChanges)
        #expect(try form.model.serverID == id)
        #expect(form.source.serverID == id)
    }

    @Test func resetPutsBackThePropertiesThatAreNotRows() throws {
        let profile = Profile()
        var form = try FormState(profile)
        try form.edit {
            $0.serverID = UUID()
            $0.age = 30
        }
        form.reset()
        #expect(try form.model == profile)
    }

    @Test func anErrorThrownByTheBodyChangesNothing() throws {
        var form = try FormState(Profile())
        #expect(throws: EditFailure.self) {
            try form.edit {
                $0.age = 42
                throw EditFailure()
            }
        }
        #expect(form.value(for: "age") == .integer(0))
        #expect(!form.hasChanges)
    }
}
