import FormworkFixtures
import Foundation

/// ``Booking`` without wrappers: what JSONDecoder decodes, and what the
/// limit readers fill.
struct PlainBooking: Codable, Equatable {
    var title = ""
    var price: Decimal = 0
    var starts = Date(timeIntervalSince1970: 0)
    var seats = 1
    var contact = ""
    var confirmed = false
    var notes = ""

    init() {}

    init(_ b: Booking) {
        (title, price, starts, seats) = (b.title, b.price, b.starts, b.seats)
        (contact, confirmed, notes) = (b.contact, b.confirmed, b.notes)
    }

    private static let names = ["title", "price", "starts", "seats", "contact", "confirmed", "notes"].map { Array($0.utf8) }

    /// Property `field` (its position in ``names``) read from `source`.
    private mutating func set(_ field: Int, from source: inout some LimitSource) throws {
        switch field {
        case 0: title = try source.text()
        case 1: price = try source.decimal()
        case 2: starts = try source.date()
        case 3: seats = try source.int()
        case 4: contact = try source.text()
        case 5: confirmed = try source.bool()
        case 6: notes = try source.text()
        default: throw LimitFormReader.Malformed()
        }
    }

    /// The limit's JSON reader.
    static func limit(json body: Data) throws -> PlainBooking {
        try LimitJSONReader.read(body) { reader in
            var booking = PlainBooking()
            var expected = 0
            try reader.beginObject()
            while let field = try reader.nextMember(names, expected: &expected) { try booking.set(field, from: &reader) }
            return booking
        }
    }

    /// The limit's urlencoded reader.
    static func limit(urlEncoded body: String) throws -> PlainBooking {
        try LimitFormReader.read(body) { reader in
            var booking = PlainBooking()
            var expected = 0
            while let name = reader.next() {
                try booking.set(LimitFormReader.position(of: name, in: names, expected: &expected), from: &reader)
            }
            return booking
        }
    }
}
