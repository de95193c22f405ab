import Fluent
import Formwork
import FormworkHTML
import FormworkVapor
import Vapor

/// The sign-up server's routes.
///
/// Each page is in the language the request's `Accept-Language` prefers
/// among English, Simplified Chinese and Arabic (``SignUpTexts``).
///
/// - `GET /`: the sign-up form, with a CSRF token in a cookie and in the form.
/// - `POST /`: the posted form, urlencoded or multipart. Refused bodies get
///   a 4xx (``FormworkVapor/FormRequestRefusal``); a form with errors, or
///   one whose email is already signed up, comes back with 422, the values
///   kept and each error beside its row; a good one is stored and answered
///   with 303 to its confirmation page.
/// - `GET /welcome/{number}`: that sign-up, shown read-only.
/// - `GET /signups`: every stored sign-up as JSON: the models' values, no separator.
/// - `GET /formwork.css`: FormworkHTML's stylesheet, which every page links.
/// - `POST /plain`: the same body bound by Vapor's own `URLEncodedFormDecoder`
///   into ``PlainSignUp``, kept in memory, then 303 to `/plain/N`: for comparison.
/// - `POST /bare`: the same body collected within the same size limit and
///   its token checked, then 303 to `/`, without binding or storing
///   anything: what a request costs the server without the form, the limit
///   `POST /` is measured against.
struct SignUpRoutes: Sendable {
    let limits: FormParameters.DecodingLimits
    let csrf = FormCSRFCookie()
    /// What `POST /plain` binds; `POST /` stores in the database.
    let plainSignUps = PlainSignUps()
    /// The empty form, made once: each request edits a copy, which shares
    /// its schema and what it read of the model's other properties, so a
    /// request pays for its own values only.
    let blank: FormState<SignUp>

    init(limits: FormParameters.DecodingLimits) throws {
        self.limits = limits
        blank = try FormState(SignUp())
    }

    func register(on routes: any RoutesBuilder) {
        routes.get { request in showForm(request) }
        // The body is read by `formBody(limits:)`, within `limits`, not
        // collected first within Vapor's default size.
        routes.on(.POST, body: .stream) { request in try await signUp(request) }
        routes.get("welcome", ":number") { request in try await welcome(request) }
        routes.get("signups") { request in try await signUpsJSON(request) }
        routes.get(Pages.styleSheetPath.pathComponents) { _ in Response.formStyleSheet() }
        routes.on(.POST, "plain", body: .stream) { request in try await plainSignUp(request) }
        routes.on(.POST, "bare", body: .stream) { request in try await bare(request) }
    }

    func showForm(_ request: Request) -> Response {
        let token = csrf.token(for: request)
        let texts = Self.texts(of: request)
        let page = Response(formPage: Pages.signUp(blank, token: token.value, texts: texts), language: texts.language)
        return csrf.keeping(token, for: request, in: page)
    }

    func signUp(_ request: Request) async throws -> Response {
        let body = try await request.formBody(limits: limits)
        let token = try csrf.check(body, of: request).value
        let texts = Self.texts(of: request)
        var form = blank
        texts.localize(&form)
        let result = body.read(into: &form)
        guard result.decodingProblems.isEmpty else {
            let problems = result.decodingProblems.map(\.description).joined(separator: "; ")
            throw FormRequestRefusal(.badRequest, reason: "The body could not be read: \(problems)")
        }
        if result.fieldErrors.isEmpty, result.validationErrors.isEmpty {
            do {
                let number = try await SignUpStore(request.db).add(try form.model)
                return request.redirect(to: "/welcome/\(number)", redirectType: .normal)
            } catch let refusal as SignUpStore.Refusal {
                Self.addError(for: refusal, to: &form, texts: texts)
            }
        }
        let page = Pages.refusedSignUp(form, token: token, errors: result.validationErrors, texts: texts)
        return Response(formPage: page, status: .unprocessableEntity, language: texts.language)
    }

    func welcome(_ request: Request) async throws -> Response {
        let texts = Self.texts(of: request)
        guard let number = request.parameters.get("number", as: Int.self),
            let signUp = try await SignUpStore(request.db).entry(number)
        else {
            throw Abort(.notFound, reason: "There is no such sign-up.")
        }
        let page = try Pages.confirmation(of: signUp, number: number, texts: texts)
        return Response(formPage: page, language: texts.language)
    }

    func signUpsJSON(_ request: Request) async throws -> Response {
        let json = try SignUpRecord.encoder.encode(try await SignUpStore(request.db).all())
        var headers = HTTPHeaders()
        headers.replaceOrAdd(name: .contentType, value: "application/json")
        return Response(status: .ok, headers: headers, body: .init(data: json))
    }

    /// The server's texts in the language the request's `Accept-Language` prefers.
    static func texts(of request: Request) -> SignUpTexts {
        SignUpTexts(language: request.formLanguage(among: SignUpTexts.languages))
    }
}
