import Foundation
import Testing

@testable import Formwork

private struct OneRowOrder: FormModel {
    @FormText var customer = ""
}

private struct Note: FormModel {
    @FormText var title = ""
    var revision = 1
}

/// Reading a body copies the form (a candidate form judged for refused rows,
/// closures that capture it). The form holds its model by reference, so a
/// copy costs the same whatever the model's size: held inline, every copy
/// would retain every wrapper, and `Model(json:)` would grow as rows².
@Suite("Copying a form")
struct FormCopyCostTests {
    @Test func aFormOfAThousandRowsIsNoLargerThanAFormOfOneRow() {
        #expect(MemoryLayout<Thousand>.size > 100 * MemoryLayout<OneRowOrder>.size)
        #expect(MemoryLayout<FormState<Thousand>>.size == MemoryLayout<FormState<OneRowOrder>>.size)
    }

    @Test func aCopyOfAFormKeepsItsOwnPropertiesThatAreNotRows() throws {
        var form = try FormState(Note())
        var copy = form
        try copy.edit { $0.revision = 2 }
        try form.edit { $0.revision = 3 }
        #expect(try copy.model.revision == 2)
        #expect(try form.model.revision == 3)
        copy.reset()
        #expect(try copy.model.revision == 1)
        #expect(try form.model.revision == 3)
    }

    @Test func aThousandRowBodyIsReadIntoTheModel() throws {
        let body = #"{"b3":{"g4":{"k0":"x","k1":"shown","k2":"y"}},"b9":{"g9":{"k8":"y","k9":"last"}}}"#
        let read = try Thousand(json: Data(body.utf8))
        #expect(read.b3.g4.k0 == "x")
        #expect(read.b3.g4.k1 == "shown")
        #expect(read.b3.g4.k2 == "y")
        #expect(read.b9.g9.k9 == "last")
        #expect(read.b0.g0.k0 == "")
    }
}
