import Foundation
import Testing

@testable import Formwork

private struct OrderAddress: FormModel {
    @FormText var country = ""
    @FormText var city = ""
}

private struct Order: FormModel {
    @FormGroup var shipping = OrderAddress()
    @FormText(visibleWhen: "country == 'us'") var state = ""
}

private struct MistypedOrder: FormModel {
    @FormGroup var shipping = OrderAddress()
    @FormText(visibleWhen: "contry == 'us'") var state = ""
}

private struct ConfirmedOrder: FormModel {
    @FormGroup var shipping = OrderAddress()
    @FormText(rules: [.equals(field: "city")]) var city_again = ""
}

@Suite("Messages of conditions that cannot be used")
struct ConditionMessageTests {
    @Test func aConditionNamingAGroupFieldByItsOwnNameSuggestsTheDottedKey() {
        let error = #expect(throws: FormDeclarationError.self) { try Order.checkFormDeclaration() }
        #expect(
            error?.problems.map(\.message) == [
                """
                The `visibleWhen` condition of property `state` of `Order` is invalid: Unknown field 'country' at \
                position 0 in condition "country == 'us'" of row 'state'. Did you mean 'shipping.country'? To resolve \
                this error, correct the condition; it may name only keys of `Order`.
                  country == 'us'
                  ^
                """
            ])
    }

    @Test func aConditionNamingAGroupFieldWithATypoSuggestsTheDottedKey() {
        let error = #expect(throws: FormDeclarationError.self) { try MistypedOrder.checkFormDeclaration() }
        #expect(error?.problems.first?.message.contains("Did you mean 'shipping.country'?") == true)
    }

    @Test func aRuleNamingAGroupFieldByItsOwnNameSuggestsTheDottedKey() {
        let error = #expect(throws: FormDeclarationError.self) { try ConfirmedOrder.checkFormDeclaration() }
        #expect(
            error?.problems.map(\.message) == [
                """
                A rule of property `city_again` of `ConfirmedOrder` refers to the field 'city', which `ConfirmedOrder` \
                does not have. Did you mean 'shipping.city'? To resolve this error, name a key of `ConfirmedOrder` in \
                the rule.
                """
            ])
    }

    @Test func aStringLiteralInAConditionMessageIsShownQuotedOnce() {
        let fields: [FormPredicate.Field] = [.init("age", .number)]
        let error = #expect(throws: FormPredicateError.self) { try FormPredicate("age > 'twelve'", fields: fields) }
        #expect(
            error?.message == """
                Cannot compare 'age' (a number) with 'twelve' (text) at position 4 in condition "age > 'twelve'".
                """)
    }

    @Test func aDoubleQuotedLiteralIsShownAsWritten() {
        let fields: [FormPredicate.Field] = [.init("age", .number)]
        let error = #expect(throws: FormPredicateError.self) { try FormPredicate("age == \"x\"", fields: fields) }
        #expect(error?.problem == "Cannot compare 'age' (a number) with \"x\" (text)")
    }

    @Test func aConditionHoldingBothKindsOfQuoteIsShownInBackticks() {
        let fields: [FormPredicate.Field] = [.init("name", .string)]
        let error = #expect(throws: FormPredicateError.self) {
            try FormPredicate("nmae == 'a' || name == \"b\"", fields: fields)
        }
        #expect(
            error?.message == """
                Unknown field 'nmae' at position 0 in condition `nmae == 'a' || name == "b"`. Did you mean 'name'?
                """)
    }

    @Test func aLiteralWhoseEscapedQuoteLooksLikeItsEndIsStillOneLiteral() {
        #expect(FormPredicateQuote.quoted(#"'O\'Brien'"#) == #"'O\'Brien'"#)
        #expect(FormPredicateQuote.quoted("'a' 'b'") == "\"'a' 'b'\"")
        #expect(FormPredicateQuote.quoted(#"'a\'"#) == #""'a\'""#)
    }

    @Test func aTypoOfAWholeKeyIsSuggestedBeforeAGroupFieldOfTheSameName() {
        let keys = ["county", "shipping.country"]
        #expect(FormEditDistance.closestKey(to: "country", among: keys) == "county")
        #expect(
            FormEditDistance.closestKey(to: "country", among: ["shipping.country", "billing.country"])
                == "shipping.country")
        #expect(FormEditDistance.closestKey(to: "zzz", among: keys) == nil)
    }
}

private struct Delivery: FormModel {
    @FormText var country = ""
}

private struct Shipment: FormModel {
    @FormText var recipient = ""
    @FormGroup var shipping = Delivery()
}

@Suite("Editing an unknown key")
struct UnknownEditKeyTests {
    @Test func editingAGroupFieldByItsOwnNameSuggestsTheDottedKey() throws {
        var form = try FormState(Shipment())
        var refusal: FormInputError?
        do { try form.setText("NZ", for: "country") } catch { refusal = error }
        #expect(refusal?.message == "Unknown field 'country'. Did you mean 'shipping.country'?")
        #expect(form.value(String.self, for: "shipping.country") == "")
    }
}
