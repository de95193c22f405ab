import Formwork
import FormworkFixtures
import Foundation
import Testing

/// A list refused for one of its items names the item, by its position
/// counted from one and as typed, and says why in the words a row of the
/// item's type uses; no message names a Swift type.
@Suite struct ListItemRefusalTests {
    struct Scores: FormModel {
        @FormList var scores: [Int] = []
        @FormList var ages: [UInt8] = []
        @FormList var weights: [Double] = []
        @FormList var prices: [Decimal] = []
        @FormList var topics: [Topic] = []
        @FormList var tags: [String] = []
        @FormEnumerated var genders: [Gender] = []
    }

    @Test(arguments: [
        ("scores", "1, 2, x", "Scores item 3 (\"x\") must be a whole number"),
        ("scores", "1, 2.5", "Scores item 2 (\"2.5\") must be a whole number"),
        // 2^63 = 9 223 372 036 854 775 808 is one past Int.max.
        ("scores", "9223372036854775808", "Scores item 1 (\"9223372036854775808\") is too large"),
        ("ages", "3, -1", "Ages item 2 (\"-1\") must be zero or more"),
        ("ages", "255, 256", "Ages item 2 (\"256\") is too large"),
        ("weights", "1.5, abc", "Weights item 2 (\"abc\") must be a number"),
        ("weights", "1, inf", "Weights item 2 (\"inf\") must be a number"),
        // The largest finite double is about 1.8e308: 1e400 has none.
        ("weights", "1e400", "Weights item 1 (\"1e400\") is too large"),
        ("prices", "0.1, 2, ten", "Prices item 3 (\"ten\") must be a number"),
        ("topics", "swift, cooking", "Topics item 2 (\"cooking\") must be one of Swift, Design, Music"),
        ("genders", "female, robot", "Genders item 2 (\"robot\") must be one of Female, Male, Prefer Not to Say"),
    ])
    func typedTextNamesTheItemThatIsWrongAndWhy(_ key: String, _ text: String, _ message: String) throws {
        var form = try FormState(Scores())
        let error = #expect(throws: FormInputError.self) { try form.setText(text, for: key) }
        #expect(error?.message == message)
        #expect(form.value(for: key) == .array([]))
    }

    @Test func aValueSetInCodeNamesTheItemAsTypedTextDoes() throws {
        var form = try FormState(Scores())
        let set = #expect(throws: FormInputError.self) {
            try form.setValue(FormValue.array([.integer(1), .string("x")]), for: "scores")
        }
        #expect(set?.message == "Scores item 2 (\"x\") must be a whole number")
        #expect(set?.reason == .invalidValue(expected: .item(position: 2, expected: .wholeNumber)))
        let topic = #expect(throws: FormInputError.self) {
            try form.setValue(FormValue.array([.string("cooking")]), for: "topics")
        }
        #expect(topic?.message == "Topics item 1 (\"cooking\") must be one of Swift, Design, Music")
        #expect(topic?.reason == .notAnOption)
    }

    @Test func anInsertedItemIsNamedAtItsPosition() throws {
        var form = try FormState(Scores())
        try form.setText("1, 2", for: "scores")
        let error = #expect(throws: FormInputError.self) { try form.insertItem(.string("x"), at: 1, into: "scores") }
        #expect(error?.message == "Scores item 2 (\"x\") must be a whole number")
        #expect(form.value(for: "scores") == .array([.integer(1), .integer(2)]))
    }

    @Test func aValueThatIsNoListSaysWhatTheListHolds() throws {
        var form = try FormState(Scores())
        let scores = #expect(throws: FormInputError.self) { try form.setValue(FormValue.bool(true), for: "scores") }
        #expect(scores?.message == "Scores must be a list of whole numbers")
        let weights = #expect(throws: FormInputError.self) { try form.setValue(FormValue.bool(true), for: "weights") }
        #expect(weights?.message == "Weights must be a list of numbers")
    }

    @Test(arguments: ["scores", "ages", "weights", "prices", "topics", "tags", "genders"])
    func noRefusalOfAListNamesASwiftType(_ key: String) throws {
        var form = try FormState(Scores())
        for value in [FormValue.bool(true), .array([.bool(true)]), .array([.object([])]), .string("x, ?")] {
            do {
                try form.setValue(value, for: key)
            } catch {
                #expect(!error.message.contains("<") && !error.message.contains("Array"), "\(error.message)")
                #expect(!error.message.contains("Int") && !error.message.contains("Double"), "\(error.message)")
            }
        }
    }
}
