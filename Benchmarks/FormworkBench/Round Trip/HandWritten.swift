import Formwork
import FormworkFixtures
import Foundation

/// The code an app writes by hand for what the form does for
/// ``CheckedProfile``: the baselines of the round trip.
enum HandWritten {
    /// The values a form shows, built by hand (what `FormState(model)` reads).
    static func values(_ m: PlainProfile) -> [FormValue] {
        [
            m.avatar.map { .string($0.absoluteString) } ?? .null, .string(m.user_name), .integer(Int64(m.age)),
            .string(m.gender.rawValue), .string(m.email), m.phone.map { .string($0) } ?? .null,
            .array(m.tags.map { .string($0) }), m.birthday.map { .date($0) } ?? .null, .bool(m.newsletter),
            .string(m.about_me), .string(m.address.street), .string(m.address.city), .string(m.address.country),
        ]
    }

    /// One edit: the text typed into the row `key`, parsed where the row is a number.
    static func edit(_ m: inout PlainProfile, _ key: String, _ text: String) {
        switch key {
        case "user_name": m.user_name = text
        case "age": if let age = Int(text) { m.age = age }
        case "email": m.email = text
        case "phone": m.phone = text.isEmpty ? nil : text
        case "about_me": m.about_me = text
        case "address.street": m.address.street = text
        case "address.city": m.address.city = text
        case "address.country": m.address.country = text
        default: break
        }
    }

    /// The checks `validate()` runs on ``CheckedProfile``, each with its message.
    static func validate(_ m: PlainProfile) -> [(key: String, message: String)] {
        var errors: [(key: String, message: String)] = []
        if m.user_name.isEmpty { errors.append(("user_name", "User Name is required")) }
        if m.user_name.count > 40 { errors.append(("user_name", "User Name must be at most 40 characters")) }
        if !(0...150).contains(m.age) { errors.append(("age", "Age must be between 0 and 150")) }
        if !m.email.isEmpty && !isEmail(m.email) { errors.append(("email", "Email must be an email address")) }
        return errors
    }

    /// One `@`, something before it, and a dotted domain with no empty label.
    static func isEmail(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[0].contains(" ") else { return false }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty && !$0.contains(" ") }
    }

    /// The model built back from the values an app keeps for its rows, in
    /// the order ``values(_:)`` lists them (what `form.model` does with the
    /// form's values); a value of the wrong type keeps the default.
    static func model(_ values: [FormValue], serverID: UUID) -> PlainProfile {
        guard values.count == 13 else { return PlainProfile(serverID: serverID) }
        var m = PlainProfile(serverID: serverID)
        if case .string(let text) = values[0] { m.avatar = URL(string: text) }
        if case .string(let text) = values[1] { m.user_name = text }
        if case .integer(let number) = values[2], let age = Int(exactly: number) { m.age = age }
        if case .string(let text) = values[3], let gender = Gender(rawValue: text) { m.gender = gender }
        if case .string(let text) = values[4] { m.email = text }
        if case .string(let text) = values[5] { m.phone = text }
        if case .array(let tags) = values[6] {
            m.tags = tags.compactMap { if case .string(let tag) = $0 { tag } else { nil } }
        }
        if case .date(let date) = values[7] { m.birthday = date }
        if case .bool(let flag) = values[8] { m.newsletter = flag }
        if case .string(let text) = values[9] { m.about_me = text }
        if case .string(let text) = values[10] { m.address.street = text }
        if case .string(let text) = values[11] { m.address.city = text }
        if case .string(let text) = values[12] { m.address.country = text }
        return m
    }
}
