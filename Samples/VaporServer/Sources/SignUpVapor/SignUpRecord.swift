import Fluent
import Foundation

/// One stored sign-up: a row of the `signups` table.
///
/// The row keeps the model as the JSON `GET /signups` writes (keys sorted,
/// dates ISO 8601, file bytes in base64), which decodes back into the same
/// `SignUp`, and beside it the email, lowercased, in a column of its own
/// that the table holds unique (``CreateSignUps``): the database, not a
/// look-up before the insert, is what refuses a second sign-up with one
/// address, so two posts at once cannot both get in.
final class SignUpRecord: Model, @unchecked Sendable {
    // Fluent's property wrappers keep their values in reference storage;
    // a record is made, saved and read by one request at a time.
    static let schema = "signups"

    /// The sign-up's number, counting from 1, given by the database.
    @ID(custom: "id", generatedBy: .database) var id: Int?
    /// The address, lowercased: the key no two sign-ups share.
    @Field(key: "email") var email: String
    /// The model as JSON text (``SignUpRecord/encoder``).
    @Field(key: "model") var model: String

    init() {}

    /// A new row holding `signUp`.
    init(_ signUp: SignUp) throws {
        email = signUp.email.lowercased()
        model = String(decoding: try Self.encoder.encode(signUp), as: UTF8.self)
    }

    /// The model the row holds.
    func signUp() throws -> SignUp {
        try Self.decoder.decode(SignUp.self, from: Data(model.utf8))
    }

    /// How a sign-up is written, in the table and by `GET /signups`.
    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    /// How a row's JSON is read back.
    static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
