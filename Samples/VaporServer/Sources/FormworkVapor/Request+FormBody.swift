import Formwork
import Foundation
import Vapor

extension Request {
    /// The posted form's body, read by its `Content-Type` (urlencoded, or
    /// multipart with files) within `limits`; or the refusal that answers it.
    ///
    /// ```swift
    /// let limits = FormParameters.DecodingLimits(maxParameterCount: 200, maxBodySize: 2 << 20)
    /// app.on(.POST, "signup", body: .stream) { request in
    ///     let body = try await request.formBody(limits: limits)
    ///     …
    /// }
    /// ```
    ///
    /// `limits.maxBodySize` is the one size limit: the body is collected up
    /// to it, and Formwork's decoder holds it to the same size and to the
    /// other bounds, so neither accepts what the other refuses. Register
    /// the route with `body: .stream`, so that Vapor does not collect the
    /// body first within `app.routes.defaultMaxBodySize` (16 KB unless set).
    ///
    /// Refused with ``FormRequestRefusal``, nothing read into any form, as
    /// `FormPostedBody.Refusal` answers it: 415 for a body of another media
    /// type, 413 for a body or a multipart part over its limit, 400 for
    /// anything else the decoder refuses (too many parameters, a malformed
    /// name or part), with the decoder's description of the problem.
    public func formBody(limits: FormParameters.DecodingLimits) async throws -> FormPostedBody {
        let contentType = headers.first(name: .contentType)
        do throws(FormPostedBody.Refusal) {
            // A body of another media type is refused before any of it is collected.
            _ = try FormPostedBody.encoding(of: contentType)
        } catch {
            throw FormRequestRefusal(error)
        }
        let bytes = try await collectedBody(upTo: limits.maxBodySize)
        do throws(FormPostedBody.Refusal) {
            return try FormPostedBody(bytes: bytes, contentType: contentType, limits: limits)
        } catch {
            throw FormRequestRefusal(error)
        }
    }

    /// The body's bytes, at most `size` of them; 413 past it. The sample's
    /// `POST /bare`, which reads no form, collects its body with it too, so
    /// that both routes hold a body to the same size.
    package func collectedBody(upTo size: Int) async throws -> Data {
        let tooLarge = FormRequestRefusal(.payloadTooLarge, reason: "The body is larger than \(size) bytes.")
        let buffer: ByteBuffer?
        do {
            // Vapor refuses a body once it holds `max` bytes or more, so one
            // more than `size` lets a body of exactly `size` bytes through.
            buffer = try await body.collect(max: size + 1).get()
        } catch let abort as any AbortError where abort.status == .payloadTooLarge {
            throw tooLarge
        }
        // A body Vapor collected before the route ran (a test's, or a route
        // registered with `.collect`) was never measured against `size`.
        guard let buffer else { return Data() }
        guard buffer.readableBytes <= size else { throw tooLarge }
        return Data(buffer.readableBytesView)
    }
}
