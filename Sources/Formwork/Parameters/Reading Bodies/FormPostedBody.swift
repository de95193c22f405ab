import Foundation

/// A request's body and its `Content-Type`, read by the reader the media
/// type names, within limits: what a server's route does with a post
/// before any form sees it.
///
/// ```swift
/// // In a route, once the server has collected the body's bytes:
/// let body = try FormPostedBody(bytes: bytes, contentType: request.contentType, limits: limits)
/// guard token.isSent(in: body.parameters) else { … }   // 403
/// var form = blank
/// let result = body.read(into: &form)                  // the page's reading, validated
/// ```
///
/// The media type is matched in any letter case, with its parameters (a
/// multipart `boundary`, a `charset`) read as ``FormParameters/init(multipart:contentType:limits:)``
/// reads them. A body is read once into ``parameters`` when it is made, so
/// a refused body (another media type, too large, malformed) is refused
/// before any form changes, and a check such as the CSRF token's reads the
/// same values the form will. ``read(into:validates:)`` then reads the
/// bytes into a form with the reading its encoding means, which gives what
/// ``FormState/update(from:options:)`` gives for ``parameters``.
public struct FormPostedBody: Sendable {
    /// The body's bytes, as the request sent them.
    public let bytes: Data
    /// The request's whole `Content-Type`, a multipart boundary included.
    public let contentType: String
    /// How the body is encoded, by its media type.
    public let encoding: Encoding
    /// The body's parameters, decoded within ``limits``.
    public let parameters: FormParameters
    /// The limits the body was read within, which ``read(into:options:)`` keeps.
    public let limits: FormParameters.DecodingLimits

    /// How a posted body is encoded.
    public enum Encoding: Sendable, Hashable, CaseIterable {
        /// `application/x-www-form-urlencoded`: a page's form without a file input.
        case urlEncoded
        /// `multipart/form-data`: a page's form with a file input.
        case multipart
        /// `application/json`: a client's document.
        case json

        /// The encoding a `Content-Type` names by its media type, in any
        /// letter case, whatever its parameters; `nil` for any other type.
        ///
        /// ```swift
        /// FormPostedBody.Encoding(contentType: "multipart/form-data; boundary=XyZ")   // → .multipart
        /// FormPostedBody.Encoding(contentType: "text/plain")                          // → nil
        /// ```
        public init?(contentType: String?) {
            let mediaType = FormMultipartHeaderValue.type(of: Array((contentType ?? "").utf8)[...])
            guard let encoding = Self.allCases.first(where: { $0.mediaType == mediaType }) else { return nil }
            self = encoding
        }

        /// The media type that names the encoding, in lowercase.
        public var mediaType: String {
            switch self {
            case .urlEncoded: "application/x-www-form-urlencoded"
            case .multipart: "multipart/form-data"
            case .json: "application/json"
            }
        }

        /// What a body of this encoding means, as its sender means it. A
        /// page's form (urlencoded or multipart) leaves an unticked checkbox
        /// out, or posts only its hidden `false`, and posts an empty box for
        /// a list's new entry: the checkbox is `false`
        /// (``FormUpdateOptions/absentBooleansAreFalse``) and the empty box
        /// no entry (``FormUpdateOptions/blankListItemsAreAbsent``). A JSON
        /// document says nothing about the keys it leaves out, and sends no
        /// empty boxes: the default options.
        public var readingOptions: FormUpdateOptions {
            switch self {
            case .urlEncoded, .multipart: FormUpdateOptions(absentBooleansAreFalse: true, blankListItemsAreAbsent: true)
            case .json: FormUpdateOptions()
            }
        }
    }

    /// The body `bytes` posted with `contentType`, read within `limits`.
    ///
    /// ```swift
    /// let body = try FormPostedBody(bytes: Data("name=Ada".utf8), contentType: "application/x-www-form-urlencoded")
    /// body.parameters["name"]   // → .string("Ada")
    /// ```
    ///
    /// - Parameters:
    ///   - bytes: the body, as the request sent it.
    ///   - contentType: the request's `Content-Type`; `nil` when it sent none.
    ///   - limits: the bounds the body is read within, and the form after it.
    ///   - encodings: the encodings the route reads; a page's form posts the
    ///     first two.
    /// - Throws: ``Refusal``: ``Refusal/Reason/unsupportedMediaType(_:accepted:)``
    ///   for a `Content-Type` naming none of `encodings` (or none at all),
    ///   and ``Refusal/Reason/unreadable(_:)`` with every problem the
    ///   reader found for a body it refuses: too large (``Refusal/isTooLarge``),
    ///   too many parameters, a malformed name, part or document.
    public init(
        bytes: Data, contentType: String?, limits: FormParameters.DecodingLimits = FormParameters.DecodingLimits(),
        accepting encodings: [Encoding] = [.urlEncoded, .multipart]
    ) throws(Refusal) {
        let header = contentType ?? ""
        let encoding = try Self.encoding(of: header, accepting: encodings)
        do {
            switch encoding {
            case .urlEncoded: parameters = try FormParameters(urlEncoded: bytes, limits: limits)
            case .multipart: parameters = try FormParameters(multipart: bytes, contentType: header, limits: limits)
            case .json: parameters = try FormParameters(json: bytes, limits: limits)
            }
        } catch {
            throw Refusal(reason: .unreadable(error))
        }
        self.bytes = bytes
        self.contentType = header
        self.encoding = encoding
        self.limits = limits
    }

    /// The encoding of a body posted with `contentType`, when it is one of
    /// `encodings`: what a server checks before it collects a body's bytes,
    /// so that a body of another media type is refused unread.
    ///
    /// ```swift
    /// let encoding = try FormPostedBody.encoding(of: request.contentType)   // 415 unless a page's form
    /// ```
    ///
    /// - Throws: ``Refusal`` with ``Refusal/Reason/unsupportedMediaType(_:accepted:)``,
    ///   as ``init(bytes:contentType:limits:accepting:)`` throws it.
    public static func encoding(
        of contentType: String?, accepting encodings: [Encoding] = [.urlEncoded, .multipart]
    ) throws(Refusal) -> Encoding {
        guard let encoding = Encoding(contentType: contentType), encodings.contains(encoding) else {
            throw Refusal(reason: .unsupportedMediaType(contentType ?? "", accepted: encodings))
        }
        return encoding
    }

    /// Reads the body into `form` as its sender means it
    /// (``Encoding/readingOptions``), within ``limits``, and validates the
    /// form unless `validates` is `false`: what a server does with a post.
    ///
    /// ```swift
    /// let result = body.read(into: &form)
    /// if result.fieldErrors.isEmpty, result.validationErrors.isEmpty { … }   // store it
    /// ```
    public func read<Model: FormModel>(into form: inout FormState<Model>, validates: Bool = true) -> FormUpdateResult {
        var options = encoding.readingOptions
        options.validates = validates
        return read(into: &form, options: options)
    }

    /// Reads the body into `form` with `options`, within ``limits`` (which
    /// take the place of `options.limits`, so that the form reads what
    /// ``parameters`` holds).
    public func read<Model: FormModel>(into form: inout FormState<Model>, options: FormUpdateOptions) -> FormUpdateResult {
        var options = options
        options.limits = limits
        switch encoding {
        case .urlEncoded: return form.update(fromURLEncoded: bytes, options: options)
        case .multipart: return form.update(fromMultipart: bytes, contentType: contentType, options: options)
        case .json: return form.update(fromJSON: bytes, options: options)
        }
    }
}
