import Formwork
import Vapor

/// A request refused before any of it reaches a form: a body too large, of
/// another media type or malformed, or without the page's CSRF token. Vapor
/// answers it with its status and its reason.
///
/// ```swift
/// throw FormRequestRefusal(.forbidden, reason: "The form's security token is missing or wrong.")
/// // 403, {"error":true,"reason":"The form's security token is missing or wrong."}
/// ```
///
/// It is the client's mistake, not the server's, so Vapor's error
/// middleware logs it at `info` (an `Abort` is logged as a warning): a
/// server under forged or oversized posts keeps its warnings for its own
/// problems.
public struct FormRequestRefusal: AbortError, DebuggableError {
    /// The answer's status: 400, 403, 413 or 415.
    public var status: HTTPResponseStatus
    /// A sentence saying why, which the answer carries.
    public var reason: String

    /// A refusal answered with `status`, saying `reason`.
    public init(_ status: HTTPResponseStatus, reason: String) {
        self.status = status
        self.reason = reason
    }

    /// The answer to a body Formwork refused to read: its status and its sentence.
    public init(_ refusal: FormPostedBody.Refusal) {
        self.init(HTTPResponseStatus(statusCode: refusal.statusCode), reason: refusal.description)
    }

    /// The status code, as Vapor's `Abort` names its errors.
    public var identifier: String { String(status.code) }

    /// `info`: the request was refused as it should be.
    public var logLevel: Logger.Level { .info }
}
