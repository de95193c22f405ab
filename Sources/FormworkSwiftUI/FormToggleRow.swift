#if os(iOS)
    import Formwork
    import SwiftUI

    /// An on/off switch titled with the row's title.
    @MainActor
    struct FormToggleRow<Model: FormModel>: View {
        let row: FormRow
        let context: FormViewContext<Model>

        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                Toggle(isOn: isOn) {
                    Text(verbatim: row.displayTitle)
                }
                .disabled(!row.acceptsEdits)
                .accessibilityHint(Text(verbatim: context.hint(for: row)))
                FormRowNotes(row: row, message: context.current.message(for: row))
            }
        }

        /// On when the row holds `true`; an unset switch shows off.
        private var isOn: Binding<Bool> {
            Binding(
                get: { context.latest(row).value.boolValue ?? false },
                set: { isOn in context.edit { $0.setValue(.bool(isOn), forRow: row.id) } }
            )
        }
    }
#endif
