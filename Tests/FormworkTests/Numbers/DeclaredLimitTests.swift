import Formwork
import Foundation
import Testing

private struct Order: FormModel {
    @FormText(maxCharacters: 5) var code = ""
    @FormLongText(maxCharacters: 5) var note = ""
    @FormNumber(range: 1...10) var quantity = 1
    @FormNumber(min: 0, step: 0.01) var price: Decimal = 0
    @FormNumber(max: 2.5, step: 0.5) var weight: Double = 0
    @FormNumber(min: 1, step: 5) var pack = 1
}

/// The ways a person's input enters a form.
enum InputPath: CaseIterable, Sendable {
    case setText, setValue, urlEncoded, json, dictionary

    /// Enters `value` (typed as `text`) into the row `key` by this path; the
    /// refusal, or nil when the form took it.
    func enter<Model: FormModel>(_ text: String, _ value: FormValue, for key: String, in form: inout FormState<Model>)
        -> FormInputError?
    {
        switch self {
        case .setText:
            do { try form.setText(text, for: key) } catch { return error }
        case .setValue:
            do { try form.setValue(value, for: key) } catch { return error }
        case .urlEncoded:
            let escaped = text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
            return form.update(fromURLEncoded: "\(key)=\(escaped)").fieldErrors.first
        case .json:
            return form.update(fromJSON: Data("{\"\(key)\":\(Self.json(value))}".utf8)).fieldErrors.first
        case .dictionary:
            return form.update(fromDictionary: [key: Self.foundation(value)]).fieldErrors.first
        }
        return nil
    }

    private static func json(_ value: FormValue) -> String {
        if case .string(let text) = value { return "\"\(text)\"" }
        return value.text
    }

    private static func foundation(_ value: FormValue) -> Any {
        switch value {
        case .integer(let number): return number
        case .double(let number): return number
        case .decimal(let number): return number
        default: return value.text
        }
    }
}

/// A declared limit is enforced where a person's input
/// enters, on every path alike; values from the model are kept and reported.
@Suite struct DeclaredLimitTests {
    /// (key, typed text, the value set or sent, message)
    private static let breaches: [(String, String, FormValue, String)] = [
        ("code", "abcdef", .string("abcdef"), "Code must be at most 5 characters"),
        ("note", "👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧", .string("👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧"), "Note must be at most 5 characters"),
        ("quantity", "11", .integer(11), "Quantity must be between 1 and 10"),
        ("quantity", "0", .integer(0), "Quantity must be between 1 and 10"),
        ("price", "-0.01", .decimal(Decimal(string: "-0.01")!), "Price must be at least 0"),
        ("price", "0.015", .decimal(Decimal(string: "0.015")!), "Price must be a multiple of 0.01"),
        ("weight", "3", .double(3), "Weight must be at most 2.5"),
        ("weight", "0.3", .double(0.3), "Weight must be a multiple of 0.5"),
        ("pack", "5", .integer(5), "Pack must be one of 1, 6, 11, … (steps of 5 from 1)"),
    ]

    @Test(arguments: InputPath.allCases)
    func everyDeclaredLimitIsRefusedOnEveryPath(_ path: InputPath) throws {
        for (key, text, value, message) in Self.breaches {
            var form = try FormState(Order())
            let before = form.value(for: key)
            let error = path.enter(text, value, for: key, in: &form)
            #expect(error?.message == message, "\(key) \(text) by \(path)")
            #expect(form.value(for: key) == before, "\(key) by \(path): the previous value is kept")
            #expect(form.row(key)?.inputError?.message == message, "\(key) by \(path): the refusal is remembered")
            #expect(form.validate().first { $0.key == key }?.message == message, "\(key) by \(path)")
        }
    }

    @Test(arguments: InputPath.allCases)
    func valuesWithinTheLimitsAreTakenOnEveryPath(_ path: InputPath) throws {
        let accepted: [(String, String, FormValue)] = [
            ("code", "abcde", .string("abcde")),
            ("quantity", "10", .integer(10)),
            ("price", "0.3", .decimal(Decimal(string: "0.3")!)),
            ("weight", "2.5", .double(2.5)),
            ("pack", "11", .integer(11)),
        ]
        for (key, text, value) in accepted {
            var form = try FormState(Order())
            #expect(path.enter(text, value, for: key, in: &form) == nil, "\(key) \(text) by \(path)")
            #expect(form.value(for: key)?.text == value.text, "\(key) by \(path)")
        }
    }

    @Test func aRefusalKeepsWhatWasTyped() throws {
        var form = try FormState(Order())
        let error = #expect(throws: FormInputError.self) { try form.setText("11", for: "quantity") }
        #expect(error?.input == "11")
        #expect(error?.reason == .outOfRange(minimum: .integer(1), maximum: .integer(10)))
        let step = #expect(throws: FormInputError.self) { try form.setText("5", for: "pack") }
        #expect(step?.reason == .notOnStep(step: .integer(5), base: .integer(1)))
    }

    @Test func valuesFromTheModelAreKeptAndReportedByValidation() throws {
        var order = Order()
        order.code = "abcdefgh"
        order.quantity = 50
        order.pack = 2
        var form = try FormState(order)
        #expect(try form.model.quantity == 50)
        let expected = [
            "Code must be at most 5 characters",
            "Quantity must be between 1 and 10",
            "Pack must be one of 1, 6, 11, … (steps of 5 from 1)",
        ]
        #expect(form.validate().map(\.message) == expected)
        try form.load(order)
        #expect(try form.model.code == "abcdefgh")
        #expect(form.validate().map(\.message) == expected)
    }

    @Test func aRowExposesItsBoundsAndStepForAStepperOrSlider() throws {
        let form = try FormState(Order())
        let quantity = try #require(form.row("quantity"))
        #expect(quantity.minimum == .integer(1))
        #expect(quantity.maximum == .integer(10))
        #expect(quantity.step == nil)
        let weight = try #require(form.row("weight"))
        #expect(weight.minimum == nil)
        #expect(weight.maximum == .double(2.5))
        #expect(weight.step == .double(0.5))
        #expect(form.row("price")?.step == .decimal(Decimal(string: "0.01")!))
        #expect(form.row("code")?.maxCharacters == 5)
    }

    @Test func aLimitMessageIsTranslatedAsTheRuleIs() throws {
        var form = try FormState(Order())
        form.localization = FormLocalization { request in
            guard case .message(let failure) = request, failure.kind == .step else { return nil }
            return "\(failure.title) : pas de \(failure[argument: "step"]?.text ?? "")"
        }
        let error = #expect(throws: FormInputError.self) { try form.setText("0.015", for: "price") }
        #expect(error?.message == "Price : pas de 0.01")
    }
}
