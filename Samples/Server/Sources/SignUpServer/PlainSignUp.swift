import Foundation
import Hummingbird

/// The sign-up form's plain twin: the same fields as `SignUp`, as a
/// `Decodable` struct that Hummingbird's own `URLEncodedFormDecoder` reads.
/// The `/plain` route binds it, so the two ways of reading the same body
/// are measured side by side; it validates nothing.
///
/// What Codable cannot say is left as Codable leaves it: a missing key of a
/// non-optional field is an error, an empty `birthday` is not a date, and an
/// HTML checkbox's hidden `false` followed by `true` is a duplicate key.
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

    /// Hummingbird's decoder, reading `birthday` as the `yyyy-MM-dd` an HTML
    /// date input posts.
    static let decoder = URLEncodedFormDecoder(
        dateDecodingStrategy: .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            return try Date.ISO8601FormatStyle().year().month().day().parse(text)
        })
}
