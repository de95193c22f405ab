import Formwork

extension FormLayout {
    /// The control a row is drawn as, with what the control shows beyond
    /// the row's text: a switch's position, a list's entries, a file's name.
    ///
    /// ```swift
    /// FormLayout.Control(kind: .boolean)                     // .toggle(isOn: false)
    /// FormLayout.Control.list(["swift", "design"])           // two sub-rows and an "Add" button
    /// ```
    ///
    /// A form's rows get theirs from `FormState.layoutInput(errors:showingHiddenRows:)`;
    /// an item built by hand gets ``init(kind:)``'s unless it names one.
    public enum Control: Sendable, Equatable {
        /// A text field of the given kind; a `.password` shows dots.
        case field(FormRow.TextKind)
        /// A text area of several lines.
        case textArea
        /// A number field, with a stepper when the row has a `step:`.
        case number(hasStepper: Bool)
        /// A switch.
        case toggle(isOn: Bool)
        /// One choice: the chosen label and a chevron.
        case picker
        /// Several choices: the chosen labels as chips.
        case chips([String])
        /// A list: each entry a sub-row, and an "Add" button when `canAdd`.
        case list([String], canAdd: Bool = true)
        /// An image well with the chosen file's name, or a placeholder glyph.
        case imageWell(fileName: String?)
        /// A paperclip with the chosen file's name.
        case attachment(fileName: String?)
        /// A date, a time or both, with a calendar or clock glyph.
        case date(FormRow.DateKind)
        /// A heading.
        case heading

        /// The plain control of a kind: a `.plain` field, no stepper, a switch
        /// that is off, no entries, no file, a date; a `.plain` field for a
        /// kind of the app's own.
        public init(kind: FormRow.Kind) {
            switch kind {
            case .text: self = .field(.plain)
            case .longText: self = .textArea
            case .heading: self = .heading
            case .number: self = .number(hasStepper: false)
            case .boolean: self = .toggle(isOn: false)
            case .list: self = .list([])
            case .enumerated: self = .picker
            case .image: self = .imageWell(fileName: nil)
            case .date: self = .date(.date)
            case .attachment: self = .attachment(fileName: nil)
            default: self = .field(.plain)  // A kind of the app's own: a text box.
            }
        }
    }
}
