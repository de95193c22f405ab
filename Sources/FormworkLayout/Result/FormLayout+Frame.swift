import Formwork

extension FormLayout {
    /// Where one box of a form landed: a row or a section header.
    ///
    /// ```swift
    /// let frame = layout.frames[0]
    /// frame.name                              // "user_name"
    /// (frame.x, frame.y, frame.width, frame.height)   // (8, 8, 359, 44)
    /// frame.maxY                              // 52
    /// ```
    public struct Frame: Sendable, Equatable {
        /// What the box is.
        public enum Role: Sendable, Equatable {
            /// A section's title.
            case header
            /// A row of the given kind.
            case item(FormRow.Kind)
        }

        /// The name in the Visual Format lines.
        public var identifier: String
        /// The row key; for a header, its identifier.
        public var name: String
        /// Header or row.
        public var role: Role
        /// The row's title, or the section's.
        public var title: String
        /// The display text or placeholder (empty for headers).
        public var text: String
        /// Whether `text` is a placeholder.
        public var isPlaceholder: Bool
        /// Left edge.
        public var x: Double
        /// Top edge.
        public var y: Double
        /// Width.
        public var width: Double
        /// Height.
        public var height: Double
        /// The control, state and notes a picture draws; a header's control
        /// is `.heading`.
        public var details: FormLayout.RowDetails

        /// A frame; without `details`, the plain control of its kind.
        public init(
            identifier: String, name: String, role: Role, title: String, text: String, isPlaceholder: Bool,
            x: Double, y: Double, width: Double, height: Double, details: FormLayout.RowDetails? = nil
        ) {
            self.identifier = identifier
            self.name = name
            self.role = role
            self.title = title
            self.text = text
            self.isPlaceholder = isPlaceholder
            self.x = x
            self.y = y
            self.width = width
            self.height = height
            switch role {
            case .header: self.details = details ?? FormLayout.RowDetails(control: .heading)
            case .item(let kind): self.details = details ?? FormLayout.RowDetails(kind: kind)
            }
        }

        /// Right edge.
        public var maxX: Double { x + width }
        /// Bottom edge.
        public var maxY: Double { y + height }
    }
}
