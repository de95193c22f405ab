import Foundation
import Testing

@testable import Formwork

/// A sign-up form where only `age` is read by a condition.
private struct ClubSignUp: FormModel {
    @FormText var user_name = ""
    @FormNumber(range: 0...150) var age = 0
    @FormLongText(visibleWhen: "age > 12") var bio = ""
    @FormText(.phone) var phone: String? = nil
}

/// A booking whose closure condition may read any row.
private struct RoomBooking: FormModel {
    @FormText var guest = ""
    @FormNumber var nights = 1
    @FormBoolean(visibleWhen: .model { (booking: RoomBooking) in booking.nights > 2 }) var late_checkout = false
}

/// A handle, kept in lower case: a text type of the app's own, read by its own reading.
private struct Handle: FormFieldKind.TextValue {
    var text: String
    var formValue: FormValue { .string(text) }
    init(_ text: String) { self.text = text }
    init?(formValue: FormValue) {
        guard case .string(let text) = formValue, !text.contains(" ") else { return nil }
        self.text = text.lowercased()
    }
}

private struct Account: FormModel {
    @FormText var name = ""
    @FormText var nickname: String? = nil
    @FormText var handle = Handle("ada")
}

/// The short path an edit takes when no condition can flip, and the
/// per-row declarations it reads, each checked against the long way.
@Suite struct EditPathTests {
    @Test func anEditOfARowNoConditionReadsEvaluatesNoConditionAndReportsOnlyItsKey() throws {
        var form = try FormState(ClubSignUp())
        let evaluated = form.conditionEvaluationCount
        let change = try form.setText("Ada", for: "user_name")
        #expect(change == FormChange(changedKeys: ["user_name"]))
        #expect(change.conditionError == nil)
        #expect(form.conditionEvaluationCount == evaluated)
        #expect(form.value(for: "user_name") == .string("Ada"))
    }

    /// A `String` row takes typed text as it is, without reading it again;
    /// a text row of another type still reads it through that type.
    @Test func textIsTakenAsTypedByStringRowsAndReadByOtherTextTypes() throws {
        var form = try FormState(Account())
        try form.setText("  Ada  ", for: "name")
        #expect(form.value(for: "name") == .string("  Ada  "))
        try form.setText(" ", for: "nickname")
        #expect(form.value(for: "nickname") == .string(" "))
        try form.setText("", for: "nickname")
        #expect(form.value(for: "nickname") == .null)
        try form.setText("AdaL", for: "handle")
        #expect(form.value(for: "handle") == .string("adal"))
        let refused = #expect(throws: FormInputError.self) { try form.setText("Ada L", for: "handle") }
        #expect(refused?.reason == .invalidValue(expected: .text))
        #expect(form.value(for: "handle") == .string("adal"))
        #expect(try form.model.handle.text == "adal")
        #expect(try form.model.name == "  Ada  ")
    }

    @Test func anEditOfARowAConditionReadsStillEvaluatesItAndReportsWhatAppeared() throws {
        var form = try FormState(ClubSignUp())
        let evaluated = form.conditionEvaluationCount
        let change = try form.setText("42", for: "age")
        #expect(form.conditionEvaluationCount == evaluated + 1)
        #expect(change.changedKeys == ["age"])
        #expect(change.appearedKeys == ["bio"])
        #expect(change.insertedRows == [FormRow.IndexPath(section: 0, row: 2)])
    }

    @Test func anEditInAFormWithAClosureConditionRunsTheClosureWhateverRowItEdits() throws {
        var form = try FormState(RoomBooking())
        let evaluated = form.conditionEvaluationCount
        let change = try form.setText("Ada", for: "guest")
        #expect(form.conditionEvaluationCount == evaluated + 1)
        #expect(change == FormChange(changedKeys: ["guest"]))
        #expect(try form.setText("3", for: "nights").appearedKeys == ["late_checkout"])
    }

    @Test func aSuccessfulEditClearsTheRowsRefusedEditOnly() throws {
        var form = try FormState(ClubSignUp())
        #expect(throws: FormInputError.self) { try form.setText("151", for: "age") }
        #expect(throws: FormInputError.self) { try form.setText("many", for: "age") }
        try form.setText("Ada", for: "user_name")
        #expect(form.refusedEdits.map(\.key) == ["age"])
        try form.setText("42", for: "age")
        #expect(form.refusedEdits.isEmpty)
    }

    @Test func aNumberRowsLimitIsEnforcedEveryTimeWithTheRulesMessage() throws {
        var form = try FormState(ClubSignUp())
        for _ in 0..<2 {
            let error = #expect(throws: FormInputError.self) { try form.setText("151", for: "age") }
            #expect(error?.message == "Age must be between 0 and 150")
            #expect(error?.reason == .outOfRange(minimum: .integer(0), maximum: .integer(150)))
        }
        #expect(form.value(for: "age") == .integer(0))
    }

    @Test func emptyingAnOptionalTextRowStoresNoValue() throws {
        var form = try FormState(ClubSignUp())
        try form.setText("+44 20 7946 0000", for: "phone")
        #expect(try form.setText("", for: "phone").changedKeys == ["phone"])
        #expect(form.value(for: "phone") == .null)
    }

    @Test func anEditThatKeepsTheValueReportsNoChange() throws {
        var form = try FormState(ClubSignUp())
        try form.setText("Ada", for: "user_name")
        #expect(try form.setText("Ada", for: "user_name").isEmpty)
    }
}

/// `FormChange` keeps all but its keys in one shared box: it must still
/// behave as a plain value.
@Suite struct FormChangeValueTests {
    @Test func aCopyOfAChangeKeepsItsPartsWhenTheOriginalChanges() {
        var original = FormChange(changedKeys: ["tags"])
        original.listChanges = [.inserted(key: "tags", index: 0)]
        let copy = original
        original.listChanges = []
        original.appearedKeys = ["bio"]
        #expect(copy.listChanges == [.inserted(key: "tags", index: 0)])
        #expect(copy.appearedKeys.isEmpty)
        #expect(original.appearedKeys == ["bio"])
    }

    @Test func aChangeWhosePartsWereSetAndClearedEqualsAndHashesAsOneNeverSet() {
        var cleared = FormChange(changedKeys: ["age"])
        cleared.insertedRows = [FormRow.IndexPath(section: 0, row: 2)]
        cleared.insertedRows = []
        let plain = FormChange(changedKeys: ["age"])
        #expect(cleared == plain)
        #expect(Set([cleared, plain]).count == 1)
        #expect(!cleared.isEmpty)
        var emptied = FormChange()
        emptied.deletedSections = [1]
        emptied.deletedSections = []
        #expect(emptied.isEmpty)
    }

    @Test func changesThatDifferInOnePartAreNotEqual() {
        var first = FormChange(changedKeys: ["age"]), second = FormChange(changedKeys: ["age"])
        first.disappearedKeys = ["bio"]
        second.disappearedKeys = ["about"]
        #expect(first != second)
        second.disappearedKeys = ["bio"]
        #expect(first == second)
    }
}

/// A consignment whose rows and sections are hidden and disabled by two controls.
private struct Consignment: FormModel {
    @FormNumber var weight = 0
    @FormBoolean var fragile = false
    @FormText(visibleWhen: "weight > 10") var handling = ""
    @FormText(enabledWhen: "fragile") var wrapping = ""
    var freight = FormSeparator("Freight", visibleWhen: "weight > 20")
    @FormText var carrier = ""
    var customs = FormSeparator("Customs", enabledWhen: "fragile")
    @FormText var contents = ""
}

/// An edit asks whether its row is shown and enabled before anything else;
/// while no condition hides or disables anything the answer skips the
/// sections. Every state the two controls reach, revisited in both
/// directions, is checked against the conditions worked out by hand.
@Suite struct EditRefusalTests {
    @Test func editsAreRefusedExactlyWhereTheConditionsHideOrDisableTheRow() throws {
        var form = try FormState(Consignment())
        let states: [(weight: Int, fragile: Bool)] = [
            (0, false), (25, true), (15, true), (25, false), (0, true), (25, true), (0, false), (15, false), (25, true),
        ]
        for (step, state) in states.enumerated() {
            try form.setText(String(state.weight), for: "weight")
            try form.setText(state.fragile ? "yes" : "no", for: "fragile")
            // Worked out from the declarations: (shown, enabled) per row.
            let expected: [String: (shown: Bool, enabled: Bool)] = [
                "handling": (state.weight > 10, true),
                "wrapping": (true, state.fragile),
                "carrier": (state.weight > 20, true),
                "contents": (true, state.fragile),
            ]
            for (key, row) in expected.sorted(by: { $0.key < $1.key }) {
                let text = "\(key) at step \(step)"
                let context = "\(key), weight \(state.weight), fragile \(state.fragile)"
                if row.shown && row.enabled {
                    #expect(try form.setText(text, for: key).changedKeys == [key], "\(context)")
                    #expect(form.value(for: key) == .string(text), "\(context)")
                } else {
                    let refused = #expect(throws: FormInputError.self, "\(context)") { try form.setText(text, for: key) }
                    #expect(refused?.reason == (row.shown ? .disabled(reason: nil) : .hidden), "\(context)")
                }
                #expect(form.row(key)?.isHidden == !row.shown, "\(context)")
            }
        }
    }

    @Test func aReadOnlyFormOrAPolicyRefusesEditsWhenNothingIsHiddenOrDisabled() throws {
        var form = try FormState(Consignment())
        try form.setText("25", for: "weight")
        try form.setText("yes", for: "fragile")
        try form.setText("DHL", for: "carrier")
        form.setAccess(.readOnly(except: ["weight"], reason: "Shipped"))
        let refused = #expect(throws: FormInputError.self) { try form.setText("UPS", for: "carrier") }
        #expect(refused?.reason == .disabled(reason: "Shipped"))
        try form.setText("26", for: "weight")
        form.setAccess(.everything)
        form.setEditable(false)
        #expect(throws: FormInputError.self) { try form.setText("UPS", for: "carrier") }
        form.setEditable(true)
        try form.setText("UPS", for: "carrier")
        #expect(form.value(for: "carrier") == .string("UPS"))
    }
}
