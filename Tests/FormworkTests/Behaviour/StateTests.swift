import Formwork
import Foundation
import Testing

/// Effective state = form ∧ section ∧ row, and the access policies.
@Suite struct StateTests {
    @Test func readOnlyModeDisablesEveryRowAndKeepsValues() throws {
        var form = try FormState(Shipping())
        try form.setText("CN", for: "country")
        form.setEditable(false)
        #expect(form.rows.allSatisfy { !$0.isEnabled })
        let error = #expect(throws: FormInputError.self) { try form.setText("US", for: "country") }
        #expect(error?.reason == .disabled(reason: nil))
        #expect(error?.message == "Country cannot be edited")
        #expect(form.value(for: "country") == "CN")
        form.setEditable(true)
        #expect(form.row("country")?.isEnabled == true)
    }

    @Test func aSectionConditionDisablesItsRowsWhateverTheirOwn() throws {
        var form = try FormState(Dashboard())
        // r11 has no condition of its own; section "Four" is enabled only when c == 1.
        #expect(form.row("r11")?.isEnabled == false)
        try form.setText("1", for: "c")
        #expect(form.row("r11")?.isEnabled == true)
        // r6 (own condition b > 2) sits in the untitled-after-One section, which has no condition.
        #expect(form.row("r6")?.isEnabled == false)
        try form.setText("3", for: "b")
        #expect(form.row("r6")?.isEnabled == true)
        form.setEditable(false)
        #expect(form.row("r6")?.isEnabled == false)
        #expect(form.row("r11")?.isEnabled == false)
    }

    @Test func aWhiteListLeavesOnlyTheListedRowsAndGroupsEditable() throws {
        var form = try FormState(Checkout())
        try form.setText("yes", for: "gift")
        try form.setText("CN", for: "recipient.country")
        form.setAccess(.readOnly(except: ["recipient"], reason: "Locked after payment"))
        #expect(form.row("gift")?.isEnabled == false)
        #expect(form.row("gift")?.disabledReason == "Locked after payment")
        #expect(form.row("recipient.city")?.isEnabled == true)
        #expect(form.row("recipient.province")?.isEnabled == true)
        let error = #expect(throws: FormInputError.self) { try form.setText("no", for: "gift") }
        #expect(error?.message == "Gift cannot be edited: Locked after payment")
        #expect(form.value(for: "gift") == true)
    }

    @Test func aBlackListDisablesTheListedRowsWithTheirReason() throws {
        var form = try FormState(Registration())
        let change = form.setAccess(.editable(except: ["user_name"], reason: "Names are verified"))
        #expect(change.enabledChangedRows == [FormRow.IndexPath(section: 0, row: 0)])
        #expect(form.row("user_name")?.disabledReason == "Names are verified")
        #expect(form.row("email")?.isEnabled == true)
        #expect(throws: FormInputError.self) { try form.setText("Ada", for: "user_name") }
    }

    @Test func aPermissionClosureDecidesPerRow() throws {
        var form = try FormState(Registration())
        form.setAccess(.custom { key in key.hasPrefix("password") ? .disabled(reason: "Change it in Settings") : .editable })
        #expect(form.rows.filter { !$0.isEnabled }.map(\.key) == ["password", "password_confirmation", "topics"])
        #expect(form.row("password")?.disabledReason == "Change it in Settings")
    }

    @Test func indexPathsSkipHiddenRowsAndSections() throws {
        var form = try FormState(Registration())
        // Age 0: bio and the guardian section are hidden; Extra is section 1.
        #expect(form.indexPath(of: "newsletter") == FormRow.IndexPath(section: 0, row: 5))
        #expect(form.indexPath(of: "tags") == FormRow.IndexPath(section: 1, row: 1))
        #expect(form.indexPath(of: "bio") == nil)
        #expect(form.row(at: FormRow.IndexPath(section: 1, row: 1))?.key == "tags")
        #expect(form.row(at: FormRow.IndexPath(section: 3, row: 0)) == nil)
        try form.setText("15", for: "age")
        // Age 15: bio (row 5) and the guardian section (section 1) are shown.
        #expect(form.indexPath(of: "newsletter") == FormRow.IndexPath(section: 0, row: 6))
        #expect(form.indexPath(of: "guardian_name") == FormRow.IndexPath(section: 1, row: 0))
        #expect(form.indexPath(of: "tags") == FormRow.IndexPath(section: 2, row: 1))
        #expect(form.allSections.count == 3)
        #expect(form.allRows.count == 10)
    }
}
