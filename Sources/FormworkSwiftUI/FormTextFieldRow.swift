#if os(iOS)
    import Formwork
    import SwiftUI

    /// A row typed on one line: a text field, a secure field for a password,
    /// or a number typed with a number keyboard, under the row's title.
    /// Return moves to the next row that takes typing; on a keyboard without
    /// Return, the form's keyboard toolbar does (``FormView``).
    @MainActor
    struct FormTextFieldRow<Model: FormModel>: View {
        let row: FormRow
        let control: FormControl
        let context: FormViewContext<Model>

        var body: some View {
            let editor = context.current
            VStack(alignment: .leading, spacing: 4) {
                // The field is labelled with the title itself, so VoiceOver reads it once.
                Text(verbatim: row.displayTitle)
                    .font(.subheadline)
                    .foregroundColor(.secondary)
                    .accessibilityHidden(true)
                field
                    .keyboardType(control.keyboard.uiKeyboardType)
                    .textContentType(control.textContent?.uiTextContentType)
                    .textInputAutocapitalization(control.capitalization.textInputAutocapitalization)
                    .autocorrectionDisabled(!control.autocorrects)
                    .focused(context.focus, equals: row.id)
                    .submitLabel(editor.returnKey(forRow: row.id) == .next ? .next : .done)
                    .onSubmit { context.moveFocus(to: context.current.nextFocus(after: row.id)) }
                    .disabled(!row.acceptsEdits)
                    .accessibilityLabel(Text(verbatim: row.displayTitle))
                    .accessibilityHint(Text(verbatim: context.hint(for: row)))
                FormRowNotes(row: row, message: editor.message(for: row))
            }
        }

        @ViewBuilder private var field: some View {
            let placeholder = row.placeholder ?? ""
            if control.style == .secureField {
                SecureField(placeholder, text: context.text(for: row))
            } else {
                TextField(placeholder, text: context.text(for: row))
            }
        }
    }
#endif
