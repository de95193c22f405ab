extension FormRow {
    /// What a row is for, which decides how it is edited, parsed and laid out.
    ///
    /// ```swift
    /// form.row("age")?.kind   // .number
    /// ```
    public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
        /// One line of text (`@FormText`).
        case text
        /// Several lines of text (`@FormLongText`).
        case longText
        /// A read-only heading inside a section (`@FormHeading`).
        case title
        /// A number (`@FormNumber`).
        case number
        /// An on/off switch (`@FormBoolean`).
        case boolean
        /// A list of items (`@FormList`).
        case list
        /// A choice among options (`@FormEnumerated`).
        case enumerated
        /// A picture (`@FormImage`), laid out tall enough to show it.
        case image
        /// A date, a time or both (`@FormDate`).
        case date
        /// A file of any kind, such as a PDF or an archive (`@FormAttachment`),
        /// shown as its file name (or URL) on one line.
        case file
    }
}
