import Formwork
import Foundation
import Testing

private struct DeliveryAddress: FormModel {
    @FormText(rules: [.required]) var street = ""
    @FormText var city = ""
}

private struct Purchase: FormModel {
    @FormText var item = ""
    @FormGroup var shipping: DeliveryAddress? = nil
}

/// `Purchase` with the fix its declaration error gives, written as the message says.
private struct FixedPurchase: FormModel {
    @FormText var item = ""
    @FormBoolean var has_shipping = false
    @FormGroup(visibleWhen: "has_shipping") var shipping = DeliveryAddress()
}

private struct Note: Codable, Sendable {
    var text = ""
}

private struct NotedOrder: FormModel {
    @FormGroup var giftNote: Note? = nil
}

@Suite("Optional groups")
struct OptionalGroupTests {
    @Test func anOptionalGroupNamesTheTypeThePropertyAndAFixThatCompiles() {
        let error = #expect(throws: FormDeclarationError.self) { try Purchase.checkFormDeclaration() }
        #expect(error?.problems.map(\.property) == ["shipping"])
        #expect(
            error?.problems.map(\.message) == [
                """
                Property `shipping` of `Purchase` is a `@FormGroup` of `DeliveryAddress?`, but a group cannot be \
                `nil`: its rows are always part of the form. To resolve this error, give it a default value, \
                `@FormGroup var shipping = DeliveryAddress()`; to make the section optional, add a toggle and show \
                the group only while it is on: `@FormBoolean var has_shipping = false` and \
                `@FormGroup(visibleWhen: "has_shipping") var shipping = DeliveryAddress()` (hidden, its rows are \
                neither validated nor submitted).
                """
            ])
    }

    @Test func theOptionalGroupFixHidesTheSectionUntilItsToggleIsOn() throws {
        try FixedPurchase.checkFormDeclaration()
        var form = try FormState(FixedPurchase())
        #expect(form.rows.map(\.key) == ["item", "has_shipping"])
        try form.setText("yes", for: "has_shipping")
        #expect(form.sections.map(\.key) == [nil, "shipping"])
        try form.setText("1 Main St", for: "shipping.street")
        #expect(try form.model.shipping.street == "1 Main St")
    }

    @Test func theOptionalGroupFixNeitherValidatesNorSubmitsAHiddenGroup() throws {
        var form = try FormState(FixedPurchase())
        try form.setText("Book", for: "item")
        #expect(form.validate().isEmpty)
        #expect(form.parameters.urlEncoded == "item=Book&has_shipping=false")
        try form.setText("yes", for: "has_shipping")
        #expect(form.validate().map(\.key) == ["shipping.street"])
    }

    @Test func anOptionalGroupOfATypeThatIsNoModelAlsoAsksForTheConformance() {
        let error = #expect(throws: FormDeclarationError.self) { try NotedOrder.checkFormDeclaration() }
        let message = error?.problems.first?.message ?? ""
        #expect(message.contains("`@FormBoolean var hasGiftNote = false`"))
        #expect(message.contains("`@FormGroup(visibleWhen: \"hasGiftNote\") var giftNote = Note()`"))
        #expect(
            message.hasSuffix(
                """
                `Note` must also conform to `FormModel`: declare `extension Note: FormModel {}` (it needs an `init()`).
                """))
        #expect(!message.contains("Optional<"))
    }
}
