/// A text Formwork writes for the person filling a form, named by its key, with its parameters.
///
/// ```swift
/// let phrase = FormPhrase("rule.maxLength.characters", ["title": "Bio"], count: 40)
/// FormLocalization(language: .english).text(phrase)             // "Bio must be at most 40 characters"
/// FormLocalization(language: .simplifiedChinese).text(phrase)   // "Bio不能超过40个字符"
/// ```
///
/// Every built-in text (rule messages, refusals, buttons, hints, status
/// lines) is a phrase: a ``FormCatalogue`` holds its wording in each
/// language, and an app overrides any of them by key. ``count`` chooses the
/// plural form by the language's rule, and is written where the wording
/// says `{count}`.
public struct FormPhrase: Sendable, Hashable, CustomStringConvertible {
    /// The key, such as `"rule.required"`; <doc:LocalizationKeys> lists every built-in key.
    public var key: String
    /// The parameters, by name, in the order they were given.
    public var arguments: [Argument]
    /// The count that chooses the plural form, if the text has one.
    public var count: Int?

    /// One parameter of a phrase: `{name}` in a wording is replaced by `text`.
    public struct Argument: Sendable, Hashable {
        /// The name written between braces in a wording, such as `title`.
        public var name: String
        /// The text put in its place, already in the language shown; a list's
        /// items joined by `", "`.
        public var text: String
        /// A list's items, joined by the language's `list.separator` when shown.
        public var items: [String]?

        /// Creates the parameter `name` with the text `text`.
        public init(_ name: String, _ text: String) {
            self.name = name
            self.text = text
        }

        /// Creates the parameter `name` holding a list, such as the options of a choice.
        ///
        /// ```swift
        /// FormPhrase("rule.oneOf", arguments: [.init("title", "Size"), .init("options", items: ["S", "M", "L"])])
        /// ```
        public init(_ name: String, items: [String]) {
            self.name = name
            self.text = items.joined(separator: ", ")
            self.items = items
        }
    }

    /// Creates the phrase `key` with its parameters and, for a plural text, its count.
    public init(_ key: String, _ arguments: KeyValuePairs<String, String> = [:], count: Int? = nil) {
        self.key = key
        self.arguments = arguments.map { Argument($0.key, $0.value) }
        self.count = count
    }

    /// Creates the phrase `key` with parameters made elsewhere.
    public init(_ key: String, arguments: [Argument], count: Int? = nil) {
        self.key = key
        self.arguments = arguments
        self.count = count
    }

    /// The text of the parameter `name`; `{count}` is the count in ASCII digits.
    ///
    /// ```swift
    /// FormPhrase("rule.required", ["title": "Age"])[argument: "title"]   // "Age"
    /// ```
    public subscript(argument name: String) -> String? {
        if let argument = arguments.first(where: { $0.name == name }) { return argument.text }
        if name == "count", let count { return FormValue.integer(Int64(count)).text }
        return nil
    }

    /// `key(name: text, …)`, for messages and test failures.
    public var description: String {
        var parts = arguments.map { "\($0.name): \(String(reflecting: $0.text))" }
        if let count { parts.append("count: \(FormValue.integer(Int64(count)).text)") }
        return key + "(" + parts.joined(separator: ", ") + ")"
    }
}
