import Formwork
import Foundation
import SignUpServer

/// The work timed per body: each returns a sum of what it read, so that no
/// part of it can be left out by the optimizer.
enum Decoding {
    /// A new form for each body, the body read into it (validating when
    /// `options` say so), the model: what a server that keeps no blank form pays.
    static func formwork(_ bodies: [Data], _ options: FormUpdateOptions) throws -> Int {
        var sum = 0
        for body in bodies {
            var form = try FormState(SignUp())
            let result = form.update(fromURLEncoded: body, options: options)
            let model = try form.model
            sum &+= model.age &+ model.user_name.utf8.count &+ model.address.zip.utf8.count &+ result.validationErrors.count
        }
        return sum
    }

    /// What POST / does with a body once its token is checked: a copy of the
    /// blank form the server made once (sharing its schema and what it read
    /// of the model's other properties), the body read into it, the model.
    static func formwork(_ bodies: [Data], from blank: FormState<SignUp>, _ options: FormUpdateOptions) throws -> Int {
        var sum = 0
        for body in bodies {
            var form = blank
            let result = form.update(fromURLEncoded: body, options: options)
            let model = try form.model
            sum &+= model.age &+ model.user_name.utf8.count &+ model.address.zip.utf8.count &+ result.validationErrors.count
        }
        return sum
    }

    /// The model read in one call, its rules checked (it throws on any
    /// problem): what a route that needs no form on success can call.
    static func model(_ bodies: [Data], _ options: FormUpdateOptions) throws -> Int {
        var sum = 0
        for body in bodies {
            let model = try SignUp(urlEncoded: body, options: options)
            sum &+= model.age &+ model.user_name.utf8.count &+ model.address.zip.utf8.count
        }
        return sum
    }

    /// What POST /plain does: Hummingbird's decoder, which validates nothing.
    static func plain(_ strings: [String]) throws -> Int {
        var sum = 0
        for body in strings {
            let plain = try PlainSignUp.decoder.decode(PlainSignUp.self, from: body)
            sum &+= plain.age &+ plain.user_name.utf8.count &+ plain.address.zip.utf8.count
        }
        return sum
    }

    static func newForms(_ count: Int) throws -> Int {
        var sum = 0
        for _ in 0..<count { sum &+= try FormState(SignUp()).rows.count }
        return sum
    }

    static func parameters(_ bodies: [Data], _ options: FormUpdateOptions) throws -> Int {
        var sum = 0
        for body in bodies { sum &+= try FormParameters(urlEncoded: body, limits: options.limits).count }
        return sum
    }

    /// The same bodies read by hand into the plain twin, with the same checks: the limit.
    static func handWritten(_ bodies: [Data], _ reader: HandWrittenReader) throws -> Int {
        var sum = 0
        for body in bodies {
            let plain = try reader.read(body)
            sum &+= plain.age &+ plain.user_name.utf8.count &+ plain.address.zip.utf8.count
        }
        return sum
    }

    /// Every pair of the bodies split and its name and value decoded by hand:
    /// the limit of `FormParameters(urlEncoded:)`.
    static func pairs(_ bodies: [Data]) -> Int {
        var sum = 0
        for body in bodies {
            let pairs = URLEncodedPairs(Array(body))
            for (name, value) in pairs { sum &+= pairs.decoded(name).utf8.count &+ pairs.decoded(value).utf8.count }
        }
        return sum
    }
}
