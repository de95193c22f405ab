import Formwork
import Foundation

/// Before anything is timed, the three readers must read every body to the
/// same values, and Formwork's rules must pass them all; and on bodies
/// that break a rule, or that test a reading, Formwork and the hand-written
/// reader must refuse and accept alike: a figure for work that went wrong,
/// or for a limit that skips work, would compare nothing.
enum BindingCheck {
    struct Mismatch: Error, CustomStringConvertible {
        var description: String
    }

    static func run(bodies: [Data], strings: [String], options: FormUpdateOptions, reader: HandWrittenReader) throws {
        for (index, (body, string)) in zip(bodies, strings).enumerated() {
            var form = try FormState(SignUp())
            let result = form.update(fromURLEncoded: body, options: options)
            guard result.decodingProblems.isEmpty, result.fieldErrors.isEmpty, result.validationErrors.isEmpty else {
                throw Mismatch(description: "Formwork refused body \(index + 1): \(result)")
            }
            let model = try form.model
            let plain = try PlainSignUp.decoder.decode(PlainSignUp.self, from: string)
            guard same(model, plain), model.user_name == "Load 1-\(index + 1)",
                model.email == "load.1.\(index + 1)@example.com"
            else {
                throw Mismatch(description: "body \(index + 1) read differently:\n\(model)\n\(plain)")
            }
            let handWritten: PlainSignUp
            do {
                handWritten = try reader.read(body)
            } catch {
                throw Mismatch(description: "the hand-written reader refused body \(index + 1): \(error)")
            }
            guard same(model, handWritten) else {
                throw Mismatch(description: "the hand-written reader read body \(index + 1) as\n\(handWritten)\nnot\n\(model)")
            }
            let direct = try SignUp(urlEncoded: body, options: options)
            guard direct.description == model.description else {
                throw Mismatch(description: "SignUp(urlEncoded:) read body \(index + 1) as\n\(direct)\nnot\n\(model)")
            }
        }
    }

    /// Each of `cases` refused or accepted as it says, by Formwork and by
    /// the hand-written reader, and when accepted read to the same values.
    static func run(cases: [ReadingCase], options: FormUpdateOptions, reader: HandWrittenReader) throws {
        for test in cases {
            var form = try FormState(SignUp())
            let result = form.update(fromURLEncoded: Data(test.body.utf8), options: options)
            let formworkAccepts =
                result.decodingProblems.isEmpty && result.fieldErrors.isEmpty && result.validationErrors.isEmpty
            let handWritten = try? reader.read(Data(test.body.utf8))
            guard formworkAccepts == test.accepted, (handWritten != nil) == test.accepted else {
                throw Mismatch(
                    description: "\(test.name): expected \(test.accepted ? "accepted" : "refused"); Formwork "
                        + "\(formworkAccepts ? "accepts" : "refuses: \(result)"), the hand-written reader "
                        + (handWritten == nil ? "refuses" : "accepts"))
            }
            if let handWritten {
                let model = try form.model
                guard same(model, handWritten), test.check(handWritten) else {
                    throw Mismatch(description: "\(test.name): read as\n\(handWritten)\nnot\n\(model)")
                }
            }
        }
    }

    /// Whether `plain` holds `model`'s values; what the plain twin leaves
    /// out (no list, no About Me, no province, no frequency) is SignUp's default.
    static func same(_ model: SignUp, _ plain: PlainSignUp) -> Bool {
        let address = model.address
        return model.user_name == plain.user_name && model.age == plain.age && model.gender == plain.gender
            && model.email == plain.email && model.phone == plain.phone && model.tags == (plain.tags ?? [])
            && model.topics == (plain.topics ?? []) && model.birthday == plain.birthday
            && model.newsletter == plain.newsletter && model.frequency == (plain.frequency ?? .monthly)
            && model.about_me == (plain.about_me ?? "") && address.street == plain.address.street
            && address.city == plain.address.city && address.zip == plain.address.zip
            && address.country == plain.address.country && address.province == (plain.address.province ?? "")
            && model.emergency_contacts.isEmpty && plain.emergency_contacts == nil
    }
}
