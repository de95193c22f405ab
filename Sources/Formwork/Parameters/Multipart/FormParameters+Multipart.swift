import Foundation

extension FormParameters {
    /// The parameters as a `multipart/form-data` body with a random boundary.
    ///
    /// ```swift
    /// let parameters: FormParameters = [
    ///     "name": "Ada",
    ///     "avatar": .file(FormFile(filename: "me.png", contentType: "image/png", data: png)),
    /// ]
    /// let body = parameters.multipart()
    /// body.contentType   // "multipart/form-data; boundary=----FormworkBoundary…"
    /// ```
    ///
    /// The body follows RFC 7578: each field is a part opened by
    /// `--boundary` and CRLF, with a `Content-Disposition: form-data;
    /// name="…"` header; a file part adds `; filename="…"` and a
    /// `Content-Type` line, other parts have no `Content-Type`; a blank line
    /// separates headers from content; lines end in CRLF; the body ends with
    /// `--boundary--` and CRLF. Names, file names and content types have LF,
    /// CR and `"` written as `%0A`, `%0D` and `%22`, as HTML does, so no
    /// value can inject a header; names and file names also have a
    /// backslash written as `%5C`, which HTML leaves as it is but MIME
    /// readers (Python's `email`, Go's `mime`) would take as an escape, so
    /// that every reader sees the same name. Nested values are named as in
    /// ``urlEncoded``, with their brackets as they are (`user[address][city]`,
    /// `tags[]`, `items[0][id]`); scalars are written as in ``urlEncoded``; a
    /// file with a URL is sent as the URL's text. `options` (``FormParameters/MultipartOptions``) name and write
    /// the values as urlencoded options do. With no fields the body
    /// is only the close delimiter, `--boundary--` and CRLF, as browsers send
    /// it (RFC 2046 strictly asks for at least one part).
    ///
    /// The boundary is `----FormworkBoundary` and 24 random letters and
    /// digits from `SystemRandomNumberGenerator`; when it occurs anywhere
    /// inside a part, another is drawn.
    ///
    /// Safe to call from any number of tasks at once.
    public func multipart(options: FormParameters.MultipartOptions = FormParameters.MultipartOptions())
        -> FormParameters.MultipartBody
    {
        var source = SystemRandomSource()
        return multipart(options: options, using: &source)
    }

    /// The parameters as a `multipart/form-data` body whose boundary is
    /// drawn from `generator`; see ``multipart(options:)``.
    ///
    /// ```swift
    /// var generator = MySeededGenerator(seed: 42)
    /// let body = parameters.multipart(using: &generator)   // the same bytes on every run
    /// ```
    ///
    /// A boundary found inside a part is drawn again. After 100 draws that
    /// all collide (a generator that repeats itself) the boundary is drawn
    /// from `SystemRandomNumberGenerator` instead, so a degenerate generator
    /// cannot keep the call going (as long as the standard library's
    /// `next(upperBound:)` can draw from it at all).
    public func multipart<Generator: RandomNumberGenerator>(
        options: FormParameters.MultipartOptions = FormParameters.MultipartOptions(),
        using generator: inout Generator
    ) -> FormParameters.MultipartBody {
        let encoder = multipartEncoder(options: options)
        // As in `randomBoundary(using:)`: the stateless system generator is
        // drawn through a source with an address of its own.
        if Generator.self == SystemRandomNumberGenerator.self {
            var source = SystemRandomSource()
            return Self.multipart(encoder, drawingFrom: &source)
        }
        return Self.multipart(encoder, drawingFrom: &generator)
    }

    private static func multipart(
        _ encoder: FormMultipartEncoder, drawingFrom generator: inout some RandomNumberGenerator
    ) -> FormParameters.MultipartBody {
        for _ in 0..<100 {
            let boundary = FormParameters.MultipartBody.randomBoundary(using: &generator)
            if !encoder.contains(boundary) {
                return FormParameters.MultipartBody(boundary: boundary, data: encoder.body(boundary: boundary))
            }
        }
        var system = SystemRandomSource()
        while true {
            let boundary = FormParameters.MultipartBody.randomBoundary(using: &system)
            if !encoder.contains(boundary) {
                return FormParameters.MultipartBody(boundary: boundary, data: encoder.body(boundary: boundary))
            }
        }
    }

    /// The parameters as a `multipart/form-data` body separated by `boundary`;
    /// see ``multipart(options:)``.
    ///
    /// ```swift
    /// let body = try parameters.multipart(boundary: "XyZ")
    /// ```
    ///
    /// - Throws: ``FormParameters/EncodingError/invalidBoundary(_:)`` when RFC 2046
    ///   does not allow the boundary (1 to 70 of
    ///   `0–9 A–Z a–z ' ( ) + _ , - . / : = ?` and space, not ending in a
    ///   space), and ``FormParameters/EncodingError/boundaryInContent(_:)`` when it
    ///   occurs inside a part.
    public func multipart(
        boundary: String, options: FormParameters.MultipartOptions = FormParameters.MultipartOptions()
    ) throws(FormParameters.EncodingError) -> FormParameters.MultipartBody {
        guard FormMultipartEncoder.isValidBoundary(boundary) else { throw .invalidBoundary(boundary) }
        let encoder = multipartEncoder(options: options)
        guard !encoder.contains(boundary) else { throw .boundaryInContent(boundary) }
        return FormParameters.MultipartBody(boundary: boundary, data: encoder.body(boundary: boundary))
    }

    private func multipartEncoder(options: FormParameters.MultipartOptions) -> FormMultipartEncoder {
        FormMultipartEncoder(
            fields: FormFieldFlattener(options: options.flattening).fields(members),
            normalizesNewlines: options.normalizesNewlines
        )
    }
}
