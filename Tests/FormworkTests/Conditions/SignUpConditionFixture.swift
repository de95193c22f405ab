import Foundation

@testable import Formwork

/// The sign-up form the condition tests read: its values and its catalogue.
enum SignUpConditionFixture {
    static let values: [String: FormValue] = [
        "user_name": "Ada",
        "age": 42,
        "email": "ada@example.com",
        "password": "s3cret!",
        "password_confirmation": "s3cret!",
        "tags": ["swift", "forms"],
        "gender": "female",
        "address": .object([.init("country", "CN"), .init("city", "Hangzhou")]),
        "newsletter": true,
        "bio": "",
        "nickname": "O'Brien \"OB\"",
        "score": .double(9.5),
        "price": .decimal(Decimal(string: "19.99")!),
        "balance": -10,
        "starts_at": .date(Date(timeIntervalSince1970: 0)),
        "ends_at": .date(Date(timeIntervalSince1970: 3_600)),
    ]

    static let fields: [FormPredicate.Field] = [
        .init("user_name", .string), .init("age", .number), .init("email", .string),
        .init("password", .string), .init("password_confirmation", .string), .init("tags", .list),
        .init("gender", .option), .init("address.country", .string), .init("newsletter", .bool),
        .init("bio", .string), .init("avatar", .file), .init("birthday", .date), .init("extra", .unknown),
    ]

    /// Parses `source` without a catalogue and evaluates it over ``values``.
    static func evaluate(_ source: String) throws -> Bool {
        try FormPredicate(source).evaluate(values)
    }

    /// The error `source` is rejected with, or nil when it is accepted.
    static func error(_ source: String, row: String? = nil, fields: [FormPredicate.Field]? = nil) -> FormPredicateError? {
        do {
            _ = try FormPredicate(source, row: row, fields: fields)
            return nil
        } catch {
            return error
        }
    }
}
