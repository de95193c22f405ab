import Formwork
import Foundation

// Both servers' tests post Ada (Samples/VaporServer links this file), each
// against its own module's SignUp.
#if canImport(SignUpVapor)
    @testable import SignUpVapor
#else
    @testable import SignUpServer
#endif

/// The same sign-up, as the page posts it and as the model it must become.
enum Ada {
    /// Every row of the page, as a browser encodes them (brackets as %5B %5D).
    static let fields = [
        "user_name=Ada+Lovelace", "age=36", "gender=female", "email=ada%40example.com", "phone=%2B44+20+7946+0000",
        "tags%5B%5D=math", "tags%5B%5D=engines", "topics%5B%5D=swift", "topics%5B%5D=music", "birthday=1815-12-10",
        "newsletter=false", "newsletter=true", "about_me=Wrote+the+first+program.", "address%5Bstreet%5D=12+St+James%27s+Sq",
        "address%5Bcity%5D=London", "address%5Bzip%5D=SW1Y+4JH", "address%5Bcountry%5D=UK",
        "emergency_contacts%5B0%5D%5Bname%5D=Mary+Somerville", "emergency_contacts%5B0%5D%5Bphone%5D=555-0100",
        "emergency_contacts%5B0%5D%5Brelationship%5D=friend",
    ]

    /// The keys of a sign-up's JSON (`GET /signups`), sorted: each of the
    /// model's values, the section break `contact` none of them.
    static let jsonKeys = [
        "about_me", "accountID", "address", "age", "avatar", "birthday", "email", "emergency_contacts",
        "frequency", "gender", "newsletter", "phone", "tags", "topics", "user_name",
    ]

    /// The avatar a multipart post sends, its bytes as they are (RFC 7578):
    /// a PNG's signature, then bytes a text reader would mangle (NUL, 0xFF, a CRLF).
    static let avatar = FormFile(
        filename: "ada.png", contentType: "image/png",
        data: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0xFF, 0x0D, 0x0A]))

    /// Ada's fields posted as a forger would, each of which the server must
    /// refuse with 403: the body, and the cookie sent with it (`nil` for the
    /// one the page set, whose token is `token`).
    static func forgedPosts(token: String) -> [(body: String, cookie: String?)] {
        let fields = Self.fields.joined(separator: "&")
        let other = String(repeating: "0", count: 64)
        return [
            (fields, nil),  // no token in the body
            ("csrf_token=\(other)&\(fields)", nil),  // the wrong one
            ("csrf_token=\(token)&\(fields)", ""),  // no cookie
            ("csrf_token=\(token)&\(fields)", "csrf_token=\(other)"),  // another cookie
            ("csrf_token=\(token)&csrf_token=\(token)&\(fields)", nil),  // the token twice: which one would count?
        ]
    }

    /// The model those fields describe, written out by hand.
    static var model: SignUp {
        var model = SignUp()
        model.user_name = "Ada Lovelace"
        model.age = 36
        model.gender = .female
        model.email = "ada@example.com"
        model.phone = "+44 20 7946 0000"
        model.tags = ["math", "engines"]
        model.topics = [.swift, .music]
        // 1815-12-10 00:00 UTC: 56,270 days before 1970-01-01.
        model.birthday = Date(timeIntervalSince1970: -56_270 * 86_400)
        model.newsletter = true
        model.about_me = "Wrote the first program."
        model.address.street = "12 St James's Sq"
        model.address.city = "London"
        model.address.zip = "SW1Y 4JH"
        model.address.country = "UK"
        var contact = EmergencyContact()
        contact.name = "Mary Somerville"
        contact.phone = "555-0100"
        contact.relationship = .friend
        model.emergency_contacts = [contact]
        return model
    }
}
