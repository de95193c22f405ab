#if os(iOS)
    import Formwork
    import SwiftUI

    /// One row of a form: the app's own view for it, else the control the
    /// editor names for it (``Formwork/FormControl/Style``), with its help and
    /// its message under it. A style this view does not know is drawn as a
    /// text field, as ``Formwork/FormControl`` asks.
    @MainActor
    struct FormRowView<Model: FormModel>: View {
        let row: FormRow
        let context: FormViewContext<Model>

        var body: some View {
            Group {
                if let custom = context.rowContent?(row, context.editor) {
                    VStack(alignment: .leading, spacing: 4) {
                        custom
                        FormRowNotes(row: row, message: context.current.message(for: row))
                    }
                } else {
                    builtIn
                }
            }
            .id(row.id)
        }

        @ViewBuilder private var builtIn: some View {
            let control = context.current.control(for: row)
            switch control.style {
            case .toggle:
                FormToggleRow(row: row, context: context)
            case .textEditor:
                FormTextEditorRow(row: row, context: context)
            case .menu, .inline, .segmented:
                FormPickerRow(row: row, style: control.style, context: context)
            case .checklist:
                FormChecklistRows(row: row, context: context)
            case .itemList:
                FormItemListRows(row: row, context: context)
            case .datePicker:
                FormDateRow(row: row, context: context)
            case .photo, .file:
                FormFileRow(row: row, style: control.style, context: context)
            case .heading:
                FormHeadingRow(row: row)
            case .rating:
                FormRatingRow(row: row, context: context)
            default:
                // A text field, a secure field, a number field; a row of the app's
                // own kind it draws no view for; a style this view does not know.
                FormTextFieldRow(row: row, control: control, context: context)
            }
        }
    }

    extension FormRow {
        /// Whether the person may change the row: it is enabled, and it is not read-only.
        var acceptsEdits: Bool { isEnabled && !isReadOnly }
    }
#endif
