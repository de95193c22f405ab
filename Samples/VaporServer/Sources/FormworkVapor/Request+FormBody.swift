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
    /// Refused with ``FormRequestRefusal``, nothing read into any form:
    /// 415 for a body of another media type, 413 for a body or a multipart
    /// part over its limit, 400 for anything else the decoder refuses (too
    /// many parameters, a malformed name or part), with the decoder's
    /// description of the problem.
    public func formBody(limits: FormParameters.DecodingLimits) async throws -> FormRequestBody {
        let contentType = headers.first(name: .contentType) ?? ""
        let mediaType = contentType.split(separator: ";", maxSplits: 1).first.map {
            $0.trimmingCharacters(in: .whitespaces).lowercased()
        }
        guard let mediaType, mediaType == "application/x-www-form-urlencoded" || mediaType == "multipart/form-data"
        else {
            throw FormRequestRefusal(
                .unsupportedMediaType,
                reason: "The body must be application/x-www-form-urlencoded or multipart/form-data.")
        }
        let bytes = try await collectedBody(upTo: limits.maxBodySize)
        let isMultipart = mediaType == "multipart/form-data"
        do {
            let parameters =
                isMultipart
                ? try FormParameters(multipart: bytes, contentType: contentType, limits: limits)
                : try FormParameters(urlEncoded: bytes, limits: limits)
            return FormRequestBody(
                bytes: bytes, contentType: contentType, isMultipart: isMultipart, parameters: parameters,
                limits: limits)
        } catch {
            throw FormRequestRefusal(Self.status(of: error), reason: "The body could not be read: \(error.description)")
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

    /// 413 for a body or a part over its size limit, 400 for anything else
    /// the decoder refuses.
    private static func status(of error: FormParameters.DecodingError) -> HTTPResponseStatus {
        let tooLarge = error.problems.contains { problem in
            switch problem.reason {
            case .bodyTooLarge, .partTooLarge: return true
            default: return false
            }
        }
        return tooLarge ? .payloadTooLarge : .badRequest
    }
}
