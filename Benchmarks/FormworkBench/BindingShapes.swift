import Formwork
import FormworkFixtures
import Foundation

/// Two more shapes of model read from a body beside JSONDecoder reading
/// the same bytes into a plain `Codable` struct with the same properties:
/// `Member` (13 rows: text, whole numbers, fractions, a Boolean, a list)
/// and `Booking` (a `Decimal` price and a date among ordinary rows).
///
/// Both sides make the whole model and read one property of it.
enum BindingShapes {
    static func add(to table: inout ComparisonTable, _ settings: BenchSettings) {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        if let member = inputs(Member.grace, plain: PlainMember(Member.grace), &table) {
            table.add(
                "Member(json:) vs JSONDecoder", goal: "≤ 1.0×", settings,
                ours: { blackhole(try Member(json: member.json).discount) },
                baseline: { blackhole(try decoder.decode(PlainMember.self, from: member.json).discount) })
            table.add(
                "Member(urlEncoded:) vs JSONDecoder", goal: "≤ 1.0×", settings,
                ours: { blackhole(try Member(urlEncoded: member.urlEncoded).discount) },
                baseline: { blackhole(try decoder.decode(PlainMember.self, from: member.json).discount) })
            table.note("Member: json \(member.json.count) bytes, urlencoded \(member.urlEncoded.utf8.count) bytes")
        }
        if let booking = inputs(Booking.concert, plain: PlainBooking(Booking.concert), &table) {
            table.add(
                "Booking(json:) vs JSONDecoder", goal: "≤ 1.0×", settings,
                ours: { blackhole(try Booking(json: booking.json).price) },
                baseline: { blackhole(try decoder.decode(PlainBooking.self, from: booking.json).price) })
            table.add(
                "Booking(urlEncoded:) vs JSONDecoder", goal: "≤ 1.0×", settings,
                ours: { blackhole(try Booking(urlEncoded: booking.urlEncoded).price) },
                baseline: { blackhole(try decoder.decode(PlainBooking.self, from: booking.json).price) })
            table.note("Booking: json \(booking.json.count) bytes, urlencoded \(booking.urlEncoded.utf8.count) bytes")
        }
    }

    struct Inputs {
        var json: Data
        var urlEncoded: String
    }

    /// The same bytes for both readers: JSONEncoder's encoding of the plain
    /// struct (ISO 8601 dates, keys sorted), checked to read back to `model` by
    /// Formwork from JSON and from the form's urlencoded text, and to
    /// `plain` by JSONDecoder.
    static func inputs<Model: FormModel & Equatable, Plain: Codable & Equatable>(
        _ model: Model, plain: Plain, _ table: inout ComparisonTable
    ) -> Inputs? {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        // Sorted, so the bytes are the same in every run: JSONEncoder's
        // order otherwise follows hashing, which is seeded per process.
        encoder.outputFormatting = .sortedKeys
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let name = String(describing: Model.self)
        do {
            let inputs = Inputs(json: try encoder.encode(plain), urlEncoded: try ModelForm(model).parameters.urlEncoded)
            if try Model(json: inputs.json) != model { table.note("MISMATCH: \(name)(json:) does not read back") }
            if try Model(urlEncoded: inputs.urlEncoded) != model {
                table.note("MISMATCH: \(name)(urlEncoded:) does not read back")
            }
            if try decoder.decode(Plain.self, from: inputs.json) != plain {
                table.note("MISMATCH: JSONDecoder does not read back \(name)'s plain struct")
            }
            return inputs
        } catch {
            table.note("FAILED to prepare \(name)'s inputs: \(error)")
            return nil
        }
    }
}

/// ``Member`` without wrappers: what JSONDecoder decodes.
struct PlainMember: Codable, Equatable {
    var name: String
    var email: String
    var phone: String
    var club: String
    var city: String
    var country: String
    var age: Int
    var visits: Int
    var height: Double
    var discount: Double
    var newsletter: Bool
    var tags: [String]
    var notes: String

    init(_ m: Member) {
        (name, email, phone, club, city, country) = (m.name, m.email, m.phone, m.club, m.city, m.country)
        (age, visits, height, discount) = (m.age, m.visits, m.height, m.discount)
        (newsletter, tags, notes) = (m.newsletter, m.tags, m.notes)
    }
}

/// ``Booking`` without wrappers: what JSONDecoder decodes.
struct PlainBooking: Codable, Equatable {
    var title: String
    var price: Decimal
    var starts: Date
    var seats: Int
    var contact: String
    var confirmed: Bool
    var notes: String

    init(_ b: Booking) {
        (title, price, starts, seats) = (b.title, b.price, b.starts, b.seats)
        (contact, confirmed, notes) = (b.contact, b.confirmed, b.notes)
    }
}
