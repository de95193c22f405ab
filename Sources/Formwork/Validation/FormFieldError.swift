/// One problem with one field, ready to show beside its row.
///
/// ```swift
/// let error = FormFieldError(key: "age", title: "Age", kind: .invalidInput,
///                            message: "Age must be a whole number")
/// error.description   // "age: Age must be a whole number"
/// ```
///
/// Rules produce these (``FormRule/Failure/fieldError``); the form also uses
/// them for text that does not parse into the field's type
/// (``Kind/invalidInput``) and for checks a model makes across fields
/// (``Kind/model``).
public struct FormFieldError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where an error came from.
    ///
    /// ```swift
    /// FormFieldError.Kind.rule(.required)   // a rule failed
    /// ```
    public enum Kind: Sendable, Hashable, CustomStringConvertible {
        /// A validation rule failed.
        case rule(FormRule.Kind)
        /// The text entered does not parse into the field's type.
        case invalidInput
        /// The model's own check, usually across several fields, failed;
        /// or the app found the error and added it to the form
        /// (`FormState.addError(_:for:)`).
        case model

        /// `rule(required)`, `invalidInput` or `model`.
        public var description: String {
            switch self {
            case .rule(let kind): return "rule(\(kind.rawValue))"
            case .invalidInput: return "invalidInput"
            case .model: return "model"
            }
        }
    }

    /// The key of the field, such as `"age"`.
    public var key: String
    /// The title of the field, such as `"Age"`.
    public var title: String
    /// Where the error came from.
    public var kind: Kind
    /// The message to show.
    public var message: String
    /// The built-in text ``message`` was worded from, with its parameters;
    /// `nil` for a message the app wrote (a model's own check).
    ///
    /// ```swift
    /// error.phrase?.key   // "input.wholeNumber", "rule.required", "group.tooFew"
    /// ```
    ///
    /// Two errors are equal when they say the same of the same field,
    /// whichever phrase worded them.
    public var phrase: FormPhrase?

    /// Creates an error for the field `key` titled `title`, worded from `phrase` when given.
    public init(key: String, title: String, kind: Kind, message: String, phrase: FormPhrase? = nil) {
        self.key = key
        self.title = title
        self.kind = kind
        self.message = message
        self.phrase = phrase
    }

    /// `key: message`, such as `"age: Age must be a whole number"`.
    public var description: String { "\(key): \(message)" }

    public static func == (lhs: FormFieldError, rhs: FormFieldError) -> Bool {
        lhs.key == rhs.key && lhs.title == rhs.title && lhs.kind == rhs.kind && lhs.message == rhs.message
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(kind)
        hasher.combine(message)
    }
}
