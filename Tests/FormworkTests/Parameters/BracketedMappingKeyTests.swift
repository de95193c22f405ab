import Formwork
import Foundation
import Testing

// A `submit:` mapping that returns a key holding `[` or `]` has no spelling
// in form bodies: the row submits none of its members, in any encoding, and
// validation reports the row and the key.

private struct LampAttributes: FormModel {
    @FormNumber(submit: { ["unit": "cm", "Size [cm]": $0] }) var size = 30
    @FormText var colour = "white"
}

private struct Lamp: FormModel {
    @FormText var name = "Desk lamp"
    @FormGroup var attributes = LampAttributes()
}

/// A mapping whose key comes from the row's own value, one level down.
private struct Label: FormModel {
    @FormText(submit: { ["label": .object([.init($0.stringValue ?? "", true)])] }) var text = "plain"
}

@Suite struct BracketedMappingKeyTests {
    private func refusal(_ title: String, _ key: String) -> String {
        """
        \(title) cannot be submitted: its `submit:` mapping returns the key '\(key)', and a form body cannot carry \
        `[` or `]` in a key (they nest parameters). The row submits nothing until the mapping returns keys without \
        them.
        """
    }

    @Test func aRowWhoseMappingReturnsABracketedKeySubmitsNothing() throws {
        let parameters = try FormState(Lamp()).parameters
        #expect(parameters.urlEncoded == "name=Desk+lamp&attributes%5Bcolour%5D=white")
        #expect(try parameters.jsonString() == #"{"name":"Desk lamp","attributes":{"colour":"white"}}"#)
        let multipart = String(decoding: try parameters.multipart(boundary: "XyZ").data, as: UTF8.self)
        #expect(!multipart.contains("Size") && !multipart.contains("unit"))
        let read = try FormParameters(urlEncoded: parameters.urlEncoded)
        #expect(read == ["name": "Desk lamp", "attributes": .object([.init("colour", "white")])])
    }

    @Test func validationNamesTheRowAndTheBracketedKey() throws {
        #expect(
            try FormState(Lamp()).validate() == [
                FormFieldError(
                    key: "attributes.size", title: "Size", kind: .invalidInput, message: refusal("Size", "Size [cm]"))
            ])
        // The first error is found row by row, apart from the pass over every row.
        #expect(try FormState(Lamp()).firstError?.message == refusal("Size", "Size [cm]"))
    }

    @Test func aBracketedKeyFromTheRowsValueIsRefusedAtAnyDepthAndOnlyForThatValue() throws {
        var form = try FormState(Label())
        #expect(form.parameters.urlEncoded == "label%5Bplain%5D=true")
        #expect(form.validate().isEmpty)
        try form.setValue("a]b", for: "text")
        #expect(form.parameters.isEmpty)
        #expect(form.validate().map(\.message) == [refusal("Text", "a]b")])
    }
}
