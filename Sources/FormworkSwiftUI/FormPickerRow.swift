#if os(iOS)
    import Formwork
    import SwiftUI

    /// One choice of the editor's ``Formwork/FormEditor/choices(for:)``: a
    /// menu, options on lines of their own, or a few short options side by
    /// side, as the row's style says.
    @MainActor
    struct FormPickerRow<Model: FormModel>: View {
        let row: FormRow
        let style: FormControl.Style
        let context: FormViewContext<Model>

        var body: some View {
            let notes = FormRowNotes(row: row, message: context.current.message(for: row))
            switch style {
            case .inline:
                // Options on lines of their own are rows of the section; the notes follow them.
                picker
                    .pickerStyle(.inline)
                if !notes.isEmpty { notes }
            case .segmented:
                VStack(alignment: .leading, spacing: 4) {
                    // A segmented control shows no title of its own.
                    Text(verbatim: row.displayTitle)
                        .font(.subheadline)
                        .foregroundColor(.secondary)
                    picker
                        .pickerStyle(.segmented)
                    notes
                }
            default:
                VStack(alignment: .leading, spacing: 4) {
                    picker
                        .pickerStyle(.menu)
                    notes
                }
            }
        }

        private var picker: some View {
            let choices = context.current.choices(for: row)
            return Picker(selection: selection(among: choices)) {
                ForEach(Array(choices.enumerated()), id: \.offset) { position, choice in
                    Text(verbatim: choice.label).tag(Int?.some(position))
                }
            } label: {
                Text(verbatim: row.displayTitle)
            }
            .disabled(!row.acceptsEdits)
            .accessibilityHint(Text(verbatim: context.hint(for: row)))
        }

        /// The position of the chosen choice, or `nil` when none is chosen.
        private func selection(among choices: [FormRow.Choice]) -> Binding<Int?> {
            Binding(
                get: {
                    let editor = context.current
                    let current = context.latest(row)
                    return choices.firstIndex { editor.isChosen($0, in: current) }
                },
                set: { position in
                    guard let position, choices.indices.contains(position) else { return }
                    context.edit { $0.choose(choices[position], forRow: row.id) }
                }
            )
        }
    }
#endif
