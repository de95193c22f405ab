import Formwork
import Foundation
import Testing

private struct Person: FormModel {
    @FormNumber var age = 0
    @FormNumber var height: Double = 0
    @FormNumber var balance: Decimal = 0
    @FormNumber var stock: UInt = 0
}

/// The same bad input on the same row says the same thing,
/// whichever way it entered.
@Suite struct OneMessageTests {
    /// (key, typed text, the value set or sent, message)
    private static let inputs: [(String, String, FormValue, String)] = [
        ("age", "forty", .string("forty"), "Age must be a whole number"),
        ("age", "3.5", .decimal(Decimal(string: "3.5")!), "Age must be a whole number"),
        ("age", "99999999999999999999", .decimal(Decimal(string: "99999999999999999999")!), "Age is too large"),
        ("age", "-99999999999999999999", .decimal(Decimal(string: "-99999999999999999999")!), "Age is too small"),
        ("height", "forty", .string("forty"), "Height must be a number"),
        ("balance", "forty", .string("forty"), "Balance must be a number"),
        ("stock", "-1", .integer(-1), "Stock must be zero or more"),
        ("stock", "forty", .string("forty"), "Stock must be a whole number"),
    ]

    @Test func theSameBadInputGivesTheSameMessageOnEveryPath() throws {
        for (key, text, value, message) in Self.inputs {
            for path in InputPath.allCases {
                var form = try FormState(Person())
                #expect(path.enter(text, value, for: key, in: &form)?.message == message, "\(key) \(text) by \(path)")
            }
        }
    }

    @Test func anEmptyBoxOnAWholeNumberRowSaysWholeNumber() throws {
        var form = try FormState(Person())
        let error = #expect(throws: FormInputError.self) { try form.setText("", for: "age") }
        #expect(error?.message == "Age must be a whole number")
        #expect(form.update(fromURLEncoded: "age=").fieldErrors.map(\.message) == ["Age must be a whole number"])
    }
}
