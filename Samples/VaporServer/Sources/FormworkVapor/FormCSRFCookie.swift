import Formwork
import FormworkHTML
import Vapor

/// The double-submit cookie that keeps a form's CSRF token: the page is
/// written with the token of the person's cookie (a new one when they have
/// none), and a post is read only when its body carries that same token.
///
/// ```swift
/// let csrf = FormCSRFCookie()
/// app.get { request in
///     let token = csrf.token(for: request)
///     let page = form.html(options: FormHTMLOptions(csrfToken: token))
///     return csrf.keeping(token, for: request, in: Response(formPage: page))
/// }
/// app.on(.POST, body: .stream) { request in
///     let body = try await request.formBody(limits: limits)
///     let token = try csrf.check(body, of: request)   // 403 unless the body carries the cookie's token
///     …
/// }
/// ```
///
/// The cookie is `HttpOnly` (the page's scripts cannot read it),
/// `SameSite=Strict` (a browser does not send it with a post from another
/// site) and has the path `/`; the token is 64 random hexadecimal digits
/// (``FormworkHTML/FormCSRFToken/random(name:)``). Another site can neither
/// read the cookie nor, on the same site, the page's token, so a forged post
/// lacks one or the other. The cookie and the form's hidden field share the
/// token's name.
public struct FormCSRFCookie: Sendable {
    /// The cookie's name and the form field's: `csrf_token` by default.
    public var name: String

    /// The cookie named `name`.
    public init(name: String = "csrf_token") {
        self.name = name
    }

    /// The token the request's cookie keeps, when it is one this cookie
    /// could have made (64 lowercase hexadecimal digits); `nil` otherwise.
    public func keptToken(of request: Request) -> FormCSRFToken? {
        guard let value = request.cookies[name]?.string, value.utf8.count == 64,
            value.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) })
        else { return nil }
        return FormCSRFToken(value, name: name)
    }

    /// The token to write into the page: the cookie's, or a new one.
    public func token(for request: Request) -> FormCSRFToken {
        keptToken(of: request) ?? FormCSRFToken.random(name: name)
    }

    /// `response`, setting the cookie to `token` unless the request already
    /// carries it: a person with the page open in two tabs posts either.
    public func keeping(_ token: FormCSRFToken, for request: Request, in response: Response) -> Response {
        if keptToken(of: request) != token {
            response.cookies[name] = HTTPCookies.Value(
                string: token.value, path: "/", isHTTPOnly: true, sameSite: .strict)
        }
        return response
    }

    /// The cookie's token, when `body` carries it; otherwise the 403 that
    /// refuses the post before anything is read into a form. The token is
    /// compared in constant time (``FormworkHTML/FormCSRFToken/isSent(in:)``).
    @discardableResult
    public func check(_ body: FormPostedBody, of request: Request) throws -> FormCSRFToken {
        try check(body.parameters, of: request)
    }

    /// The cookie's token, when `parameters` carry it; otherwise the 403:
    /// for a route that reads its body's parameters in its own way.
    ///
    /// ```swift
    /// let sent = FormParameters([.init("csrf_token", .string(token))])
    /// try csrf.check(sent, of: request)   // 403 unless the request's cookie keeps `token`
    /// ```
    @discardableResult
    public func check(_ parameters: FormParameters, of request: Request) throws -> FormCSRFToken {
        guard let token = keptToken(of: request), token.isSent(in: parameters) else {
            throw FormRequestRefusal(
                .forbidden, reason: "The form's security token is missing or wrong: reload the page and post it again.")
        }
        return token
    }
}
