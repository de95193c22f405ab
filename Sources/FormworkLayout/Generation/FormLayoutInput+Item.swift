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

        /// An item.
        public init(name: String, kind: FormRow.Kind, title: String, text: String = "", isPlaceholder: Bool = false) {
            self.name = name
            self.kind = kind
            self.title = title
            self.text = text
            self.isPlaceholder = isPlaceholder
        }

        /// The height the row asks for, added as a weak constraint so that the
        /// layout has one answer:
        ///
        /// | kind                                  | height                 |
        /// |---------------------------------------|------------------------|
        /// | text, number, boolean, date, enumerated, file | 44            |
        /// | longText                              | 88                     |
        /// | image                                 | 230                    |
        /// | title                                 | 32                     |
        /// | list                                  | 44 × lines of `text` (at least 1) |
        ///
        /// Being weak, it gives way to any other constraint: the default layout
        /// requires `>= 44`, so a title row is 44 tall there. Like every number
        /// of a layout it is at most 10 000 000 points: laying out a list of
        /// more than 227 272 entries throws ``LayoutError/invalidNumber(_:)``
        /// naming the row.
        public var preferredHeight: Double {
            switch kind {
            case .text, .number, .boolean, .date, .enumerated, .file: return 44
            case .longText: return 88
            case .image: return 230
            case .title: return 32
            case .list:
                let lines = text.isEmpty ? 1 : text.split(separator: "\n", omittingEmptySubsequences: false).count
                return FormLayoutInput.Item.listEntryHeight * Double(max(1, lines))
            }
        }

        /// The height a list asks for per entry (line of ``text``).
        static let listEntryHeight: Double = 44
    }
}
