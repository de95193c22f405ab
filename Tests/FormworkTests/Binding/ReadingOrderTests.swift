import Foundation
import Testing

@testable import Formwork

/// A model is read in the order its `encode(to:)` hands properties over,
/// which for a synthesized one is declaration order; a custom order, a
/// property that is no row between rows, and a group must all land in their
/// own rows.
@Suite("Reading a model in any property order")
struct ReadingOrderTests {
    @Test func customEncodeInReverseOrderFillsEveryRow() throws {
        var model = ReversedBooking()
        model.guest = "Ada"
        model.nights = 3
        model.late_checkout = true
        model.address.city = "London"
        let form = try FormState(model)
        #expect(form.value(for: "guest") == .string("Ada"))
        #expect(form.value(for: "nights") == .integer(3))
        #expect(form.value(for: "late_checkout") == .bool(true))
        #expect(form.value(for: "address.city") == .string("London"))
    }

    @Test func customEncodeInReverseOrderWritesBackEveryRow() throws {
        var form = try FormState(ReversedBooking())
        try form.setText("Grace", for: "guest")
        try form.setText("5", for: "nights")
        try form.setText("Paris", for: "address.city")
        let model = try form.model
        #expect(model.guest == "Grace")
        #expect(model.nights == 5)
        #expect(model.address.city == "Paris")
        #expect(model.reference == ReversedBooking().reference)
    }

    @Test func optionalRowWritesBackNilAndAValue() throws {
        var form = try FormState(ReversedBooking())
        #expect(try form.model.note == nil)
        try form.setText("Quiet room", for: "note")
        #expect(try form.model.note == "Quiet room")
        try form.setText("", for: "note")
        #expect(try form.model.note == nil)
    }
}

private struct BookingAddress: FormModel {
    @FormText var street = ""
    @FormText var city = ""
}

/// Encodes its properties last to first, with a property that is no row in the middle.
private struct ReversedBooking: FormModel {
    @FormText var guest = ""
    @FormNumber var nights = 1
    var reference = "B-1024"
    @FormBoolean var late_checkout = false
    @FormText var note: String? = nil
    @FormGroup var address = BookingAddress()

    init() {}

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(_address, forKey: .address)
        try container.encode(_note, forKey: .note)
        try container.encode(_late_checkout, forKey: .late_checkout)
        try container.encode(reference, forKey: .reference)
        try container.encode(_nights, forKey: .nights)
        try container.encode(_guest, forKey: .guest)
    }
}
