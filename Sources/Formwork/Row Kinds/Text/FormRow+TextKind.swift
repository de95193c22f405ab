extension FormRow {
    /// What kind of text a `@FormText` row holds; it chooses the keyboard and
    /// how the value is shown (a password is masked).
    ///
    /// ```swift
    /// @FormText(.email) var email = ""
    /// @FormText(.password) var password = ""
    /// ```
    ///
    /// A kind does not check the text: add a rule for that
    /// (`@FormText(.email, rules: [.email])`).
    public enum TextKind: String, Sendable, Hashable, CaseIterable, Codable {
        /// Any text (the default).
        case plain
        /// A person's name.
        case name
        /// An email address.
        case email
        /// A phone number.
        case phone
        /// A web address.
        case url
        /// A password, shown masked.
        case password
    }
}
