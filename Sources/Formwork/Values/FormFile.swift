import Foundation

/// A file a form row holds: an image picked from the library, a document.
///
/// ```swift
/// let photo = FormFile(filename: "me.png", contentType: "image/png", data: pngBytes)
/// let remote = FormFile(url: URL(string: "https://example.com/me.png")!)
/// ```
///
/// A file either carries its bytes (it is uploaded as a multipart file part)
/// or points at a URL (it is submitted as the URL's text).
public struct FormFile: Sendable, Hashable, Codable {
    /// The file name sent with the bytes, such as `avatar.png`.
    public var filename: String
    /// The MIME type, such as `image/png`.
    public var contentType: String
    /// The file's bytes; empty when the file is only a URL.
    public var data: Data
    /// Where the file lives, when it is a reference rather than bytes.
    public var url: URL?

    /// A file with its bytes.
    public init(filename: String, contentType: String = "application/octet-stream", data: Data) {
        self.filename = filename
        self.contentType = contentType
        self.data = data
        self.url = nil
    }

    /// A file known by its URL; the file name is the URL's last path component.
    public init(url: URL, contentType: String = "application/octet-stream") {
        self.filename = url.lastPathComponent
        self.contentType = contentType
        self.data = Data()
        self.url = url
    }
}
