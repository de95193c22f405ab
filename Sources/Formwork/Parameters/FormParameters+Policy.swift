extension FormParameters {
    /// Which rows and values a form submits as parameters.
    ///
    /// ```swift
    /// form.parameters                                                  // the defaults below
    /// form.parameters(policy: .init(hiddenRows: .include))             // every row, shown or not
    /// form.parameters(policy: .init(disabledRows: .leaveOut))          // as an HTML form does
    /// form.parameters(policy: .init(nilValues: .null)).jsonString()    // {"phone":null,...}
    /// ```
    ///
    /// The defaults:
    /// - **hidden rows are left out**: a row hidden by a
    ///   condition is a question the person was not asked, so its value (often
    ///   a stale default) is not an answer.
    /// - **disabled rows are included**. HTML leaves disabled controls out, but
    ///   a Formwork row is disabled for more reasons than HTML's: the whole form
    ///   in read-only mode, an access policy that lets this person see but not
    ///   change a field, an `enabledWhen:` condition. In each case the value is
    ///   still the record's value, and a form shown read-only must still submit
    ///   it. Ask for ``Inclusion/leaveOut`` for HTML's behaviour.
    /// - **nil values are omitted**, as an HTML form omits an empty optional
    ///   control and as every rendering's own default does.
    public struct Policy: Sendable, Hashable {
        /// Whether rows of a kind are submitted.
        ///
        /// ```swift
        /// FormParameters.Policy(hiddenRows: .include, disabledRows: .leaveOut)
        /// ```
        public enum Inclusion: Sendable, Hashable {
            /// The rows are submitted.
            case include
            /// The rows submit nothing.
            case leaveOut
        }

        /// What the value of an empty optional row becomes.
        ///
        /// ```swift
        /// // @FormText var phone: String? = nil
        /// FormParameters.Policy.NilValues.omit          // no "phone" member
        /// FormParameters.Policy.NilValues.null          // "phone": null  (JSON null; urlencoded follows its own nilPolicy)
        /// FormParameters.Policy.NilValues.emptyString   // "phone": ""    (phone= in every rendering)
        /// ```
        public enum NilValues: Sendable, Hashable {
            /// The member is not submitted (the default).
            case omit
            /// The member is submitted as ``FormValue/null``. JSON writes
            /// `null`; urlencoded and multipart bodies write what their
            /// ``FormParameters/URLEncodingOptions/nilPolicy`` says (omitted by default).
            case null
            /// The member is submitted as an empty string.
            case emptyString
        }

        /// Rows hidden by a condition (their own, their section's or a group's);
        /// default ``Inclusion/leaveOut``.
        public var hiddenRows: Inclusion
        /// Rows that cannot be edited: read-only form, access policy or
        /// `enabledWhen:`; default ``Inclusion/include``.
        public var disabledRows: Inclusion
        /// Empty optional values, and null members a ``FormParameters/Mapping``
        /// returns; default ``NilValues/omit``.
        public var nilValues: NilValues

        /// A policy with the given choices; every argument has its documented default.
        ///
        /// ```swift
        /// let everything = FormParameters.Policy(hiddenRows: .include, nilValues: .null)
        /// ```
        public init(hiddenRows: Inclusion = .leaveOut, disabledRows: Inclusion = .include, nilValues: NilValues = .omit) {
            self.hiddenRows = hiddenRows
            self.disabledRows = disabledRows
            self.nilValues = nilValues
        }
    }
}
