import Formwork

extension FormLayoutInput {
    /// One row to lay out: its key, kind, title and the text it shows.
    ///
    /// ```swift
    /// let name = FormLayoutInput.Item(name: "user_name", kind: .text, title: "User Name",
    ///                           text: "Your name", isPlaceholder: true)
    /// name.preferredHeight   // 44
    /// ```
    ///
    /// The input is neutral: a caller builds items from whatever rows it has
    /// (for Formwork forms: `row.key`, `row.kind`, `row.title`, the value's
    /// display text or the placeholder). Hidden rows are simply left out.
    public struct Item: Sendable, Equatable {
        /// The row's key, such as `user_name` or `address.street`.
        public var name: String
        /// What the row is, which decides its preferred height.
        public var kind: FormRow.Kind
        /// The title shown beside the value.
        public var title: String
        /// The value's display text, or the placeholder when there is no value.
        /// For a list, one entry per line.
        public var text: String
        /// Whether `text` is a placeholder (renderers show it in grey).
        public var isPlaceholder: Bool
        /// The control, state and notes a picture draws.
        public var details: FormLayout.RowDetails

        /// An item. Without `details`, the kind's plain control; a list's
        /// entries are then the lines of a `text` that is not a placeholder.
        public init(
            name: String, kind: FormRow.Kind, title: String, text: String = "", isPlaceholder: Bool = false,
            details: FormLayout.RowDetails? = nil
        ) {
            self.name = name
            self.kind = kind
            self.title = title
            self.text = text
            self.isPlaceholder = isPlaceholder
            if let details {
                self.details = details
            } else if kind == .list, !isPlaceholder, !text.isEmpty {
                let entries = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                self.details = FormLayout.RowDetails(control: .list(entries))
            } else {
                self.details = FormLayout.RowDetails(kind: kind)
            }
        }

        /// The height the row asks for, added as a weak constraint so that the
        /// layout has one answer: its control's height, plus
        /// ``FormLayout/RowDetails/noteLineHeight`` (18) for each line of help,
        /// error and footer under it (``FormLayout/RowDetails/noteLines``).
        ///
        /// | control                                        | height                  |
        /// |------------------------------------------------|-------------------------|
        /// | field, number, switch, picker, chips, date, attachment | 44              |
        /// | field of a kind of the app's own               | the kind's `layoutHeight` |
        /// | text area                                      | 88                      |
        /// | image well                                     | 230                     |
        /// | heading                                        | 32                      |
        /// | list                                           | 44 for its title and "Add", and 44 per entry |
        ///
        /// Being weak, it gives way to any other constraint: the default layout
        /// requires `>= 44`, so a title row is 44 tall there. Like every number
        /// of a layout it is at most 10 000 000 points: laying out a list of
        /// more than 227 271 entries throws ``LayoutError/invalidNumber(_:)``
        /// naming the row.
        public var preferredHeight: Double {
            let control: Double
            switch details.control {
            case .field where !kind.isBuiltIn:
                // A kind of the app's own drawn as a text box: the kind's height.
                control = kind.type?.layoutHeight ?? 44
            case .field, .number, .toggle, .picker, .chips, .date, .attachment: control = 44
            case .textArea: control = 88
            case .imageWell: control = 230
            case .heading: control = 32
            case .list(let entries, _):
                control = FormLayoutInput.Item.listEntryHeight * Double(entries.count + 1)
            }
            return control + FormLayout.RowDetails.noteLineHeight * Double(details.noteLines.count)
        }

        /// The height a list asks for per entry, and for its title line.
        static let listEntryHeight: Double = 44
    }
}
