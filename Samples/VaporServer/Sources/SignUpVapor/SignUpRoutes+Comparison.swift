import Formwork
import FormworkVapor
import Vapor

/// The routes the load figures measure `POST /` against, in the same run:
/// the same body without the form (`POST /bare`) and bound by Vapor's own
/// decoder (`POST /plain`).
extension SignUpRoutes {
    /// The body collected within the same size limit as `POST /`'s and its
    /// CSRF token checked, reading its pairs by hand (``URLEncodedPairs``),
    /// then 303 to the form: no form, no binding, no store. The token's rule
    /// is `FormCSRFToken`'s, as for the other routes: the one name, once,
    /// with the cookie's value.
    func bare(_ request: Request) async throws -> Response {
        guard FormPostedBody.Encoding(contentType: request.headers.first(name: .contentType)) == .urlEncoded else {
            throw FormRequestRefusal(.unsupportedMediaType, reason: "The bare route reads urlencoded bodies only.")
        }
        let pairs = URLEncodedPairs(Array(try await request.collectedBody(upTo: limits.maxBodySize)))
        let name = Array(csrf.name.utf8)
        var sent: [FormValue.Member] = []
        for (key, value) in pairs where pairs.decoded(key, is: name) {
            sent.append(.init(csrf.name, .string(pairs.decoded(value))))
        }
        try csrf.check(FormParameters(sent), of: request)
        return request.redirect(to: "/", redirectType: .normal)
    }

    /// The body read and its token checked as `POST /` reads them, then
    /// bound by Vapor's own `URLEncodedFormDecoder` (the decoder of its
    /// `Content` for urlencoded bodies) into ``PlainSignUp``, which
    /// validates nothing, kept in memory and answered with 303 to
    /// `/plain/N`.
    func plainSignUp(_ request: Request) async throws -> Response {
        let body = try await request.formBody(limits: limits)
        try csrf.check(body, of: request)
        guard body.encoding == .urlEncoded else {
            throw FormRequestRefusal(.unsupportedMediaType, reason: "Vapor's decoder reads urlencoded bodies only.")
        }
        let plain: PlainSignUp
        do {
            plain = try PlainSignUp.decoder.decode(PlainSignUp.self, from: String(decoding: body.bytes, as: UTF8.self))
        } catch {
            throw FormRequestRefusal(.badRequest, reason: "The body could not be read: \(error)")
        }
        let number = await plainSignUps.add(plain)
        return request.redirect(to: "/plain/\(number)", redirectType: .normal)
    }
}
