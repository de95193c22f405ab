#if os(iOS)
    import Formwork
    import SwiftUI
    import UniformTypeIdentifiers

    /// A picture from the photo library or a file from the person's files:
    /// the name of what the row holds, a button that chooses it, and one
    /// that removes it.
    ///
    /// A photo is chosen with `PhotosPicker` from iOS 16; before, and for
    /// any file, with the system's file importer. A photo or file that cannot
    /// be read leaves the row's file as it was and says so under the row
    /// (``Formwork/FormEditor/fileCouldNotBeRead(forRow:)``).
    @MainActor
    struct FormFileRow<Model: FormModel>: View {
        let row: FormRow
        let style: FormControl.Style
        let context: FormViewContext<Model>
        @State private var isImporting = false

        var body: some View {
            let editor = context.current
            VStack(alignment: .leading, spacing: 4) {
                Text(verbatim: row.displayTitle)
                if let name = editor.fileName(for: row) {
                    Text(verbatim: name)
                        .font(.footnote)
                        .foregroundColor(.secondary)
                }
                HStack(spacing: 16) {
                    chooseButton
                    if editor.fileName(for: row) != nil {
                        Button(role: .destructive) {
                            context.edit { $0.setFile(nil, forRow: row.id) }
                        } label: {
                            Text(verbatim: editor.text("native.file.remove"))
                        }
                    }
                }
                // Borderless, so that each button takes its own taps rather than the whole row's.
                .buttonStyle(.borderless)
                .disabled(!row.acceptsEdits)
                .accessibilityHint(Text(verbatim: [row.displayTitle, context.hint(for: row)].joined(separator: "\n")))
                FormRowNotes(row: row, message: editor.message(for: row))
            }
            .fileImporter(isPresented: $isImporting, allowedContentTypes: style == .photo ? [.image] : [.item]) { result in
                let url: URL
                switch result {
                case .success(let chosen):
                    url = chosen
                case .failure(let error as CocoaError) where error.code == .userCancelled:
                    // Nothing was chosen: the row stays as it was, with nothing to say.
                    return
                case .failure:
                    // A file the importer could not provide.
                    return couldNotRead()
                }
                Task { @MainActor in
                    guard let file = await Task.detached(operation: { FormFileReader.file(at: url) }).value else {
                        return couldNotRead()
                    }
                    keep(file)
                }
            }
        }

        @ViewBuilder private var chooseButton: some View {
            let editor = context.current
            if style == .photo {
                if #available(iOS 16, *) {
                    FormPhotoPicker(
                        title: editor.text("native.photo.choose"), fileName: photoFileName, onPick: keep,
                        onFailure: couldNotRead)
                } else {
                    Button {
                        isImporting = true
                    } label: {
                        Text(verbatim: editor.text("native.photo.choose"))
                    }
                }
            } else {
                Button {
                    isImporting = true
                } label: {
                    Text(verbatim: editor.text("native.file.choose"))
                }
            }
        }

        /// The name a picture from the library is given, which has none of
        /// its own, from its type's file extension (`avatar.jpeg`).
        private func photoFileName(extension pathExtension: String) -> String {
            context.current.photoFileName(for: row, extension: pathExtension)
        }

        private func keep(_ file: FormFile) {
            context.edit { $0.setFile(file, forRow: row.id) }
        }

        private func couldNotRead() {
            context.edit { $0.fileCouldNotBeRead(forRow: row.id) }
        }
    }
#endif
