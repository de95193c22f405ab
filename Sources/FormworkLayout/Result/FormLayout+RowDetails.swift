import Formwork

extension FormLayout {
    /// Everything a picture draws for a row beyond its title and text: its
    /// control, its state, its help, its errors, and the footer of the
    /// section it ends.
    ///
    /// ```swift
    /// let details = FormLayout.RowDetails(
    ///     control: .field(.email), state: .required, help: "We never share it.",
    ///     errors: ["Enter an email address."])
    /// details.noteLines   // ["We never share it.", "Enter an email address."]
    /// ```
    ///
    /// Help, each error and the footer are one line each under the control,
    /// and each adds ``noteLineHeight`` to the row's preferred height, so
    /// that what is drawn sits inside the row's frame.
    public struct RowDetails: Sendable, Equatable {
        /// The control the row is drawn as.
        public var control: FormLayout.Control
        /// Required, disabled, read-only, hidden.
        public var state: FormLayout.RowState
        /// Help text under the control.
        public var help: String?
        /// Error messages under the control, in red, in order.
        public var errors: [String]
        /// The footer of the section this row ends, under everything else.
        public var footer: String?

        /// Details.
        public init(
            control: FormLayout.Control, state: FormLayout.RowState = [], help: String? = nil, errors: [String] = [],
            footer: String? = nil
        ) {
            self.control = control
            self.state = state
            self.help = help
            self.errors = errors
            self.footer = footer
        }

        /// The plain details of a kind: its plain control, no state, no notes.
        public init(kind: FormRow.Kind) {
            self.init(control: FormLayout.Control(kind: kind))
        }

        /// The lines under the control, in the order drawn: help, errors, footer.
        public var noteLines: [String] {
            var lines: [String] = []
            if let help, !help.isEmpty { lines.append(help) }
            lines += errors
            if let footer, !footer.isEmpty { lines.append(footer) }
            return lines
        }

        /// The height of one line under the control.
        public static let noteLineHeight: Double = 18
    }
}
