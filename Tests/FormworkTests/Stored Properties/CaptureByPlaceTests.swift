import Formwork
import FormworkFixtures
import Foundation
import Testing

@testable import Formwork

/// A model built through `init(from:)` is handed its other properties from
/// a capture of the model it starts from. Capturing by place reads them
/// from the model's memory: it must hand over exactly what the model's
/// `encode(to:)` hands over, and fall back to `encode(to:)` wherever it
/// cannot be sure.
struct CaptureByPlaceTests {
    struct Ticket: FormModel {
        @FormText var holder = ""
        var seat: Int? = nil
        var gate: String? = "B2"
        var id = UUID()
        @FormGroup var address = Address()
        var issued = Date(timeIntervalSince1970: 0)
    }

    struct Renamed: FormModel {
        @FormText var holder = ""
        var serial = 7

        enum CodingKeys: String, CodingKey {
            case holder
            case serial = "serial_number"
        }
    }

    struct Doubled: FormModel {
        @FormText var holder = ""
        var count = 2

        init() {}

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(_holder, forKey: .holder)
            try container.encode(count * 2, forKey: .count)
        }
    }

    /// What a capture hands over: each key with its slot's presence and,
    /// for properties that are not rows, the value; groups the same way.
    private func described(_ capture: ModelCapture) -> [String] {
        zip(capture.keys, capture.slots).map { key, slot in
            switch slot {
            case .field: "\(key): row"
            case .group: "\(key): group \(capture.groups[key].map(described) ?? [])"
            case .repeating: "\(key): repeating group"
            case nil: "\(key): \(String(reflecting: capture[key]))"
            }
        }
    }

    /// The capture by place, or `nil` when the type falls back; and the one through `encode(to:)`.
    private func captures<Model: FormModel>(_ model: Model) throws -> (placed: ModelCapture?, encoded: ModelCapture) {
        let schema = try FormSchema.of(Model.self).model
        var encoded = try ModelCapture(model, expecting: 0)
        encoded.slots = encoded.keys.map { schema.slots[$0] }
        for (key, slot) in schema.orderedSlots {
            guard case .group(_, let nested, _) = slot, let group = encoded[key] as? any GroupWrapper else { continue }
            encoded.groups[key] = try group.capture(schema: nested)
        }
        let placed = try withUnsafeBytes(of: model) { raw in
            try raw.baseAddress.flatMap { base in
                try schema.layout.flatMap { try ModelCapture(at: base, layout: $0, schema: schema) }
            }
        }
        return (placed, encoded)
    }

    @Test func aCaptureByPlaceHandsOverWhatEncodeToHandsOver() throws {
        var gateless = Ticket()
        gateless.gate = nil
        var elsewhere = Profile.ada
        elsewhere.serverID = UUID()
        let cases: [(String, () throws -> (placed: ModelCapture?, encoded: ModelCapture))] = [
            ("Ticket()", { try self.captures(Ticket()) }),
            ("a Ticket without a gate", { try self.captures(gateless) }),
            ("Profile.ada", { try self.captures(elsewhere) }),
            ("GiftOrder()", { try self.captures(GiftOrder()) }),
            ("StoredTrip()", { try self.captures(StoredTrip()) }),
        ]
        for (name, capture) in cases {
            let (placed, encoded) = try capture()
            let byPlace = try #require(placed, "\(name) is captured by place")
            #expect(described(byPlace) == described(encoded), "\(name)")
            for key in encoded.keys where encoded.slots[encoded.keys.firstIndex(of: key) ?? 0] == nil {
                #expect(String(reflecting: byPlace[key]) == String(reflecting: encoded[key]), "\(name).\(key)")
            }
        }
        // The optional left out when nil is left out of the keys.
        #expect(try captures(gateless).placed?.keys.contains("gate") == false)
        #expect(try captures(Ticket()).placed?.keys.contains("seat") == false)
    }

    @Test func whatCannotBePlacedIsCapturedThroughEncodeTo() throws {
        // `seat` was nil in `Ticket()`: a ticket holding one is not placed.
        var seated = Ticket()
        seated.seat = 3
        #expect(try FormSchema.of(Ticket.self).model.layout?.capturePlan?.unlisted.count == 1)
        #expect(try captures(seated).placed == nil)
        #expect(try captures(Ticket()).placed != nil)
        let schema = try FormSchema.of(Ticket.self).model
        #expect(try ModelCapture(seated, schema: schema)["seat"] as? Int == 3)
        // A coding key that names no stored property, and a value other than the stored one.
        #expect(try FormSchema.of(Renamed.self).model.layout?.capturePlan == nil)
        #expect(try FormSchema.of(Doubled.self).model.layout?.capturePlan == nil)
        // Whichever way, the capture the assembly uses hands over the same.
        #expect(try ModelCapture(Renamed(), schema: FormSchema.of(Renamed.self).model)["serial_number"] as? Int == 7)
        let doubled = try ModelCapture(Doubled(), schema: FormSchema.of(Doubled.self).model)
        #expect(doubled["count"] as? Int == 4)
    }

    @Test func modelsBuiltFromBodiesKeepTheirOtherPropertiesAsModelMakesThem() throws {
        let ticket = try Ticket(json: Data(#"{"holder":"Ada","address":{"city":"Paris"}}"#.utf8))
        #expect(ticket.holder == "Ada" && ticket.address.city == "Paris")
        #expect(ticket.seat == nil && ticket.gate == "B2" && ticket.issued == Date(timeIntervalSince1970: 0))
        let renamed = try Renamed(urlEncoded: "holder=Ada")
        #expect(renamed.holder == "Ada" && renamed.serial == 7)
        let doubled = try Doubled(urlEncoded: "holder=Ada")
        #expect(doubled.holder == "Ada" && doubled.count == 4)
        // Edits of a form keep what its source holds, placed or not.
        var seated = Ticket(), gateless = Ticket()
        seated.seat = 3
        gateless.gate = nil
        for source in [seated, gateless] {
            var form = try FormState(source)
            try form.setText("Bo", for: "holder")
            let built = try form.model
            #expect(built.holder == "Bo" && built.seat == source.seat && built.gate == source.gate && built.id == source.id)
        }
    }
}
