#if os(iOS)
    import Formwork
    import PhotosUI
    import SwiftUI
    import UniformTypeIdentifiers

    /// The button that picks a picture from the photo library and hands it
    /// on as a ``Formwork/FormFile`` of its bytes, named by `fileName` from
    /// the picture's own file extension and typed with its MIME type; or
    /// says, through `onFailure`, that the picture could not be loaded.
    @available(iOS 16, *)
    @MainActor
    struct FormPhotoPicker: View {
        let title: String
        /// The file name for a picture whose type has the given file extension (empty when it has none).
        let fileName: (String) -> String
        let onPick: (FormFile) -> Void
        let onFailure: () -> Void

        var body: some View {
            // The picker keeps no selection: each picture picked is handed on, and the row holds it.
            PhotosPicker(selection: Binding(get: { nil }, set: load), matching: .images) {
                Text(verbatim: title)
            }
        }

        /// Loads the picture's bytes, or says it could not be loaded.
        private func load(_ item: PhotosPickerItem?) {
            guard let item else { return }
            let type = item.supportedContentTypes.first
            let filename = fileName(type?.preferredFilenameExtension ?? "")
            let contentType = type?.preferredMIMEType
            Task { @MainActor in
                let data = await withCheckedContinuation { (loaded: CheckedContinuation<Data?, Never>) in
                    item.loadTransferable(type: Data.self) { @Sendable result in
                        loaded.resume(returning: (try? result.get()) ?? nil)
                    }
                }
                guard let data else { return onFailure() }
                if let contentType {
                    onPick(FormFile(filename: filename, contentType: contentType, data: data))
                } else {
                    onPick(FormFile(filename: filename, data: data))
                }
            }
        }
    }
#endif
