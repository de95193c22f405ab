import Foundation
import Testing

@testable import Formwork

// What binding derives once and builds once: a descriptor's type facts and
// implied rules, and one model per state of a form, however often it is
// asked for. Each model here is private to this file and used by one test
// only, so the builds a test counts are its own.

/// Counts how many times a model's `init(from:)` ran.
private final class BuildCounter: @unchecked Sendable {
    // `@unchecked`: `count` is read and written only under `lock`.
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

private let orderBuilds = BuildCounter()

/// An order whose `init(from:)` counts itself and otherwise decodes as the compiler would.
private struct CountedOrder: FormModel {
    @FormText(rules: [.required]) var customer = ""
    @FormNumber(range: 1...10) var quantity = 1
    var reference = "R-1"

    init() {}

    init(from decoder: any Decoder) throws {
        orderBuilds.increment()
        let container = try decoder.container(keyedBy: CodingKeys.self)
        _customer = try container.decode(FormText<String>.self, forKey: .customer)
        _quantity = try container.decode(FormNumber<Int>.self, forKey: .quantity)
        reference = try container.decode(String.self, forKey: .reference)
    }
}

private struct CopiedOrder: FormModel {
    @FormText var customer = ""
    @FormNumber var quantity = 1
    var reference = "R-1"
}

private struct RenamedOrder: FormModel {
    @FormText var customer = ""
    var reference = "R-1"
}

private struct CheckedOrder: FormModel {
    @FormText var customer = ""
    @FormNumber var quantity = 1

    func validate() -> [FormModelError] {
        var errors: [FormModelError] = []
        if quantity > 5 { errors.append(FormModelError("quantity", "At most 5 per order")) }
        if customer == "nobody" {
            errors.append(FormModelError("customer", "Who is nobody?"))
            errors.append(FormModelError("customer", "Name a person"))
        }
        return errors
    }
}

@Suite struct BindingCostTests {
    @Test func aDescriptorDerivesItsTypeFactsFromTheDeclaredType() {
        let descriptor = FieldDescriptor(
            _FormFieldKind.Number.self, of: UInt8?.self, access: FormNumber<UInt8?>.access, title: nil, placeholder: nil,
            help: nil,
            parameterKey: nil)
        #expect(descriptor.valueTypeName == "UInt8?")
        #expect(descriptor.isOptional)
        #expect(descriptor.holdsUnsignedIntegers)
        #expect(descriptor.read(.integer(42)) == .integer(42))
        #expect(descriptor.read(.integer(300)) == nil)
        #expect(descriptor.valueType == FormRuleValueType(UInt8?.self))
    }

    @Test func aListDescriptorNamesItsTypeWithoutTheSwiftPrefix() {
        let descriptor = FieldDescriptor(
            _FormFieldKind.List.self, of: [String].self, access: FormList<[String]>.access, title: nil, placeholder: nil,
            help: nil,
            parameterKey: nil)
        #expect(descriptor.valueTypeName == "Array<String>")
        #expect(!descriptor.isOptional)
        #expect(descriptor.numberShape == nil)
    }

    @Test func declaredLimitsImplyTheirRulesAndNoLimitsImplyNone() {
        let plain = FieldDescriptor(
            _FormFieldKind.Number.self, of: Int.self, access: FormNumber<Int>.access, title: nil, placeholder: nil, help: nil,
            parameterKey: nil)
        #expect(plain.limitRules.isEmpty)
        let bounded = FieldDescriptor(
            _FormFieldKind.Number.self, of: Int.self, access: FormNumber<Int>.access, title: nil, placeholder: nil, help: nil,
            parameterKey: nil,
            minimum: .integer(0), maximum: .integer(150), step: .integer(5))
        #expect(bounded.limitRules.map(\.kind) == [.range, .step])
        let text = FieldDescriptor(
            _FormFieldKind.Text.self, of: String.self, access: FormText<String>.access, title: nil, placeholder: nil, help: nil,
            parameterKey: nil,
            maxCharacters: 40)
        #expect(text.limitRules.map(\.kind) == [.maxLength])
        #expect(text.characterLimit?.maximum == 40)
    }

    @Test func validateThenModelBuildsTheModelOnce() throws {
        var form = try FormState(CountedOrder())
        try form.setText("Ada", for: "customer")
        let before = orderBuilds.value
        _ = form.validate()
        let order = try form.model
        _ = try form.model
        #expect(orderBuilds.value == before + 1)
        #expect(order.customer == "Ada")
        try form.setText("3", for: "quantity")
        #expect(try form.model.quantity == 3)
        #expect(orderBuilds.value == before + 2)
    }

    @Test func aCopyEditedAfterTheModelWasBuiltMakesItsOwnModel() throws {
        var form = try FormState(CopiedOrder())
        try form.setText("Ada", for: "customer")
        #expect(try form.model.customer == "Ada")
        var copy = form
        try copy.setText("Grace", for: "customer")
        #expect(try copy.model.customer == "Grace")
        #expect(try form.model.customer == "Ada")
    }

    @Test func editingTheSourceRebuildsTheModelWithTheNewProperties() throws {
        var form = try FormState(RenamedOrder())
        #expect(try form.model.reference == "R-1")
        try form.edit { $0.reference = "R-2" }
        #expect(try form.model.reference == "R-2")
        _ = try form.load(RenamedOrder())
        #expect(try form.model.reference == "R-1")
    }

    @Test func theModelsOwnErrorsStayWithTheirRowsInTheirOrder() throws {
        var form = try FormState(CheckedOrder())
        try form.setText("nobody", for: "customer")
        try form.setText("9", for: "quantity")
        #expect(
            form.validate().map(\.message) == ["Who is nobody?", "Name a person", "At most 5 per order"])
        #expect(form.validate().map(\.key) == ["customer", "customer", "quantity"])
    }
}
