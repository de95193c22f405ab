extension FormRule {
    /// Why a value failed one rule: the rule, the field, the limits, the message.
    ///
    /// ```swift
    /// let context = FormRule.Context(key: "bio", title: "Bio")
    /// let failure = FormRule.maxLength(40).validate(.string(String(repeating: "a", count: 41)), in: context)
    /// failure?.kind                 // .maxLength
    /// failure?[argument: "limit"]   // .integer(40)
    /// failure?.message              // "Bio must be at most 40 characters"
    /// ```
    ///
    /// ``arguments`` are the rule's parameters in a fixed order, so a
    /// replacement message or a translation can be written from them:
    ///
    /// | rule | arguments |
    /// |---|---|
    /// | `minLength`, `maxLength`, `exactLength` | `limit` (integer), `unit` (`"characters"` or `"items"`) |
    /// | `range` | `lower`, `upper` |
    /// | `min`, `max`, `greaterThan`, `greaterThanOrEqual`, `lessThan`, `lessThanOrEqual` | `limit` |
    /// | `step` | `step`, `base` |
    /// | `matches` | `pattern` |
    /// | `oneOf` | `options` (an array) |
    /// | `equalsField` | `otherKey`, `otherTitle` |
    /// | others | none |
    ///
    /// A rule that could not check the value at all (a number rule given text,
    /// an invalid pattern) adds `problem`, a string saying why.
    public struct Failure: Sendable, Hashable {
        /// The rule that failed.
        public var kind: FormRule.Kind
        /// The key of the field, such as `"bio"`.
        public var key: String
        /// The title of the field, such as `"Bio"`.
        public var title: String
        /// The value that failed.
        public var value: FormValue
        /// The rule's parameters, in a fixed order (see the table above).
        public var arguments: [FormValue.Member]
        /// The built-in English message.
        public var defaultMessage: String
        /// The message to show: the rule's replacement if it has one, else ``defaultMessage``.
        public var message: String
        /// The built-in message as a phrase a localization words in its
        /// language; nil for a message the app wrote (a custom rule's).
        public var phrase: FormPhrase?
        /// The English wording of an app's ``phrase``, with `{name}` for each
        /// parameter, used where no catalogue words its key; `nil` for a
        /// built-in phrase, which Formwork's catalogue words.
        var defaultWording: String?

        /// Creates a failure; `message` defaults to `defaultMessage`.
        public init(
            kind: FormRule.Kind, key: String, title: String, value: FormValue,
            arguments: [FormValue.Member] = [], defaultMessage: String, message: String? = nil
        ) {
            self.kind = kind
            self.key = key
            self.title = title
            self.value = value
            self.arguments = arguments
            self.defaultMessage = defaultMessage
            self.message = message ?? defaultMessage
        }

        /// The argument named `name`, or nil when the rule has none by that name.
        ///
        /// ```swift
        /// failure[argument: "upper"]   // .integer(150) for .range(0...150)
        /// ```
        public subscript(argument name: String) -> FormValue? {
            arguments.first { $0.key == name }?.value
        }

        /// `true` when the rule replaced the built-in message.
        public var hasReplacedMessage: Bool { message != defaultMessage }

        /// The failure as a field error carrying ``message``.
        public var fieldError: FormFieldError {
            FormFieldError(key: key, title: title, kind: .rule(kind), message: message)
        }
    }
}
