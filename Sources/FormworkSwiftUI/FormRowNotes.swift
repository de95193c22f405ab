#if os(iOS)
    import Formwork
    import SwiftUI

    /// What shows under a row's control: its help, why it cannot be edited,
    /// and its message, in red.
    struct FormRowNotes: View {
        let row: FormRow
        let message: String?

        /// Whether there is anything to show, so that a row of its own is drawn only then.
        var isEmpty: Bool { row.help == nil && disabledReason == nil && message == nil }

        private var disabledReason: String? { row.isEnabled ? nil : row.disabledReason }

        var body: some View {
            VStack(alignment: .leading, spacing: 2) {
                if let help = row.help {
                    Text(verbatim: help).font(.footnote).foregroundColor(.secondary)
                }
                if let disabledReason {
                    Text(verbatim: disabledReason).font(.footnote).foregroundColor(.secondary)
                }
                if let message {
                    Text(verbatim: message).font(.footnote).foregroundColor(.red)
                }
            }
        }
    }
#endif
