extension FormRule {
    /// What a rule knows about the field it checks and the form around it.
    ///
    /// ```swift
    /// let values: [String: FormValue] = ["password": "s3cret!"]
    /// let context = FormRule.Context(
    ///     key: "password_confirmation", title: "Password Confirmation",
    ///     value: { values[$0] }, title: { $0 == "password" ? "Password" : nil })
    /// FormRule.equals(field: "password").validate("s3cret", in: context)?.message
    /// // "Password Confirmation must match Password"
    /// ```
    ///
    /// The title is the one shown to the person filling the form (already
    /// localized, if the form is), and is the subject of every default message.
    /// The lookups reach other fields of the same form, by key, for rules such
    /// as ``FormRule/equals(field:)``; a lookup that returns nil means the form
    /// has no such field.
    public struct Context: Sendable {
        /// The key of the field being checked, such as `"user_name"`.
        public var key: String
        /// The title of the field being checked, such as `"User Name"`.
        public var title: String
        private let others: OtherFields

        /// Creates a context for the field `key` titled `title`, with lookups of
        /// other fields' values and titles by key (by default, no other fields).
        public init(
            key: String,
            title: String,
            value: @escaping @Sendable (String) -> FormValue? = { _ in nil },
            title otherTitle: @escaping @Sendable (String) -> String? = { _ in nil }
        ) {
            self.key = key
            self.title = title
            self.others = .lookups(value: value, title: otherTitle)
        }

        /// A context whose lookups read `fields`, by keys relative to `prefix`
        /// (the key prefix of the model declaring the row).
        init(key: String, title: String, fields: FormFieldLookup, prefix: String) {
            self.key = key
            self.title = title
            self.others = .form(fields, prefix: prefix)
        }

        /// The current value of the field `key`, or nil when the form has no such field.
        ///
        /// ```swift
        /// context.value(for: "password")   // .string("s3cret!")
        /// ```
        public func value(for key: String) -> FormValue? {
            switch others {
            case .lookups(let value, _): return value(key)
            case .form(let fields, let prefix): return fields.value(for: prefix + key)
            }
        }

        /// The title of the field `key`, or nil when the form does not know it.
        ///
        /// ```swift
        /// context.title(for: "password")   // "Password"
        /// ```
        public func title(for key: String) -> String? {
            switch others {
            case .lookups(_, let title): return title(key)
            case .form(let fields, let prefix): return fields.title(for: prefix + key)
            }
        }

        /// Where the other fields are looked up: the closures a caller gave, or
        /// a form's fields, shared by every row a validation checks, so that
        /// checking a row allocates no closures.
        private enum OtherFields: Sendable {
            case lookups(value: @Sendable (String) -> FormValue?, title: @Sendable (String) -> String?)
            case form(FormFieldLookup, prefix: String)
        }
    }
}

/// A form's rows, values and titles as rules look other fields up, by full key.
final class FormFieldLookup: Sendable {
    private let schema: FormSchema
    private let values: [FormValue]
    private let localization: FormLocalization

    init(schema: FormSchema, values: [FormValue], localization: FormLocalization) {
        self.schema = schema
        self.values = values
        self.localization = localization
    }

    func value(for key: String) -> FormValue? {
        schema.rowIndex[key].map { values[$0] }
    }

    func title(for key: String) -> String? {
        schema.rowIndex[key].map { localization.title(for: key, default: schema.rows[$0].title) }
    }
}
