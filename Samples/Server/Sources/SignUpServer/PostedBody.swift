import Formwork
import FormworkHTML
import Foundation
import Hummingbird

/// A posted body read as the sign-up page's form: its media type, its
/// parameters within the server's limits, and its CSRF token.
///
/// Every refusal is an answer, never a trap: a body that is too large, too
/// many parameters, malformed, of another media type, or without the token
/// the page carried gets its status and a sentence saying why, and nothing
/// is read into a form.
package struct PostedBody {
    /// The body's bytes.
    var data: Data
    /// `application/x-www-form-urlencoded` or `multipart/form-data`, lowercased.
    var mediaType: String
    /// The whole `Content-Type` value, boundary included.
    var contentType: String
    /// The body's parameters, decoded within the limits.
    var parameters: FormParameters
    /// The limits the body was read within, which the form's reading keeps.
    var limits: FormParameters.DecodingLimits

    /// What an HTML form posts, read as its page means it: an unticked
    /// checkbox is `false`, an empty box for a new list entry is no entry,
    /// and the form's rules run after the values are read.
    package static let htmlFormOptions = FormUpdateOptions(absentBooleansAreFalse: true, blankListItemsAreAbsent: true)

    /// Reads the request's body, or throws the answer that refuses it.
    static func read(_ request: inout Request, limits: ServerLimits) async throws -> PostedBody {
        let (mediaType, contentType, buffer) = try await collect(&request, limits: limits)
        let data = Data(buffer.readableBytesView)
        let parameters: FormParameters
        do {
            parameters =
                mediaType == "multipart/form-data"
                ? try FormParameters(multipart: data, contentType: contentType, limits: limits.decoding)
                : try FormParameters(urlEncoded: data, limits: limits.decoding)
        } catch {
            throw HTTPError(Self.status(of: error), message: "The body could not be read: \(error.description)")
        }
        return PostedBody(
            data: data, mediaType: mediaType, contentType: contentType, parameters: parameters,
            limits: limits.decoding)
    }

    /// The request's media type (lowercased), its whole `Content-Type` and
    /// its bytes, collected up to `limits.bodySize`; or the answer that
    /// refuses it: 415 for a body that is no form, 413 past the size.
    static func collect(
        _ request: inout Request, limits: ServerLimits
    ) async throws -> (mediaType: String, contentType: String, bytes: ByteBuffer) {
        let contentType = request.headers[.contentType] ?? ""
        let mediaType = contentType.split(separator: ";", maxSplits: 1).first.map {
            $0.trimmingCharacters(in: .whitespaces).lowercased()
        }
        guard let mediaType, mediaType == "application/x-www-form-urlencoded" || mediaType == "multipart/form-data"
        else {
            throw HTTPError(
                .unsupportedMediaType,
                message: "The body must be application/x-www-form-urlencoded or multipart/form-data.")
        }
        let buffer: ByteBuffer
        do {
            buffer = try await request.collectBody(upTo: limits.bodySize)
        } catch {
            throw HTTPError(.contentTooLarge, message: "The body is larger than \(limits.bodySize) bytes.")
        }
        return (mediaType, contentType, buffer)
    }

    /// 413 for a body or a part over its size limit, 400 for anything else
    /// the decoder refuses (too many parameters, malformed names or parts).
    static func status(of error: FormParameters.DecodingError) -> HTTPResponse.Status {
        let tooLarge = error.problems.contains { problem in
            switch problem.reason {
            case .bodyTooLarge, .partTooLarge: return true
            default: return false
            }
        }
        return tooLarge ? .contentTooLarge : .badRequest
    }

    /// Refuses the body unless it carries `expected`, the token the page was
    /// written with (kept in the person's cookie), and returns it; 403 otherwise.
    @discardableResult
    func checkToken(_ expected: String?) throws -> String {
        guard let expected, FormCSRFToken(expected).isSent(in: parameters) else { throw Self.missingToken }
        return expected
    }

    /// The answer to a body without the token its page was written with: 403.
    static var missingToken: HTTPError {
        HTTPError(.forbidden, message: "The form's security token is missing or wrong: reload the page and post it again.")
    }

    /// Reads the body into `form` as the page's submission, validating it.
    func read<Model: FormModel>(into form: inout FormState<Model>) -> FormUpdateResult {
        var options = Self.htmlFormOptions
        options.validates = true
        options.limits = limits
        return mediaType == "multipart/form-data"
            ? form.update(fromMultipart: data, contentType: contentType, options: options)
            : form.update(fromURLEncoded: data, options: options)
    }
}
