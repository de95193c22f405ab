#if os(iOS)
    import Formwork
    import Foundation
    import UniformTypeIdentifiers

    /// Reads a file the person chose into a ``Formwork/FormFile``.
    enum FormFileReader {
        /// The bytes of the file at `url`, named by its last path component
        /// and typed with its MIME type; `nil` when it cannot be read.
        ///
        /// A file from the file importer lies outside the app's sandbox, so
        /// it is read inside its security-scoped access.
        static func file(at url: URL) -> FormFile? {
            let isScoped = url.startAccessingSecurityScopedResource()
            defer { if isScoped { url.stopAccessingSecurityScopedResource() } }
            guard let data = try? Data(contentsOf: url) else { return nil }
            let type =
                (try? url.resourceValues(forKeys: [.contentTypeKey]))?.contentType ?? UTType(filenameExtension: url.pathExtension)
            guard let mimeType = type?.preferredMIMEType else { return FormFile(filename: url.lastPathComponent, data: data) }
            return FormFile(filename: url.lastPathComponent, contentType: mimeType, data: data)
        }
    }
#endif
