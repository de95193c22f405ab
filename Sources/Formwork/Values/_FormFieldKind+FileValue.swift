import Foundation

extension _FormFieldKind {
    /// A type a `@FormImage` or `@FormAttachment` row holds: a `URL`, a
    /// ``FormFile`` (bytes with a name and MIME type), or their optionals.
    ///
    /// ```swift
    /// @FormImage var avatar: URL? = nil
    /// @FormAttachment var cv: FormFile? = nil
    /// ```
    ///
    /// Public only so that `@FormImage` and `@FormAttachment` can require it; you
    /// don't adopt it. Bytes are not a file row on their own (`var avatar = Data()`
    /// does not compile): keep them as a ``FormFile`` with a file name and MIME
    /// type, `FormFile(filename: "avatar.png", contentType: "image/png", data: bytes)`,
    /// and a link as a `URL`.
    public protocol FileValue: FormValueConvertible, Codable, Hashable {}
}
extension URL: _FormFieldKind.FileValue {}
extension FormFile: _FormFieldKind.FileValue {}
extension Optional: _FormFieldKind.FileValue where Wrapped: _FormFieldKind.FileValue {}
