extension FormLocalization {
    /// A piece of text a form is about to show, offered for translation.
    ///
    /// ```swift
    /// let request = FormLocalization.Request.title(key: "user_name", default: "User Name")
    /// request.defaultText   // "User Name"
    /// ```
    ///
    /// Each case carries what a translator needs to pick the text: the field's
    /// key, and the English text Formwork would show otherwise.
    public enum Request: Sendable, Hashable {
        /// The title of the field `key`.
        case title(key: String, default: String)
        /// The placeholder of the field `key`.
        case placeholder(key: String, default: String)
        /// The footer of the section `key`: a ``FormSeparator``'s property name.
        ///
        /// ```swift
        /// case .footer(key: "contact", _): return "我们不会公开你的邮箱"
        /// ```
        ///
        /// A section's title is asked as ``title(key:default:)`` with the
        /// same key; a repeating group's item noun with the group's key and
        /// `.item` (`referees.item`, default "Referee").
        case footer(key: String, default: String)
        /// The help text of the row or repeating group `key`, shown below it.
        case help(key: String, default: String)
        /// The label of the option `value` of the field `key`.
        case optionLabel(key: String, value: FormValue, default: String)
        /// The message of a failed rule; the default is ``FormRule/Failure/message``.
        case message(FormRule.Failure)
        /// An error no rule produced (input that does not parse, a model's own
        /// check); the default is ``FormFieldError/message``.
        case error(FormFieldError)
        /// A built-in text, such as a button or a hint; the default is its
        /// wording in the localization's language.
        case phrase(FormPhrase, default: String)

        /// The text shown when the localization returns nil.
        public var defaultText: String {
            switch self {
            case .title(_, let text), .placeholder(_, let text), .help(_, let text), .footer(_, let text),
                .optionLabel(_, _, let text):
                return text
            case .message(let failure): return failure.message
            case .error(let error): return error.message
            case .phrase(_, let text): return text
            }
        }
    }
}
