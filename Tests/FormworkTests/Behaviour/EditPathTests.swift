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
private struct Handle: FormTextValue {
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
        var form = try ModelForm(ClubSignUp())
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
        var form = try ModelForm(Account())
        try form.setText("  Ada  ", for: "name")
        #expect(form.value(for: "name") == .string("  Ada  "))
        try form.setText(" ", for: "nickname")
        #expect(form.value(for: "nickname") == .string(" "))
        try form.setText("", for: "nickname")
        #expect(form.value(for: "nickname") == .null)
        try form.setText("AdaL", for: "handle")
        #expect(form.value(for: "handle") == .string("adal"))
        let refused = #expect(throws: FormInputError.self) { try form.setText("Ada L", for: "handle") }
        #expect(refused?.reason == .invalidValue)
        #expect(form.value(for: "handle") == .string("adal"))
        #expect(try form.model.handle.text == "adal")
        #expect(try form.model.name == "  Ada  ")
    }

    @Test func anEditOfARowAConditionReadsStillEvaluatesItAndReportsWhatAppeared() throws {
        var form = try ModelForm(ClubSignUp())
        let evaluated = form.conditionEvaluationCount
        let change = try form.setText("42", for: "age")
        #expect(form.conditionEvaluationCount == evaluated + 1)
        #expect(change.changedKeys == ["age"])
        #expect(change.appearedKeys == ["bio"])
        #expect(change.insertedRows == [FormIndexPath(section: 0, row: 2)])
    }

    @Test func anEditInAFormWithAClosureConditionRunsTheClosureWhateverRowItEdits() throws {
        var form = try ModelForm(RoomBooking())
        let evaluated = form.conditionEvaluationCount
        let change = try form.setText("Ada", for: "guest")
        #expect(form.conditionEvaluationCount == evaluated + 1)
        #expect(change == FormChange(changedKeys: ["guest"]))
        #expect(try form.setText("3", for: "nights").appearedKeys == ["late_checkout"])
    }

    @Test func aSuccessfulEditClearsTheRowsRefusedEditOnly() throws {
        var form = try ModelForm(ClubSignUp())
        #expect(throws: FormInputError.self) { try form.setText("151", for: "age") }
        #expect(throws: FormInputError.self) { try form.setText("many", for: "age") }
        try form.setText("Ada", for: "user_name")
        #expect(form.refusedEdits.map(\.key) == ["age"])
        try form.setText("42", for: "age")
        #expect(form.refusedEdits.isEmpty)
    }

    @Test func aNumberRowsLimitIsEnforcedEveryTimeWithTheRulesMessage() throws {
        var form = try ModelForm(ClubSignUp())
        for _ in 0..<2 {
            let error = #expect(throws: FormInputError.self) { try form.setText("151", for: "age") }
            #expect(error?.message == "Age must be between 0 and 150")
            #expect(error?.reason == .outOfRange(minimum: .integer(0), maximum: .integer(150)))
        }
        #expect(form.value(for: "age") == .integer(0))
    }

    @Test func emptyingAnOptionalTextRowStoresNoValue() throws {
        var form = try ModelForm(ClubSignUp())
        try form.setText("+44 20 7946 0000", for: "phone")
        #expect(try form.setText("", for: "phone").changedKeys == ["phone"])
        #expect(form.value(for: "phone") == .null)
    }

    @Test func anEditThatKeepsTheValueReportsNoChange() throws {
        var form = try ModelForm(ClubSignUp())
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
        cleared.insertedRows = [FormIndexPath(section: 0, row: 2)]
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
