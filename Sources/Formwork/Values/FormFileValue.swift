import Foundation

/// A type a `@FormImage` or `@FormAttachment` row holds: a `URL`, a
/// ``FormFile`` (bytes with a name and MIME type), or their optionals.
///
/// ```swift
/// @FormImage var avatar: URL? = nil
/// @FormAttachment var cv: FormFile? = nil
/// ```
public protocol FormFileValue: FormValueConvertible, Codable, Hashable {}
extension URL: FormFileValue {}
extension FormFile: FormFileValue {}
extension Optional: FormFileValue where Wrapped: FormFileValue {}
