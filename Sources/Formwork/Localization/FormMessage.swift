/// A message the app shows on a form: its own text, shown as written, or a
/// phrase of its catalogue, worded in the form's language.
///
/// ```swift
/// let plain: FormMessage = "Pick an even number"
/// let taken = FormMessage(
///     FormPhrase("signup.emailTaken", ["email": "ada@example.com"]),
///     default: "{email} is already signed up")
/// FormLocalization(language: .english).text(taken)   // "ada@example.com is already signed up"
/// ```
///
/// A phrase's key is looked up in the localization's catalogue like a
/// built-in one (`{name}` in a wording is replaced by the parameter
/// `name`; a wording may have plural forms); where no catalogue words the
/// key, the English `default` wording is used, so a form without
/// translations still reads well. On a row, a phrase with no `title`
/// parameter is given the row's title, in the form's language: a wording
/// can say `{title}` as the built-in ones do.
public struct FormMessage: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The phrase to word in the form's language; `nil` for text shown as written.
    public var phrase: FormPhrase?
    /// The text as written, or the phrase's English wording with `{name}`
    /// for each parameter.
    public var wording: String

    /// A message shown as `text` in every language.
    public init(_ text: String) {
        phrase = nil
        wording = text
    }

    /// A message worded from `phrase` by the form's catalogue, else from
    /// `wording` (English, with `{name}` for each parameter).
    public init(_ phrase: FormPhrase, default wording: String) {
        self.phrase = phrase
        self.wording = wording
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(String(stringInterpolation: stringInterpolation))
    }

    /// The message in English: the text as written, or the default wording
    /// with the phrase's parameters in place.
    public var description: String { FormLocalization.none.text(self) }

    /// The message with `name` given `text`, unless its phrase has that parameter already.
    func adding(_ name: String, _ text: @autoclosure () -> String) -> FormMessage {
        guard var phrase, phrase[argument: name] == nil else { return self }
        phrase.arguments.append(FormPhrase.Argument(name, text()))
        return FormMessage(phrase, default: wording)
    }
}

extension FormLocalization {
    /// The text of an app's message in ``language``: its text as written,
    /// or its phrase worded by the catalogue (the app's, then Formwork's),
    /// else by the message's default wording. The closure is offered the
    /// result last, as ``Request/phrase(_:default:)``.
    ///
    /// ```swift
    /// let chinese = FormLocalization(
    ///     language: .simplifiedChinese,
    ///     catalogue: FormCatalogue(["zh-Hans": ["signup.emailTaken": "{email} 已经注册过了"]]))
    /// chinese.text(FormMessage(FormPhrase("signup.emailTaken", ["email": "ada@example.com"]),
    ///                          default: "{email} is already signed up"))
    /// // "ada@example.com 已经注册过了"
    /// ```
    public func text(_ message: FormMessage) -> String {
        guard let phrase = message.phrase else { return message.wording }
        return text(phrase, orElse: message.wording)
    }
}
