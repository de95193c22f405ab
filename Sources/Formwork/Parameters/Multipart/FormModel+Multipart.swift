import Foundation

extension FormModel {
    /// A model read from a `multipart/form-data` body, files included; see
    /// ``init(formParameters:options:localization:)``.
    ///
    /// ```swift
    /// let application = try JobApplication(multipart: request.body, boundary: "XyZ")
    /// application.cv?.filename   // "cv.pdf"
    /// ```
    ///
    /// The body is read as ``FormState/update(fromMultipart:boundary:options:)`` reads it.
    ///
    /// - Throws: ``FormSubmissionError`` listing every problem, a malformed
    ///   body or one over ``FormParameters/DecodingLimits`` included; otherwise as
    ///   ``init(formParameters:options:localization:)`` throws.
    public init(
        multipart body: Data, boundary: String, options: FormUpdateOptions = FormUpdateOptions(),
        localization: FormLocalization = .none
    ) throws {
        var route: BodyReading.Route?
        try self.init(.multipart(body, boundary: boundary), options: options, localization: localization, route: &route)
    }

    /// A model read from a `multipart/form-data` body, its boundary taken
    /// from the request's `Content-Type` header; see ``init(multipart:boundary:options:localization:)``.
    ///
    /// ```swift
    /// let signUp = try SignUp(multipart: request.body, contentType: request.headers["Content-Type"] ?? "")
    /// ```
    ///
    /// - Throws: ``FormSubmissionError`` listing every problem, a header
    ///   that is not `multipart/form-data` with a boundary included;
    ///   otherwise as ``init(formParameters:options:localization:)`` throws.
    public init(
        multipart body: Data, contentType: String, options: FormUpdateOptions = FormUpdateOptions(),
        localization: FormLocalization = .none
    ) throws {
        var route: BodyReading.Route?
        try self.init(.multipartWithContentType(body, contentType), options: options, localization: localization, route: &route)
    }
}
