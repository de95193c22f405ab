#if os(iOS)
    import Formwork
    import SwiftUI

    /// A date, a time or both, picked in the form's time zone.
    ///
    /// A row that may hold no date (``Formwork/FormRow/isOptional``) shows,
    /// while it holds none, a button that sets today's date, and, once it
    /// holds one, the picker and a button that clears it. A row that always
    /// holds a date shows the picker alone.
    @MainActor
    struct FormDateRow<Model: FormModel>: View {
        let row: FormRow
        let context: FormViewContext<Model>

        var body: some View {
            let editor = context.current
            VStack(alignment: .leading, spacing: 4) {
                if !row.isOptional {
                    picker
                } else if editor.date(for: row) == nil {
                    HStack {
                        Text(verbatim: row.displayTitle)
                            .accessibilityHidden(true)
                        Spacer()
                        button("native.date.add") { $0.setDate(Date(), forRow: row.id) }
                    }
                } else {
                    picker
                    button("native.date.clear") { $0.setDate(nil, forRow: row.id) }
                }
                FormRowNotes(row: row, message: editor.message(for: row))
            }
        }

        private var picker: some View {
            DatePicker(selection: date, displayedComponents: components) {
                Text(verbatim: row.displayTitle)
            }
            .environment(\.timeZone, context.current.timeZone)
            .disabled(!row.acceptsEdits)
            .accessibilityHint(Text(verbatim: context.hint(for: row)))
        }

        /// A button worded by the native text `key` that makes `change`; it
        /// names the row to VoiceOver, since its own words do not.
        private func button(
            _ key: String, _ change: @escaping (inout FormEditor<Model>) -> FormEditor<Model>.Edit
        ) -> some View {
            Button {
                context.edit(change)
            } label: {
                Text(verbatim: context.current.text(key))
            }
            // Borderless, so that the button takes its own taps rather than the whole row's.
            .buttonStyle(.borderless)
            .disabled(!row.acceptsEdits)
            .accessibilityHint(Text(verbatim: [row.displayTitle, context.hint(for: row)].joined(separator: "\n")))
        }

        /// What the picker shows of a date, by the row's ``Formwork/FormRow/DateKind``.
        private var components: DatePickerComponents {
            switch row.dateKind {
            case .date: return [.date]
            case .time: return [.hourAndMinute]
            case .dateTime: return [.date, .hourAndMinute]
            }
        }

        /// The row's date; a row that must hold a date but holds none yet
        /// shows the current date, which it holds only once the person picks it.
        private var date: Binding<Date> {
            Binding(
                get: { context.current.date(for: context.latest(row)) ?? Date() },
                set: { date in context.edit { $0.setDate(date, forRow: row.id) } }
            )
        }
    }
#endif
