#if os(iOS)
    import Formwork
    import PhotosUI
    import UIKit
    import UniformTypeIdentifiers

    /// The system picker a photo or file row opens, and what the person picked.
    @MainActor
    final class FormFilePicker: NSObject, PHPickerViewControllerDelegate, UIDocumentPickerDelegate {
        /// What came of picking.
        enum Picked {
            /// A picture from the library: its bytes, MIME type and file
            /// name extension. The library gives it no name of its own.
            case photo(Data, contentType: String, pathExtension: String)
            /// A file, with its bytes, name, type and URL.
            case file(FormFile)
            /// What was picked could not be read.
            case unreadable
            /// Nothing was picked.
            case cancelled
        }

        /// Called once, with what came of picking.
        private let completion: (Picked) -> Void
        private var finished = false

        init(completion: @escaping (Picked) -> Void) {
            self.completion = completion
        }

        /// A picker of one image from the photo library.
        func photoPicker() -> UIViewController {
            var configuration = PHPickerConfiguration()
            configuration.filter = .images
            configuration.selectionLimit = 1
            let picker = PHPickerViewController(configuration: configuration)
            picker.delegate = self
            return picker
        }

        /// A picker of one file of any type from the files the person has.
        func documentPicker() -> UIViewController {
            let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.item])
            picker.allowsMultipleSelection = false
            picker.delegate = self
            return picker
        }

        private func finish(_ picked: Picked) {
            guard !finished else { return }
            finished = true
            completion(picked)
        }

        func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            picker.dismiss(animated: true)
            guard let provider = results.first?.itemProvider else { return finish(.cancelled) }
            let type =
                provider.registeredTypeIdentifiers.lazy.compactMap { UTType($0) }.first { $0.conforms(to: .image) }
                ?? .image
            let contentType = type.preferredMIMEType ?? "application/octet-stream"
            let pathExtension = type.preferredFilenameExtension ?? ""
            // The provider calls back on a queue of its own.
            provider.loadDataRepresentation(forTypeIdentifier: type.identifier) { @Sendable [weak self] data, _ in
                Task { @MainActor [weak self] in
                    guard let data else { self?.finish(.unreadable); return }
                    self?.finish(.photo(data, contentType: contentType, pathExtension: pathExtension))
                }
            }
        }

        func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
            guard let url = urls.first else { return finish(.cancelled) }
            let contentType = UTType(filenameExtension: url.pathExtension)?.preferredMIMEType ?? "application/octet-stream"
            // A file opened in place is read while access to it is granted; it
            // keeps its URL too, which a row that holds a URL takes.
            let accessing = url.startAccessingSecurityScopedResource()
            let data = try? Data(contentsOf: url)
            if accessing { url.stopAccessingSecurityScopedResource() }
            guard let data else { return finish(.unreadable) }
            var file = FormFile(filename: url.lastPathComponent, contentType: contentType, data: data)
            file.url = url
            finish(.file(file))
        }

        func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
            finish(.cancelled)
        }
    }
#endif
