import Formwork
import Foundation
import Testing

/// A ledger entry with every kind of number row.
private struct Ledger: FormModel, Equatable {
    @FormNumber var count = 0
    @FormNumber var big: Int64 = 0
    @FormNumber var dbl = 1.0
    @FormNumber var maybe: Double? = nil
    @FormNumber var price: Decimal = 1
}

/// A number either arrives exactly (or, for a `Double`
/// row, as the correctly rounded double of its literal) or is a per-field
/// error that keeps the previous value; it is never rounded without a word.
@Suite struct NumberExactnessTests {
    /// 39 significant digits: one more than `Decimal` holds (38).
    static let thirtyNineDigits = "123456789012345678901234567890123456789"
    /// 38 significant digits followed by three zeros: exact, as 38 digits × 10³.
    static let thirtyEightDigitsTimesAThousand = "12345678901234567890123456789012345678000"

    /// The four ways a value reaches a row, each leaving the row's error message, or nil.
    enum Route: CaseIterable { case urlEncoded, json, dictionaryText, setText }

    private func send(_ literal: String, to key: String, by route: Route) throws -> (FormState<Ledger>, String?) {
        var form = try FormState(Ledger())
        let message: String?
        switch route {
        case .urlEncoded:
            message = form.update(fromURLEncoded: "\(key)=\(literal)").fieldErrors.first?.message
        case .json:
            let result = form.update(fromJSON: Data(#"{"\#(key)":\#(literal)}"#.utf8))
            message = result.fieldErrors.first?.message ?? result.decodingProblems.first?.description
        case .dictionaryText:
            message = form.update(fromDictionary: [key: literal]).fieldErrors.first?.message
        case .setText:
            do {
                try form.setText(literal, for: key)
                message = nil
            } catch {
                message = error.message
            }
        }
        return (form, message)
    }

    @Test(arguments: Route.allCases)
    func doubleBeyondTheLargestFiniteIsTooLargeNotInfinity(_ route: Route) throws {
        // The largest finite double is about 1.8e308 (IEEE 754 binary64), so
        // 1e400 has no finite double. JSON refuses it as a number out of
        // range for the whole body; every other route refuses it for the row.
        for literal in ["1e400", "-1e400"] {
            let (form, message) = try send(literal, to: "dbl", by: route)
            let expected =
                route == .json
                ? "number \(literal) is out of range: a number must be between -1.7976931348623157e308 and "
                    + "1.7976931348623157e308 at line 1, column 8 (byte 7)"
                : "Dbl is too large"
            #expect(message == expected, "\(literal) by \(route)")
            #expect(form.value(Double.self, for: "dbl") == 1.0)
            #expect(try form.model.dbl == 1.0)
        }
    }

    @Test(arguments: [Route.urlEncoded, .dictionaryText, .setText])
    func infAndNaNSpellingsAreNotNumbers(_ route: Route) throws {
        for literal in ["inf", "-inf", "Infinity", "nan", "NaN"] {
            let (form, message) = try send(literal, to: "dbl", by: route)
            #expect(message == "Dbl must be a number", "\(literal) by \(route)")
            #expect(form.value(Double.self, for: "dbl") == 1.0)
        }
    }

    @Test func nonFiniteDoublesGivenAsValuesAreFieldErrors() throws {
        var form = try FormState(Ledger())
        let result = form.update(fromDictionary: ["dbl": Double.infinity, "maybe": Double.nan])
        #expect(result.fieldErrors.map(\.message) == ["Dbl is too large", "Maybe must be a number"])
        #expect(form.value(Double.self, for: "dbl") == 1.0)
        #expect(form.value(Double?.self, for: "maybe") == .some(nil))
        let direct = form.update(from: ["dbl": .double(-.infinity)])
        #expect(direct.fieldErrors.map(\.message) == ["Dbl is too large"])
    }

    @Test(arguments: Route.allCases)
    func decimalsBeyondThirtyEightDigitsAreRefusedNotTruncated(_ route: Route) throws {
        let (form, message) = try send(Self.thirtyNineDigits, to: "price", by: route)
        #expect(message == "Price has more digits than can be kept exactly (at most 38)")
        #expect(form.value(Decimal.self, for: "price") == 1)
    }

    @Test(arguments: Route.allCases)
    func thirtyEightDigitsAndTrailingZerosArriveExactly(_ route: Route) throws {
        let (form, message) = try send(Self.thirtyEightDigitsTimesAThousand, to: "price", by: route)
        #expect(message == nil)
        let price = try #require(form.value(Decimal.self, for: "price"))
        // Decimal prints every digit of an integral value.
        #expect(price.description == Self.thirtyEightDigitsTimesAThousand)
    }

    @Test(arguments: Route.allCases)
    func aDoubleRowGetsTheCorrectlyRoundedDoubleOfALongLiteral(_ route: Route) throws {
        // Swift's Double(String) rounds correctly (to nearest, ties to even),
        // as IEEE 754 requires of decimal conversion: the value a Double row means.
        let (form, message) = try send(Self.thirtyNineDigits, to: "dbl", by: route)
        #expect(message == nil)
        #expect(form.value(Double.self, for: "dbl") == Double(Self.thirtyNineDigits))
    }

    @Test func jsonKeepsALiteralNoExactTypeHoldsSoEachRowDecides() throws {
        // 39 digits, more than `Decimal` holds, are kept as their literal,
        // not rounded to a 17-digit double.
        let parameters = try FormParameters(json: Data(#"{"price":\#(Self.thirtyNineDigits)}"#.utf8))
        #expect(parameters["price"] == .string(Self.thirtyNineDigits))
    }

    @Test(arguments: Route.allCases)
    func negativeZeroKeepsItsSignInADoubleRow(_ route: Route) throws {
        let (form, message) = try send("-0.0", to: "dbl", by: route)
        #expect(message == nil)
        let value = try #require(form.value(Double.self, for: "dbl"))
        #expect(value == 0 && value.sign == .minus)
    }

    @Test func negativeZeroIsWrittenSoThatItReadsBackNegative() throws {
        var ledger = Ledger()
        ledger.dbl = -0.0
        let json = try FormState(ledger).parameters.jsonString()
        #expect(json.contains(#""dbl":-0.0"#))
        let back = try Ledger(json: Data(json.utf8))
        #expect(back.dbl.sign == .minus)
        let body = try FormState(ledger).parameters.urlEncoded
        #expect(try Ledger(urlEncoded: body).dbl.sign == .minus)
    }

    @Test(arguments: Route.allCases)
    func anIntegerOneBeyondInt64IsTooLarge(_ route: Route) throws {
        // Int64.max is 9 223 372 036 854 775 807.
        let (form, message) = try send("9223372036854775808", to: "big", by: route)
        #expect(message == "Big is too large")
        #expect(form.value(Int64.self, for: "big") == 0)
    }

    @Test(arguments: Route.allCases)
    func anUnderflowingLiteralIsZeroForADoubleAndRefusedByADecimal(_ route: Route) throws {
        // The smallest positive double is about 4.9e-324, so 1e-400 rounds to 0.
        let (doubleForm, doubleMessage) = try send("1e-400", to: "dbl", by: route)
        #expect(doubleMessage == nil)
        #expect(doubleForm.value(Double.self, for: "dbl") == 0)
        // A Decimal's power of ten stops at -128: 1e-400 cannot be kept.
        let (decimalForm, decimalMessage) = try send("1e-400", to: "price", by: route)
        #expect(decimalMessage == "Price is out of range")
        #expect(decimalForm.value(Decimal.self, for: "price") == 1)
    }

    @Test(arguments: Route.allCases)
    func anIntegerRowReadsAWholeNumeralTheSameWayByEveryRoute(_ route: Route) throws {
        // 1e3 is exactly 1000 and 42.0 exactly 42: whole numbers, by text or by JSON number.
        for (literal, expected) in [("1e3", 1_000), ("42.0", 42)] {
            let (form, message) = try send(literal, to: "count", by: route)
            #expect(message == nil, "\(literal) by \(route)")
            #expect(form.value(Int.self, for: "count") == expected, "\(literal) by \(route)")
        }
        let (form, message) = try send("3.5", to: "count", by: route)
        #expect(message == "Count must be a whole number")
        #expect(form.value(Int.self, for: "count") == 0)
    }
}
