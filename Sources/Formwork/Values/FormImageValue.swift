import Foundation

/// A type a `@FormImage` row holds: a `URL`, a ``FormFile`` (bytes with a
/// name and MIME type), or their optionals.
public protocol FormImageValue: FormValueConvertible, Codable, Hashable {}
extension URL: FormImageValue {}
extension FormFile: FormImageValue {}
extension Optional: FormImageValue where Wrapped: FormImageValue {}
