import Formwork
import Foundation
import Vapor

/// A posted form's body, read within limits: its bytes, its media type and
/// its parameters, ready to be read into a form.
///
/// ```swift
/// app.on(.POST, "signup", body: .stream) { request in
///     let body = try await request.formBody(limits: limits)   // 413, 415 or 400 when refused
///     var form = blank
///     let result = body.read(into: &form)                     // validates
///     …
/// }
/// ```
///
/// ``Vapor/Request/formBody(limits:)`` makes one.
public struct FormRequestBody: Sendable {
    /// The body's bytes.
    public var bytes: Data
    /// The request's whole `Content-Type`, a multipart boundary included.
    public var contentType: String
    /// Whether the body is `multipart/form-data` (a form with a file input)
    /// rather than `application/x-www-form-urlencoded`.
    public var isMultipart: Bool
    /// The body's parameters, decoded within ``limits``: what a check before
    /// the form reads (the CSRF token) looks at.
    public var parameters: FormParameters
    /// The limits the body was read within, which ``read(into:options:)`` keeps.
    public var limits: FormParameters.DecodingLimits

    /// What an HTML form posts, read as its page means it: an unticked
    /// checkbox is `false` and an empty box for a new list entry is no entry.
    public static let htmlFormOptions = FormUpdateOptions(absentBooleansAreFalse: true, blankListItemsAreAbsent: true)

    /// Reads the body into `form` as the page's submission, with `options`
    /// (the page's by default), within ``limits``, validating it.
    public func read<Model: FormModel>(
        into form: inout FormState<Model>, options: FormUpdateOptions = htmlFormOptions
    ) -> FormUpdateResult {
        var options = options
        options.validates = true
        options.limits = limits
        return isMultipart
            ? form.update(fromMultipart: bytes, contentType: contentType, options: options)
            : form.update(fromURLEncoded: bytes, options: options)
    }
}
