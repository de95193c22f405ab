#if os(iOS)
    import Formwork
    import SwiftUI

    /// One to ``Formwork/FormEditor/stars(for:)`` stars, each a button that
    /// gives the row that many; VoiceOver says each as `3 stars`.
    @MainActor
    struct FormRatingRow<Model: FormModel>: View {
        let row: FormRow
        let context: FormViewContext<Model>

        var body: some View {
            let editor = context.current
            let stars = editor.stars(for: row)
            VStack(alignment: .leading, spacing: 4) {
                Text(verbatim: row.displayTitle)
                    .accessibilityHidden(true)
                HStack {
                    ForEach(Array(stride(from: 1, through: stars.most, by: 1)), id: \.self) { count in
                        Button {
                            context.edit { $0.setValue(.integer(Int64(count)), forRow: row.id) }
                        } label: {
                            Image(systemName: count <= stars.chosen ? "star.fill" : "star")
                        }
                        // Borderless, so that each star takes its own taps rather than the whole row's.
                        .buttonStyle(.borderless)
                        .accessibilityLabel(Text(verbatim: editor.starsText(count)))
                        .accessibilityAddTraits(count == stars.chosen ? .isSelected : [])
                        .accessibilityHint(Text(verbatim: context.hint(for: row)))
                    }
                }
                .font(.title2)
                .disabled(!row.acceptsEdits)
                .accessibilityElement(children: .contain)
                .accessibilityLabel(Text(verbatim: row.displayTitle))
                FormRowNotes(row: row, message: editor.message(for: row))
            }
        }
    }
#endif
