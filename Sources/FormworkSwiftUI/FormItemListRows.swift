#if os(iOS)
    import Formwork
    import SwiftUI

    /// A list of typed items: the row's title, a line per item, deleted
    /// with a swipe, and a field that adds what is typed into it.
    @MainActor
    struct FormItemListRows<Model: FormModel>: View {
        let row: FormRow
        let context: FormViewContext<Model>
        /// What is typed into the new item's field, until it is added.
        @State private var draft = ""

        var body: some View {
            let editor = context.current
            let notes = FormRowNotes(row: row, message: editor.message(for: row))
            Text(verbatim: row.displayTitle)
                .accessibilityAddTraits(.isHeader)
            ForEach(Array(editor.items(for: row).enumerated()), id: \.offset) { _, item in
                Text(verbatim: item)
            }
            .onDelete { offsets in
                context.edit { $0.deleteItems(at: Array(offsets), fromRow: row.id) }
            }
            .deleteDisabled(!row.acceptsEdits)
            HStack {
                TextField(editor.text("native.list.newItem"), text: $draft)
                    .submitLabel(.done)
                    .onSubmit(add)
                    .accessibilityHint(Text(verbatim: [row.displayTitle, context.hint(for: row)].joined(separator: "\n")))
                Button(action: add) {
                    Image(systemName: "plus.circle.fill")
                }
                .buttonStyle(.borderless)
                .accessibilityLabel(Text(verbatim: editor.text("native.list.add")))
            }
            .disabled(!row.acceptsEdits)
            if !notes.isEmpty { notes }
        }

        /// Adds what was typed as the list's last item; the field is emptied once the list took it.
        private func add() {
            guard !draft.isEmpty else { return }
            let edit = context.edit { $0.addItem(draft, toRow: row.id) }
            if edit.isTaken { draft = "" }
        }
    }
#endif
