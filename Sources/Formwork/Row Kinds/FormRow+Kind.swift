extension FormRow {
    /// What a row is for, which decides how it is edited, read, shown and
    /// laid out: one of the built-in kinds below, or a kind of the app's own
    /// (``FormRowKind``).
    ///
    /// ```swift
    /// form.row("age")?.kind          // .number
    /// form.row("age")?.kind.name     // "number"
    /// ```
    ///
    /// Two kinds are equal when their names are. A `switch` over a kind
    /// matches the members below and needs a `default:` for the kinds it
    /// does not know: the drawing of a front end's fallback control.
    public struct Kind: Sendable, Hashable, Codable, CustomStringConvertible, RawRepresentable {
        /// The kind's name: `"text"`, `"number"`, or a kind of the app's own.
        public let name: String
        /// The kind's type, which decides everything about its rows; `nil`
        /// for a kind known by its name alone (read from a layout's JSON).
        ///
        /// A front end asks it for its own protocols: FormworkHTML draws a
        /// kind that adopts `FormHTMLRowControl` with the kind's markup.
        public let type: (any FormRowKind.Type)?

        /// The kind `type` is.
        public init<K: FormRowKind>(_ type: K.Type) {
            self.name = K.name
            self.type = type
        }

        init(of type: any FormRowKind.Type) {
            self.name = type.name
            self.type = type
        }

        /// The kind with the name `rawValue`: a built-in kind's, or a kind
        /// known by its name alone.
        public init(rawValue: String) {
            if let builtIn = Self.allCases.first(where: { $0.name == rawValue }) {
                self = builtIn
            } else {
                self.name = rawValue
                self.type = nil
            }
        }

        /// The kind's name, as ``init(rawValue:)`` reads it.
        public var rawValue: String { name }

        public var description: String { name }

        public static func == (lhs: Kind, rhs: Kind) -> Bool { lhs.name == rhs.name }

        public func hash(into hasher: inout Hasher) { hasher.combine(name) }

        /// Reads a kind from its name.
        public init(from decoder: any Decoder) throws {
            self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
        }

        /// Writes the kind's name.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(name)
        }

        /// The kind's type, or a line of text's for a kind known by name alone.
        var decides: any FormRowKind.Type { type ?? _FormFieldKind.Text.self }

        /// One line of text (`@FormText`).
        public static var text: Kind { Kind(_FormFieldKind.Text.self) }
        /// Several lines of text (`@FormLongText`).
        public static var longText: Kind { Kind(_FormFieldKind.LongText.self) }
        /// A read-only heading inside a section (`@FormHeading`).
        public static var heading: Kind { Kind(_FormFieldKind.Heading.self) }
        /// A number (`@FormNumber`).
        public static var number: Kind { Kind(_FormFieldKind.Number.self) }
        /// An on/off switch (`@FormBoolean`).
        public static var boolean: Kind { Kind(_FormFieldKind.Boolean.self) }
        /// A list of items (`@FormList`).
        public static var list: Kind { Kind(_FormFieldKind.List.self) }
        /// A choice among options (`@FormEnumerated`).
        public static var enumerated: Kind { Kind(_FormFieldKind.Enumerated.self) }
        /// A picture (`@FormImage`), laid out tall enough to show it.
        public static var image: Kind { Kind(_FormFieldKind.Image.self) }
        /// A date, a time or both (`@FormDate`).
        public static var date: Kind { Kind(_FormFieldKind.Date.self) }
        /// A file of any kind, such as a PDF or an archive (`@FormAttachment`),
        /// shown as its file name (or URL) on one line.
        public static var attachment: Kind { Kind(_FormFieldKind.Attachment.self) }
        /// A rating of one to a number of stars (`@FormRating`).
        public static var rating: Kind { Kind(_FormFieldKind.Rating.self) }

        /// The kinds Formwork declares, in the order of their wrappers in the
        /// documentation; a kind of the app's own is not among them.
        public static var allCases: [Kind] {
            [.text, .longText, .heading, .number, .boolean, .list, .enumerated, .image, .date, .attachment, .rating]
        }
    }
}
