import Formwork
import Foundation
import Testing

/// `validate()` passes over rows that declare no rule without reading
/// their state, and its rules share one lookup of the form's fields. What
/// such a row holds must still be reported, and every rule must still look
/// fields up relative to the model declaring it.
struct ValidationPassTests {
    struct Booking: FormModel {
        @FormText(rules: [.required]) var name = ""
        @FormNumber var seats = 1
        /// 10,000 years after 1970: a date with no date text (year 11970).
        @FormDate var due = Date(timeIntervalSince1970: 10_000 * 365.25 * 86_400)
        @FormText var nickname = "root"
        @FormBoolean var paid = false

        func validate() -> [FormModelError] {
            nickname == "root" ? [FormModelError("nickname", "Root is reserved")] : []
        }
    }

    @Test func rowsWithoutRulesStillReportRefusedEditsDatesAndTheModelsErrors() throws {
        var form = try FormState(Booking())
        #expect(throws: FormInputError.self) { try form.setText("many", for: "seats") }
        let expected = [
            "Name is required",
            "Seats must be a whole number",
            "Due must be a date between the years 0000 and 9999",
            "Root is reserved",
        ]
        #expect(form.validate().map(\.message) == expected)
        #expect(form.validate().map(\.key) == ["name", "seats", "due", "nickname"])
        #expect(form.firstError?.message == "Name is required")
        try form.setText("Ada", for: "name")
        #expect(form.firstError?.message == "Seats must be a whole number")
        // Once the model names nothing, the rows without rules report only what they hold.
        try form.setText("ada", for: "nickname")
        #expect(form.validate().map(\.key) == ["seats", "due"])
        try form.setText("2", for: "seats")
        #expect(form.validate().map(\.message) == ["Due must be a date between the years 0000 and 9999"])
        #expect(throws: FormInputError.self) { try form.setText("soon", for: "seats") }
        #expect(form.validate().map(\.key) == ["seats", "due"])
        try form.setText("2", for: "seats")
        try form.setText("2026-11-24T09:00:00Z", for: "due")
        #expect(form.validate().isEmpty)
        #expect(form.firstError == nil)
    }

    struct Door: FormModel {
        @FormText var code = ""
        @FormText(rules: [.equals(field: "code")]) var code_again = ""
    }

    struct Building: FormModel {
        @FormText var code = ""
        @FormText(rules: [.equals(field: "code")]) var code_again = ""
        @FormGroup var door = Door()
    }

    @Test func rulesOfEveryRowLookFieldsUpRelativeToTheirModel() throws {
        var form = try FormState(Building())
        try form.setText("1234", for: "code")
        try form.setText("1234", for: "code_again")
        try form.setText("9999", for: "door.code")
        // Matches the building's code, not the door's: refused.
        try form.setText("1234", for: "door.code_again")
        #expect(form.validate().map(\.key) == ["door.code_again"])
        #expect(form.validate().map(\.message) == ["Code Again must match Code"])
        try form.setText("9999", for: "door.code_again")
        try form.setText("12345", for: "code_again")
        #expect(form.validate().map(\.key) == ["code_again"])
        // The referenced field's title comes through the form's localization.
        form.localization = FormLocalization { request in
            if case .title(key: "code", _) = request { return "Building Code" }
            return nil
        }
        #expect(form.validate().map(\.message) == ["Code Again must match Building Code"])
    }
}
