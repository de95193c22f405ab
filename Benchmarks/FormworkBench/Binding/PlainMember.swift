import FormworkFixtures
import Foundation

/// ``Member`` without wrappers: what JSONDecoder decodes, and what the
/// limit readers fill.
struct PlainMember: Codable, Equatable {
    var name = ""
    var email = ""
    var phone = ""
    var club = ""
    var city = ""
    var country = ""
    var age = 0
    var visits = 0
    var height = 1.65
    var discount = 0.25
    var newsletter = false
    var tags: [String] = []
    var notes = ""

    init() {}

    init(_ m: Member) {
        (name, email, phone, club, city, country) = (m.name, m.email, m.phone, m.club, m.city, m.country)
        (age, visits, height, discount) = (m.age, m.visits, m.height, m.discount)
        (newsletter, tags, notes) = (m.newsletter, m.tags, m.notes)
    }

    private static let names = [
        "name", "email", "phone", "club", "city", "country", "age", "visits", "height", "discount", "newsletter", "tags",
        "notes",
    ]
    private static let jsonNames = names.map { Array($0.utf8) }
    private static let formNames = names.map { Array(($0 == "tags" ? "tags[]" : $0).utf8) }

    /// Property `field` (its position in ``names``) read from `source`.
    private mutating func set(_ field: Int, from source: inout some LimitSource) throws {
        switch field {
        case 0: name = try source.text()
        case 1: email = try source.text()
        case 2: phone = try source.text()
        case 3: club = try source.text()
        case 4: city = try source.text()
        case 5: country = try source.text()
        case 6: age = try source.int()
        case 7: visits = try source.int()
        case 8: height = try source.double()
        case 9: discount = try source.double()
        case 10: newsletter = try source.bool()
        case 12: notes = try source.text()
        default: throw LimitFormReader.Malformed()
        }
    }

    /// The limit's JSON reader.
    static func limit(json body: Data) throws -> PlainMember {
        try LimitJSONReader.read(body) { reader in
            var member = PlainMember()
            var expected = 0
            try reader.beginObject()
            while let field = try reader.nextMember(jsonNames, expected: &expected) {
                if field == 11 {
                    member.tags = try reader.array { try $0.string() }
                } else {
                    try member.set(field, from: &reader)
                }
            }
            return member
        }
    }

    /// The limit's urlencoded reader.
    static func limit(urlEncoded body: String) throws -> PlainMember {
        try LimitFormReader.read(body) { reader in
            var member = PlainMember()
            var expected = 0
            while let name = reader.next() {
                let field = LimitFormReader.position(of: name, in: formNames, expected: &expected)
                if field == 11 {
                    member.tags.append(reader.text())
                } else {
                    try member.set(field, from: &reader)
                }
            }
            return member
        }
    }
}
