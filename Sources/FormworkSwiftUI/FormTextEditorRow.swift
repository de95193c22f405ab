#if os(iOS)
    import Formwork
    import SwiftUI

    /// Several lines of text, kept within the row's character limit, with
    /// how much of the limit it uses.
    @MainActor
    struct FormTextEditorRow<Model: FormModel>: View {
        let row: FormRow
        let context: FormViewContext<Model>
        /// The editor's least height: a few lines, growing with the person's text size.
        @ScaledMetric(relativeTo: .body) private var minimumHeight: CGFloat = 100

        var body: some View {
            let editor = context.current
            VStack(alignment: .leading, spacing: 4) {
                Text(verbatim: row.displayTitle)
                    .font(.subheadline)
                    .foregroundColor(.secondary)
                    .accessibilityHidden(true)
                TextEditor(text: context.text(for: row, fitted: true))
                    .frame(minHeight: minimumHeight)
                    .disabled(!row.acceptsEdits)
                    .accessibilityLabel(Text(verbatim: row.displayTitle))
                    .accessibilityHint(Text(verbatim: context.hint(for: row)))
                if let count = editor.characterCount(for: row) {
                    Text(verbatim: count)
                        .font(.caption.monospacedDigit())
                        .foregroundColor(.secondary)
                        .frame(maxWidth: .infinity, alignment: .trailing)
                }
                FormRowNotes(row: row, message: editor.message(for: row))
            }
        }
    }
#endif
