import Formwork
import FormworkFixtures
import Foundation
import Testing

/// What a person types, read by each kind of row.
@Suite struct InputTests {
    @Test(arguments: [
        ("int", "42", FormValue.integer(42)),
        ("int", " -7 ", .integer(-7)),
        ("int64", "-9223372036854775808", .integer(.min)),
        ("double", "3.5", .double(3.5)),
        ("double", "1e3", .double(1000)),
        ("double", "0.1", .double(0.1)),
        ("decimal", "3.14159265358979323846264338327", .decimal(Decimal(string: "3.14159265358979323846264338327")!)),
        ("maybe_int", "", .null),
        ("maybe_decimal", "  ", .null),
        ("flag", "yes", .bool(true)),
        ("flag", "Off", .bool(false)),
        ("flag", "1", .bool(true)),
        ("maybe_flag", "", .null),
        ("gender", "Female", .string("female")),
        ("gender", "prefer_not_to_say", .string("prefer_not_to_say")),
        ("priority", "High", .integer(3)),
        ("priority", "2", .integer(2)),
        ("size", "Large", .string("L")),
        ("genders", "Male, female", .array([.string("male"), .string("female")])),
        ("topics", "swift,Music", .array([.string("swift"), .string("music")])),
        ("words", "a, b ,c", .array(["a", "b", "c"])),
        ("numbers", "1, -2", .array([.integer(1), .integer(-2)])),
        ("words", "", .array([])),
        ("secret", "", .null),
        ("text", "  kept as typed ", .string("  kept as typed ")),
        ("picture", "https://example.com/a.png", .string("https://example.com/a.png")),
        ("day", "2026-11-21", .date(Date(timeIntervalSince1970: 1_795_219_200))),
        ("moment", "2026-11-21T09:30:00Z", .date(Date(timeIntervalSince1970: 1_795_253_400))),
        ("moment", "2026-11-21T17:30:00+08:00", .date(Date(timeIntervalSince1970: 1_795_253_400))),
        ("address.city", "杭州", .string("杭州")),
    ])
    func readsTypedText(_ key: String, _ text: String, _ expected: FormValue) throws {
        // 2026-11-21 is 20 778 days after 1970-01-01: 20 778 × 86 400 = 1 795 219 200 s; 09:30 adds 34 200 s.
        var form = try FormState(Everything())
        try form.setText(text, for: key)
        #expect(form.value(for: key) == expected)
    }

    @Test(arguments: [
        ("int", "forty", "Int must be a whole number"),
        ("int", "3.5", "Int must be a whole number"),
        ("int", "", "Int must be a whole number"),
        ("int32", "3000000000", "Int 32 is too large"),  // 3e9 > Int32.max 2 147 483 647
        ("int64", "9223372036854775808", "Int 64 is too large"),
        ("double", "1,5", "Double must be a number"),
        ("double", "inf", "Double must be a number"),
        ("flag", "maybe", "Flag must be yes or no"),
        ("gender", "other", "Gender must be one of Female, Male, Prefer Not to Say"),
        ("size", "XL", "Size must be one of Small, Medium, Large"),
        ("genders", "female, robot", "Genders item 2 (\"robot\") must be one of Female, Male, Prefer Not to Say"),
        ("numbers", "1, two", "Numbers item 2 (\"two\") must be a whole number"),
        ("day", "21/11/2026", "Day must be a date like 2026-11-21"),
        ("day", "2026-02-30", "Day must be a date like 2026-11-21"),
        ("moment", "yesterday", "Moment must be a date and time like 2026-11-21T09:30:00Z"),
        ("heading", "New", "Heading cannot be edited"),
    ])
    func refusesTextAndKeepsThePreviousValue(_ key: String, _ text: String, _ message: String) throws {
        var form = try FormState(Everything())
        let before = form.value(for: key)
        let error = #expect(throws: FormInputError.self) { try form.setText(text, for: key) }
        #expect(error?.message == message)
        #expect(error?.input == text)
        #expect(form.value(for: key) == before)
        // A title row refuses structurally: nothing was typed into a box, so nothing is remembered.
        #expect(form.row(key)?.inputError?.message == (key == "heading" ? nil : message))
    }

    @Test func aLaterGoodEditClearsTheRefusal() throws {
        var form = try FormState(Everything())
        #expect(throws: FormInputError.self) { try form.setText("x", for: "int") }
        #expect(form.refusedEdits.map(\.key) == ["int"])
        try form.setText("5", for: "int")
        #expect(form.refusedEdits.isEmpty)
        #expect(form.row("int")?.inputError == nil)
    }

    @Test func unknownKeysSuggestTheClosestRow() throws {
        var form = try FormState(Profile())
        let error = #expect(throws: FormInputError.self) { try form.setText("x", for: "emial") }
        #expect(error?.reason == .unknownField(suggestion: "email"))
        #expect(error?.message == "Unknown field 'emial'. Did you mean 'email'?")
        let far = #expect(throws: FormInputError.self) { try form.setText("x", for: "zzzzzz") }
        #expect(far?.message == "Unknown field 'zzzzzz'.")
    }

    @Test func setValueTakesAnyRepresentationOfTheRowsType() throws {
        var form = try FormState(Everything())
        try form.setValue(FormValue.decimal(42), for: "int")
        #expect(form.value(for: "int") == .integer(42))
        try form.setValue(FormValue.string("0.1"), for: "double")
        #expect(form.value(for: "double") == .double(0.1))
        try form.setValue(FormValue.double(0.1), for: "decimal")
        #expect(form.value(for: "decimal") == .decimal(Decimal(string: "0.1")!))
        let error = #expect(throws: FormInputError.self) { try form.setValue(FormValue.bool(true), for: "int") }
        #expect(error?.message == "Int must be a whole number")
        let notAnOption = #expect(throws: FormInputError.self) { try form.setValue("XL", for: "size") }
        #expect(notAnOption?.reason == .notAnOption)
    }

    @Test func displayTextIsTheSameOnEveryMachine() throws {
        var form = try FormState(Everything())
        try form.setText("secret", for: "secret")
        try form.setText("2026-11-21T09:30:05.250Z", for: "moment")
        try form.setText("yes", for: "flag")
        try form.setText("female, male", for: "genders")
        #expect(form.row("secret")?.displayText == "••••••")
        #expect(form.row("moment")?.displayText == "2026-11-21T09:30:05.250Z")
        #expect(form.row("flag")?.displayText == "Yes")
        #expect(form.row("genders")?.displayText == "Female, Male")
        #expect(form.row("size")?.displayText == "Medium")
    }
}
