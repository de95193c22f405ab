/// Translates what a form shows: titles, placeholders, option labels and messages.
///
/// ```swift
/// let french = FormLocalization { request in
///     switch request {
///     case .title(key: "user_name", _): return "Nom d'utilisateur"
///     case .message(let failure) where failure.kind == .required: return "\(failure.title) est obligatoire"
///     default: return nil   // keep the English text
///     }
/// }
/// french.title(for: "user_name", default: "User Name")   // "Nom d'utilisateur"
/// ```
///
/// One closure answers every request; returning nil keeps the default text.
/// Titles are translated before rules run, so the title inside a failure is
/// already the translated one. A message a rule replaced (``FormRule/message(_:)-(String)``)
/// is still offered: check ``FormRule/Failure/hasReplacedMessage`` to keep it.
public struct FormLocalization: Sendable {
    /// Answers one request; nil keeps the default text.
    public let localize: @Sendable (FormLocalization.Request) -> String?
    /// `true` for ``none``, which keeps every default text: asked for a
    /// title on every rule a form checks, it answers without building a request.
    private let keepsDefaults: Bool

    /// Creates a localization from one closure.
    public init(_ localize: @escaping @Sendable (FormLocalization.Request) -> String?) {
        self.localize = localize
        self.keepsDefaults = false
    }

    private init(keepingDefaults: ()) {
        self.localize = { _ in nil }
        self.keepsDefaults = true
    }

    /// Keeps every default text.
    ///
    /// ```swift
    /// FormLocalization.none.title(for: "age", default: "Age")   // "Age"
    /// ```
    public static let none = FormLocalization(keepingDefaults: ())

    /// The text to show for `request`.
    ///
    /// ```swift
    /// localization.text(for: .title(key: "age", default: "Age"))   // "Age" unless translated
    /// ```
    public func text(for request: FormLocalization.Request) -> String {
        keepsDefaults ? request.defaultText : localize(request) ?? request.defaultText
    }

    /// The title to show for the field `key`.
    ///
    /// ```swift
    /// localization.title(for: "user_name", default: "User Name")
    /// ```
    public func title(for key: String, default text: String) -> String {
        keepsDefaults ? text : self.text(for: .title(key: key, default: text))
    }

    /// The placeholder to show for the field `key`.
    ///
    /// ```swift
    /// localization.placeholder(for: "user_name", default: "Your name")
    /// ```
    public func placeholder(for key: String, default text: String) -> String {
        self.text(for: .placeholder(key: key, default: text))
    }

    /// The label to show for the option `value` of the field `key`.
    ///
    /// ```swift
    /// localization.optionLabel(for: "gender", value: "female", default: "Female")
    /// ```
    public func optionLabel(for key: String, value: FormValue, default text: String) -> String {
        self.text(for: .optionLabel(key: key, value: value, default: text))
    }

    /// The message to show for a failed rule.
    ///
    /// ```swift
    /// localization.message(for: failure)   // "User Name is required" unless translated
    /// ```
    public func message(for failure: FormRule.Failure) -> String {
        text(for: .message(failure))
    }

    /// The failure as a field error carrying the translated message.
    ///
    /// ```swift
    /// let error = localization.error(for: failure)   // error.kind == .rule(failure.kind)
    /// ```
    public func error(for failure: FormRule.Failure) -> FormFieldError {
        var error = failure.fieldError
        error.message = message(for: failure)
        return error
    }

    /// The error with its message translated.
    ///
    /// ```swift
    /// localization.error(FormFieldError(key: "age", title: "Age", kind: .invalidInput, message: "Age must be a whole number"))
    /// ```
    public func error(_ error: FormFieldError) -> FormFieldError {
        var translated = error
        translated.message = text(for: .error(error))
        return translated
    }
}
