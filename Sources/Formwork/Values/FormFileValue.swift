import Foundation

/// A type a `@FormImage` or `@FormAttachment` row holds: a `URL`, a
/// ``FormFile`` (bytes with a name and MIME type), or their optionals.
///
/// ```swift
/// @FormImage var avatar: URL? = nil
/// @FormAttachment var cv: FormFile? = nil
/// ```
///
/// This protocol is public only so that `@FormImage`'s and
/// `@FormAttachment`'s initializers can require it; you do not adopt it.
/// Bytes are not a file row on their own (`var avatar = Data()` does not
/// compile): keep them as a ``FormFile`` with a file name and MIME type,
/// `FormFile(filename: "avatar.png", contentType: "image/png", data: bytes)`,
/// and a link as a `URL`.
public protocol FormFileValue: FormValueConvertible, Codable, Hashable {}
extension URL: FormFileValue {}
extension FormFile: FormFileValue {}
extension Optional: FormFileValue where Wrapped: FormFileValue {}
