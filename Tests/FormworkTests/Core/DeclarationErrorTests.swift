import FormworkFixtures
import Foundation
import Testing

@testable import Formwork

// Misdeclared models and the messages they produce. Each message names the
// type, the property and the fix.

private struct MissingCodingKey: FormModel {
    @FormText var name = ""
    @FormText var email = ""
    enum CodingKeys: String, CodingKey { case name }
}

private struct Money: FormNumberValue, Hashable {
    typealias Number = Int
    var cents = 0
    var formValue: FormValue { .string("¥\(cents)") }
    init() {}
    init?(formValue: FormValue) { return nil }
}

private struct WrongValue: FormModel {
    @FormNumber var price = Money()
}

private struct SameParameter: FormModel {
    @FormText(param: "mail") var email = ""
    @FormText var mail = ""
}

private struct PlainAddress: Codable, Sendable { var city = "" }

private struct GroupOfPlain: FormModel {
    @FormGroup var address = PlainAddress()
}

private struct BadBounds: FormModel {
    @FormNumber(min: 150, max: 0) var age = 20
}

private struct NoOptions: FormModel {
    @FormEnumerated(options: [FormLabeledChoice<String>]()) var size = ""
}

private struct TwiceTheSameOption: FormModel {
    @FormEnumerated(options: [.init("M", "Medium"), .init("M", "Middle")]) var size = "M"
}

private struct Forgetful: FormModel {
    @FormText var name = ""
    @FormText var note = ""
    init() {}
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        _name = try container.decode(FormText<String>.self, forKey: .name)
    }
}

private struct SingleValue: FormModel {
    @FormText var name = ""
    init() {}
    init(from decoder: any Decoder) throws { name = try decoder.singleValueContainer().decode(String.self) }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}

private struct HoldsABadGroup: FormModel {
    @FormText var title = ""
    @FormGroup var inner = BadBounds()
}

@Suite struct DeclarationErrorTests {
    private func problems<Model: FormModel>(_ type: Model.Type) -> [FormDeclarationError.Problem] {
        do {
            try Model.checkFormDeclaration()
            return []
        } catch {
            return error.problems
        }
    }

    @Test func aWellDeclaredModelPasses() throws {
        try Profile.checkFormDeclaration()
        try Everything.checkFormDeclaration()
    }

    @Test func customCodingKeysMissingAField() {
        #expect(
            problems(MissingCodingKey.self) == [
                .init(
                    typeName: "MissingCodingKey", property: "email",
                    message: """
                        Property `email` of `MissingCodingKey` has no corresponding `CodingKey`, so the form can neither read \
                        nor write it. To resolve this error, add a case for `email` to the `CodingKeys` enumeration of \
                        `MissingCodingKey`, or remove its field wrapper.
                        """)
            ])
    }

    @Test func aWrapperOnAValueItCannotHold() {
        #expect(
            problems(WrongValue.self).map(\.message) == [
                """
                Property `price` of `WrongValue` is a `@FormNumber` holding `Money`, whose form value is text; a \
                `@FormNumber` row holds a number (`.integer`, `.double` or `.decimal`). To resolve this error, make \
                `Money.formValue` return a number (`.integer`, `.double` or `.decimal`) and read it back in \
                `init?(formValue:)`, or declare `price` with the wrapper for its kind of value.
                """
            ])
    }

    @Test func twoRowsWithOneParameterKey() {
        #expect(
            problems(SameParameter.self).map(\.message) == [
                """
                Properties `email` and `mail` of `SameParameter` both submit the parameter `mail`. To resolve this \
                error, give one of them a different `param:`.
                """
            ])
    }

    @Test func aGroupWhoseTypeIsNotAFormModel() {
        #expect(
            problems(GroupOfPlain.self).map(\.message) == [
                """
                Property `address` of `GroupOfPlain` is a `@FormGroup` of `PlainAddress`, which does not conform to \
                `FormModel`. To resolve this error, declare `extension PlainAddress: FormModel {}` (it needs an \
                `init()`), or remove `@FormGroup` to keep `address` out of the form.
                """
            ])
    }

    @Test func boundsTheWrongWayRound() {
        #expect(
            problems(BadBounds.self).map(\.message) == [
                """
                Property `age` of `BadBounds` declares `min: 150` greater than `max: 0`. To resolve this error, swap \
                the bounds, or use `range: 0...150`.
                """
            ])
    }

    @Test func enumeratedRowsNeedDistinctOptions() {
        #expect(problems(NoOptions.self).map(\.property) == ["size"])
        #expect(
            problems(NoOptions.self).first?.message.hasPrefix(
                "Property `size` of `NoOptions` is a `@FormEnumerated` with no options.") == true)
        #expect(
            problems(TwiceTheSameOption.self).first?.message.hasPrefix(
                "Property `size` of `TwiceTheSameOption` offers the option value `M` twice.") == true)
    }

    @Test func anInitFromDecoderThatSkipsARow() {
        #expect(
            problems(Forgetful.self).map(\.message) == [
                """
                Property `note` of `Forgetful` is encoded but `init(from:)` never decodes it, so edits to it would \
                be lost. To resolve this error, decode `note` in `Forgetful.init(from:)`, or use the synthesized \
                `Codable` conformance.
                """
            ])
    }

    @Test func aModelThatEncodesAsASingleValue() {
        #expect(
            problems(SingleValue.self).first?.message.hasPrefix(
                "`SingleValue` encodes itself as a single value; Formwork reads and writes a model one property") == true)
    }

    @Test func problemsOfANestedGroupNameTheNestedType() {
        #expect(problems(HoldsABadGroup.self).map(\.typeName) == ["BadBounds"])
    }

    @Test func makingAFormOfAMisdeclaredModelThrowsTheSameError() {
        #expect(throws: FormDeclarationError.self) { try FormState(SameParameter()) }
    }
}
