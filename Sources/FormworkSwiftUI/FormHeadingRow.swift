#if os(iOS)
    import Formwork
    import SwiftUI

    /// A heading: its text, never edited.
    struct FormHeadingRow: View {
        let row: FormRow

        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                Text(verbatim: row.displayText)
                    .font(.headline)
                    .accessibilityAddTraits(.isHeader)
                FormRowNotes(row: row, message: nil)
            }
        }
    }
#endif
