import Foundation

#if canImport(Vapor)
    import Vapor
#else
    import Hummingbird
#endif

/// The sign-up form's plain twin: the same fields as `SignUp`, as a
/// `Decodable` struct that the server framework's own
/// `URLEncodedFormDecoder` reads (Hummingbird's; Vapor's in
/// `Samples/VaporServer`, which links this file). The `/plain` route binds
/// it, so the two ways of reading the same body are measured side by side;
/// it validates nothing.
///
/// What Codable cannot say is left as Codable leaves it: a missing key of a
/// non-optional field is an error and an empty `birthday` is not a date; to
/// Hummingbird's decoder an HTML checkbox's hidden `false` followed by
/// `true` is a duplicate key (Vapor's reads the box as ticked).
struct PlainSignUp: Codable, Sendable, Equatable {
    struct Address: Codable, Sendable, Equatable {
        var street: String
        var city: String
        var zip: String
        var country: String
        var province: String?
    }

    struct Contact: Codable, Sendable, Equatable {
        var name: String
        var phone: String
        var relationship: Relationship
        var details: String?
    }

    var user_name: String
    var age: Int
    var gender: Gender
    var email: String
    var phone: String?
    var tags: [String]?
    var topics: [Topic]?
    var birthday: Date?
    var newsletter: Bool
    var frequency: Frequency?
    var about_me: String?
    var address: Address
    var emergency_contacts: [Contact]?

    /// The framework's decoder, reading `birthday` as the `yyyy-MM-dd` an
    /// HTML date input posts.
    #if canImport(Vapor)
        static let decoder = URLEncodedFormDecoder(configuration: .init(dateDecodingStrategy: .custom(day(from:))))
    #else
        static let decoder = URLEncodedFormDecoder(dateDecodingStrategy: .custom(day(from:)))
    #endif

    /// The date of a `yyyy-MM-dd` text, at midnight UTC.
    private static func day(from decoder: any Decoder) throws -> Date {
        let text = try decoder.singleValueContainer().decode(String.self)
        return try Date.ISO8601FormatStyle().year().month().day().parse(text)
    }
}
