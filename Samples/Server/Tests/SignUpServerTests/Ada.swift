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
