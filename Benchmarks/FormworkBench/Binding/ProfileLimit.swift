import FormworkFixtures
import Foundation

/// The limit's readers of ``FormworkFixtures/Profile``: the same bytes
/// read by hand into a `Profile()`, each row's value assigned, as the plain
/// struct of the other shapes is filled.
extension Profile {
    private static let names = [
        "avatar", "user_name", "age", "gender", "email", "phone", "tags", "birthday", "newsletter", "about_me", "address",
        "serverID", "contact",
    ]
    private static let jsonNames = names.map { Array($0.utf8) }
    private static let addressNames = ["street", "city", "country"].map { Array($0.utf8) }
    /// The urlencoded names: the list's with `[]`, the group's rows bracketed.
    private static let formNames =
        names.prefix(10).map { Array(($0 == "tags" ? "tags[]" : $0).utf8) }
        + ["street", "city", "country"].map { Array("address[\($0)]".utf8) }

    /// Row `field` (its position in ``names``, the address's rows from 10) read from `source`.
    private mutating func set(_ field: Int, from source: inout some LimitSource) throws {
        switch field {
        case 0: avatar = try source.optional { try $0.text() }.flatMap { URL(string: $0) }
        case 1: user_name = try source.text()
        case 2: age = try source.int()
        case 3:
            guard let gender = Gender(rawValue: try source.text()) else { throw LimitFormReader.Malformed() }
            self.gender = gender
        case 4: email = try source.text()
        case 5: phone = try source.optional { try $0.text() }
        case 7: birthday = try source.optional { try $0.date() }
        case 8: newsletter = try source.bool()
        case 9: about_me = try source.text()
        case 10: address.street = try source.text()
        case 11: address.city = try source.text()
        case 12: address.country = try source.text()
        default: throw LimitFormReader.Malformed()
        }
    }

    /// The limit's JSON reader.
    static func limit(json body: Data) throws -> Profile {
        try LimitJSONReader.read(body) { reader in
            var profile = Profile()
            var expected = 0
            try reader.beginObject()
            while let field = try reader.nextMember(jsonNames, expected: &expected) {
                switch field {
                case 6: profile.tags = try reader.array { try $0.string() }
                case 10:
                    var inner = 0
                    try reader.beginObject()
                    while let row = try reader.nextMember(addressNames, expected: &inner) {
                        try profile.set(10 + row, from: &reader)
                    }
                case 11:
                    guard let id = UUID(uuidString: try reader.string()) else { throw LimitFormReader.Malformed() }
                    profile.serverID = id
                case 12: try reader.skipValue()
                default: try profile.set(field, from: &reader)
                }
            }
            return profile
        }
    }

    /// The limit's urlencoded reader.
    static func limit(urlEncoded body: String) throws -> Profile {
        try LimitFormReader.read(body) { reader in
            var profile = Profile()
            var expected = 0
            while let name = reader.next() {
                switch LimitFormReader.position(of: name, in: formNames, expected: &expected) {
                case 6: profile.tags.append(reader.text())
                case let field: try profile.set(field, from: &reader)
                }
            }
            return profile
        }
    }
}
