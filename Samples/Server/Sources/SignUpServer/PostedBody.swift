import Formwork
import FormworkHTML
import Foundation
import Hummingbird

/// A posted body read as the sign-up page's form: its bytes collected
/// within the server's limits, read by Formwork's `FormPostedBody`, and its
/// CSRF token checked.
///
/// Every refusal is an answer, never a trap: a body that is too large, too
/// many parameters, malformed, of another media type, or without the token
/// the page carried gets its status and a sentence saying why, and nothing
/// is read into a form.
enum PostedBody {
    /// Reads the request's body, or throws the answer that refuses it.
    static func read(_ request: inout Request, limits: ServerLimits) async throws -> FormPostedBody {
        let (contentType, buffer) = try await collect(&request, limits: limits)
        do throws(FormPostedBody.Refusal) {
            return try FormPostedBody(
                bytes: Data(buffer.readableBytesView), contentType: contentType, limits: limits.decoding)
        } catch {
            throw answer(error)
        }
    }

    /// The request's whole `Content-Type` and its bytes, collected up to
    /// `limits.bodySize`; or the answer that refuses it: 415 for a body
    /// that is no page's form, unread, and 413 past the size.
    static func collect(
        _ request: inout Request, limits: ServerLimits
    ) async throws -> (contentType: String, bytes: ByteBuffer) {
        let contentType = request.headers[.contentType] ?? ""
        do throws(FormPostedBody.Refusal) {
            _ = try FormPostedBody.encoding(of: contentType)
        } catch {
            throw answer(error)
        }
        do {
            return (contentType, try await request.collectBody(upTo: limits.bodySize))
        } catch {
            throw HTTPError(.contentTooLarge, message: "The body is larger than \(limits.bodySize) bytes.")
        }
    }

    /// The answer to a body Formwork refused to read: its status and its sentence.
    private static func answer(_ refusal: FormPostedBody.Refusal) -> HTTPError {
        HTTPError(HTTPResponse.Status(code: refusal.statusCode), message: refusal.description)
    }

    /// Refuses `body` unless it carries `expected`, the token the page was
    /// written with (kept in the person's cookie), and returns it; 403 otherwise.
    @discardableResult
    static func checkToken(of body: FormPostedBody, _ expected: String?) throws -> String {
        guard let expected, FormCSRFToken(expected).isSent(in: body.parameters) else { throw missingToken }
        return expected
    }

    /// The answer to a body without the token its page was written with: 403.
    static var missingToken: HTTPError {
        HTTPError(.forbidden, message: "The form's security token is missing or wrong: reload the page and post it again.")
    }
}
