#if os(iOS)
    import Formwork
    import SwiftUI

    /// Several choices: the row's title, then a switch for each option,
    /// each a row of the section, then the row's notes.
    @MainActor
    struct FormChecklistRows<Model: FormModel>: View {
        let row: FormRow
        let context: FormViewContext<Model>

        var body: some View {
            let editor = context.current
            let notes = FormRowNotes(row: row, message: editor.message(for: row))
            Text(verbatim: row.displayTitle)
                .accessibilityAddTraits(.isHeader)
            ForEach(Array(editor.choices(for: row).enumerated()), id: \.offset) { _, choice in
                Toggle(isOn: isChosen(choice)) {
                    Text(verbatim: choice.label)
                }
                .disabled(!row.acceptsEdits)
                .accessibilityHint(Text(verbatim: context.hint(for: row)))
            }
            if !notes.isEmpty { notes }
        }

        private func isChosen(_ choice: FormRow.Choice) -> Binding<Bool> {
            Binding(
                get: { context.current.isChosen(choice, in: context.latest(row)) },
                set: { isOn in context.edit { $0.choose(choice, isOn, forRow: row.id) } }
            )
        }
    }
#endif
