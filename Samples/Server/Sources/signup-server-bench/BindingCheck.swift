import Formwork
import Foundation

/// Before anything is timed, both readers must read every body to the same
/// values, and Formwork's rules must pass them all: a figure for work that
/// went wrong would compare nothing.
enum BindingCheck {
    struct Mismatch: Error, CustomStringConvertible {
        var description: String
    }

    static func run(bodies: [Data], strings: [String], options: FormUpdateOptions) throws {
        for (index, (body, string)) in zip(bodies, strings).enumerated() {
            var form = try ModelForm(SignUp())
            let result = form.update(fromURLEncoded: body, options: options)
            guard result.decodingProblems.isEmpty, result.fieldErrors.isEmpty, result.validationErrors.isEmpty else {
                throw Mismatch(description: "Formwork refused body \(index + 1): \(result)")
            }
            let model = try form.model
            let plain = try PlainSignUp.decoder.decode(PlainSignUp.self, from: string)
            let address = model.address
            let same =
                model.user_name == plain.user_name && model.age == plain.age && model.gender == plain.gender
                && model.email == plain.email && model.phone == plain.phone && model.tags == plain.tags
                && model.topics == plain.topics && model.birthday == plain.birthday
                && model.newsletter == plain.newsletter && model.about_me == plain.about_me
                && address.street == plain.address.street && address.city == plain.address.city
                && address.zip == plain.address.zip && address.country == plain.address.country
                && address.province == (plain.address.province ?? "") && plain.emergency_contacts == nil
            guard same, model.user_name == "Load 1-\(index + 1)", model.email == "load.1.\(index + 1)@example.com" else {
                throw Mismatch(description: "body \(index + 1) read differently:\n\(model)\n\(plain)")
            }
            let direct = try SignUp(urlEncoded: body, options: options)
            guard direct.description == model.description else {
                throw Mismatch(description: "SignUp(urlEncoded:) read body \(index + 1) as\n\(direct)\nnot\n\(model)")
            }
        }
    }
}
