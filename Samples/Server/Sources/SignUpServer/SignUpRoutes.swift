import Formwork
import FormworkHTML
import Foundation
import Hummingbird

/// The sign-up server's routes and what they keep.
///
/// Each page is in the language the request's `Accept-Language` prefers
/// among English, Simplified Chinese and Arabic (``SignUpTexts``).
///
/// - `GET /`: the sign-up form, with a CSRF token in a cookie and in the form.
/// - `POST /`: the posted form, urlencoded or multipart. Refused bodies get
///   a 4xx (see ``PostedBody``, Formwork's `FormPostedBody`); a form with errors comes back with 422,
///   the values kept and each error beside its row; a good one is stored
///   and answered with 303 to its confirmation page.
/// - `GET /welcome/{number}`: that sign-up, shown read-only.
/// - `GET /signups`: every stored sign-up as JSON: the models' values, no separator.
/// - `GET /formwork.css`: FormworkHTML's stylesheet, which every page links.
/// - `POST /plain`: the same body bound by Hummingbird's own decoder
///   (``PlainSignUp``), for comparison.
/// - `POST /bare`: the same body read and its token checked, then 303,
///   without binding or storing anything: what a request costs the server
///   without the form, the limit `POST /` is measured against.
struct SignUpRoutes: Sendable {
    /// The cookie that keeps the page's CSRF token.
    static let tokenCookie = "csrf_token"

    let limits: ServerLimits
    let signUps = SignUpStore<SignUp>()
    let plainSignUps = SignUpStore<PlainSignUp>()
    /// The empty form, made once: each request edits a copy, which shares
    /// its schema and what it read of the model's other properties, so a
    /// request pays for its own values only.
    let blank: FormState<SignUp>

    init(limits: ServerLimits) throws {
        self.limits = limits
        blank = try FormState(SignUp())
    }

    func add(to router: Router<BasicRequestContext>) {
        router.get("/") { request, _ in try showForm(request) }
        router.post("/") { request, _ in try await signUp(request) }
        router.get("/welcome/:number") { request, context in
            try await welcome(context.parameters.require("number", as: Int.self), texts: Self.texts(of: request))
        }
        router.get("/signups") { _, _ in try await signUpsJSON() }
        router.get(RouterPath(Pages.styleSheetPath)) { _, _ in Pages.styleSheet() }
        router.post("/plain") { request, _ in try await plainSignUp(request) }
        router.post("/bare") { request, _ in try await bare(request) }
    }

    func showForm(_ request: Request) throws -> Response {
        let kept = Self.token(of: request)
        let token = kept ?? FormCSRFToken.random().value
        var response = Pages.response(Pages.signUp(blank, token: token, texts: Self.texts(of: request)))
        if kept == nil {
            response.setCookie(Cookie(name: Self.tokenCookie, value: token, path: "/", httpOnly: true, sameSite: .strict))
        }
        return response
    }

    func signUp(_ request: Request) async throws -> Response {
        var request = request
        let body = try await PostedBody.read(&request, limits: limits)
        let token = try PostedBody.checkToken(of: body, Self.token(of: request))
        let texts = Self.texts(of: request)
        var form = blank
        texts.localize(&form)
        let result = body.read(into: &form)
        guard result.decodingProblems.isEmpty else {
            let problems = result.decodingProblems.map(\.description).joined(separator: "; ")
            throw HTTPError(.badRequest, message: "The body could not be read: \(problems)")
        }
        guard result.fieldErrors.isEmpty, result.validationErrors.isEmpty else {
            let page = Pages.refusedSignUp(form, token: token, errors: result.validationErrors, texts: texts)
            return Pages.response(page, status: .unprocessableContent)
        }
        let number = await signUps.add(try form.model)
        return .redirect(to: "/welcome/\(number)", type: .normal)
    }

    func welcome(_ number: Int, texts: SignUpTexts) async throws -> Response {
        guard let signUp = await signUps.entry(number) else {
            throw HTTPError(.notFound, message: "There is no sign-up number \(number).")
        }
        return Pages.response(try Pages.confirmation(of: signUp, number: number, texts: texts))
    }

    func signUpsJSON() async throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        let json = try encoder.encode(await signUps.all())
        return Response(
            status: .ok, headers: [.contentType: "application/json"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: json)))
    }

    func plainSignUp(_ request: Request) async throws -> Response {
        var request = request
        let body = try await PostedBody.read(&request, limits: limits)
        try PostedBody.checkToken(of: body, Self.token(of: request))
        guard body.encoding == .urlEncoded else {
            throw HTTPError(.unsupportedMediaType, message: "Hummingbird's decoder reads urlencoded bodies only.")
        }
        let plain: PlainSignUp
        do {
            plain = try PlainSignUp.decoder.decode(PlainSignUp.self, from: String(decoding: body.bytes, as: UTF8.self))
        } catch {
            throw HTTPError(.badRequest, message: "The body could not be read: \(error)")
        }
        let number = await plainSignUps.add(plain)
        return .redirect(to: "/plain/\(number)", type: .normal)
    }

    /// The body collected within the same size limit as the other routes'
    /// and its CSRF token checked, reading its pairs by hand
    /// (``URLEncodedPairs``), then 303 to the form: no form, no binding, no
    /// store. The token's rule is `FormCSRFToken`'s, as for the other routes.
    func bare(_ request: Request) async throws -> Response {
        var request = request
        let (contentType, bytes) = try await PostedBody.collect(&request, limits: limits)
        guard FormPostedBody.Encoding(contentType: contentType) == .urlEncoded else {
            throw HTTPError(.unsupportedMediaType, message: "The bare route reads urlencoded bodies only.")
        }
        let pairs = URLEncodedPairs(Array(bytes.readableBytesView))
        let name = Array(Self.tokenCookie.utf8)
        var sent: [FormValue.Member] = []
        for (key, value) in pairs where pairs.decoded(key, is: name) {
            sent.append(.init(Self.tokenCookie, .string(pairs.decoded(value))))
        }
        guard let expected = Self.token(of: request), FormCSRFToken(expected).isSent(in: FormParameters(sent)) else {
            throw PostedBody.missingToken
        }
        return .redirect(to: "/", type: .normal)
    }

    /// The server's texts in the language the request's `Accept-Language` prefers.
    static func texts(of request: Request) -> SignUpTexts {
        SignUpTexts(acceptLanguage: request.headers[.acceptLanguage])
    }

    /// The CSRF token of the person's cookie, when it is one this server
    /// could have made (64 hexadecimal digits).
    static func token(of request: Request) -> String? {
        guard let value = request.cookies[tokenCookie]?.value, value.utf8.count == 64,
            value.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) })
        else { return nil }
        return value
    }
}
