#if os(iOS)
    import Formwork
    import SwiftUI

    /// A section of a form that is not a repeating group's: its rows, under its title and above its footer.
    @MainActor
    struct FormSectionView<Model: FormModel>: View {
        let section: FormSection
        let context: FormViewContext<Model>

        var body: some View {
            Section {
                ForEach(section.rows) { row in
                    FormRowView(row: row, context: context)
                }
            } header: {
                if let title = section.title { Text(verbatim: title) }
            } footer: {
                if let footer = section.footer { Text(verbatim: footer) }
            }
        }
    }
#endif
