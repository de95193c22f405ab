import Foundation

/// The language a form speaks, and the app's own texts in it: titles,
/// placeholders, help, option labels, and any built-in text worded its way.
///
/// ```swift
/// let chinese = FormLocalization(language: .simplifiedChinese, titles: ["user_name": "用户名"])
/// chinese.title(for: "user_name", default: "User Name")          // "用户名"
/// chinese.text(FormPhrase("rule.required", ["title": "用户名"]))   // "请填写用户名"
///
/// let french = FormLocalization(language: .french) { request in
///     switch request {
///     case .title(key: "user_name", _): return "Nom d'utilisateur"
///     case .message(let failure) where failure.kind == .required: return "Indiquez \(failure.title)"
///     default: return nil   // keep the built-in French text
///     }
/// }
/// ```
///
/// Every text Formwork writes for a person is a ``FormPhrase`` worded in
/// ``language``: the texts every surface shares by ``FormCatalogue/formwork``,
/// a front end's own texts by its module's catalogue as well
/// (``text(_:builtIn:)``). The app's ``catalogue`` is consulted first, for
/// any key, and the closure is offered each text last, returning nil to
/// keep it. Titles are translated before rules run, so the title
/// inside a failure is already the translated one. A message a rule
/// replaced (``FormRule/message(_:)-(String)``) is still offered: check
/// ``FormRule/Failure/hasReplacedMessage`` to keep it.
public struct FormLocalization: Sendable {
    /// Answers one request; nil keeps the default text.
    public let localize: @Sendable (FormLocalization.Request) -> String?
    /// The language of every built-in text, and of the page and pictures' `lang`.
    public let language: FormLanguage
    /// The app's wordings, consulted before the built-in ones: Formwork's
    /// (``FormCatalogue/formwork``) and a front end's.
    public let catalogue: FormCatalogue
    /// Titles by field or section key, consulted before the closure's.
    public let titles: [String: String]
    /// The time zone a person reads and types dates and times in; UTC
    /// unless the app gives one.
    ///
    /// ```swift
    /// var form = FormState(Meeting())
    /// form.localization.timeZone = TimeZone(identifier: "Asia/Shanghai") ?? form.localization.timeZone
    /// try form.setText("2026-05-01T09:30", for: "start")   // stores 2026-05-01T01:30:00Z
    /// form.rows[0].displayText                             // "2026-05-01T09:30:00+08:00"
    /// ```
    ///
    /// Every surface follows it: a `.dateTime` row shows the wall-clock
    /// time and its offset, a `.time` row the wall-clock time of day (typed,
    /// it is that time on 1970-01-01 in the zone), and
    /// typed or posted text without a zone (`2026-05-01T09:30`, `09:30`,
    /// what HTML's `datetime-local` and `time` inputs send) is read as the
    /// wall-clock time there. A `.date` row is a calendar day, stored as
    /// midnight UTC, and is the same day in every zone. The stored `Date` is
    /// an instant, and parameters write a `.dateTime` row's instant in UTC.
    /// Formwork never reads the machine's own zone: pass `TimeZone.current`
    /// to use it.
    ///
    /// A wall-clock time that clocks skip (2026-03-08 02:30 in
    /// America/New_York) is read as the time as if the clocks had not moved
    /// yet (03:30 EDT); one that clocks show twice (2026-11-01 01:30) as the
    /// earlier instant (01:30 EDT), as Foundation's `Calendar` reads them.
    public var timeZone: TimeZone
    /// `false` when no closure was given: nothing is asked of it.
    private let asks: Bool
    /// The tags a wording is looked up by, folded: ``language``'s, then
    /// shorter ones, then English. Found once, as every lookup walks them.
    private let lookupTags: [String]
    /// Whether ``catalogue`` holds no wording: asked by every typed choice
    /// and Boolean, and kept, since asking the catalogue walks its tables.
    private let catalogueIsEmpty: Bool

    /// Creates a localization in `language`, with the app's own wordings,
    /// titles by key, and a closure for anything else.
    ///
    /// ```swift
    /// let chinese = FormLocalization(language: .simplifiedChinese, titles: ["user_name": "用户名", "age": "年龄"])
    /// chinese.title(for: "age", default: "Age")   // "年龄"
    /// ```
    public init(
        language: FormLanguage = .english, catalogue: FormCatalogue = FormCatalogue(),
        titles: [String: String] = [:], timeZone: TimeZone = FormLocalization.utc
    ) {
        self.init(language: language, catalogue: catalogue, titles: titles, timeZone: timeZone, asks: false) { _ in nil }
    }

    /// Creates a localization from one closure, in `language`.
    public init(
        language: FormLanguage = .english, catalogue: FormCatalogue = FormCatalogue(),
        titles: [String: String] = [:], timeZone: TimeZone = FormLocalization.utc,
        _ localize: @escaping @Sendable (FormLocalization.Request) -> String?
    ) {
        self.init(language: language, catalogue: catalogue, titles: titles, timeZone: timeZone, asks: true, localize)
    }

    private init(
        language: FormLanguage, catalogue: FormCatalogue, titles: [String: String], timeZone: TimeZone, asks: Bool,
        _ localize: @escaping @Sendable (FormLocalization.Request) -> String?
    ) {
        self.localize = localize
        self.language = language
        self.catalogue = catalogue
        self.titles = titles
        self.timeZone = timeZone
        self.asks = asks
        let tags = FormCatalogue.lookupTags(for: language)
        self.lookupTags = tags.contains("en") ? tags : tags + ["en"]
        self.catalogueIsEmpty = catalogue.isEmpty
    }

    /// `true` when titles come out as declared: no titles, no app wordings and no closure.
    private var keepsDefaults: Bool { !asks && titles.isEmpty && catalogueIsEmpty }

    /// `true` when option labels, placeholders and footers may differ from
    /// the declared ones: a closure answers them.
    var translatesOptions: Bool { asks || !catalogueIsEmpty }

    /// `true` when a built-in text may differ from its English wording.
    var translatesPhrases: Bool { language != .english || !catalogueIsEmpty || asks }

    /// Coordinated Universal Time, the default ``timeZone``: the same
    /// text for the same date on every machine.
    ///
    /// ```swift
    /// FormLocalization(language: .german).timeZone == FormLocalization.utc   // true
    /// ```
    public static let utc: TimeZone = FormDateText.utc

    /// Keeps every default text.
    ///
    /// ```swift
    /// FormLocalization.none.title(for: "age", default: "Age")   // "Age"
    /// ```
    public static let none = FormLocalization()

    /// The text to show for `request`.
    ///
    /// ```swift
    /// localization.text(for: .title(key: "age", default: "Age"))   // "Age" unless translated
    /// ```
    public func text(for request: FormLocalization.Request) -> String {
        asks ? localize(request) ?? request.defaultText : request.defaultText
    }

    /// The text of a built-in phrase in ``language``: the closure's answer to
    /// ``Request/phrase(_:default:)``, else the app's wording, else the
    /// built-in one, else English, else the key.
    ///
    /// ```swift
    /// FormLocalization(language: .japanese).text(FormPhrase("rule.required", ["title": "氏名"]))
    /// // "氏名を入力してください"
    /// ```
    ///
    /// The built-in wordings are ``FormCatalogue/formwork``'s, the texts every
    /// surface shares. A front end words its own texts with
    /// ``text(_:builtIn:)``.
    public func text(_ phrase: FormPhrase) -> String {
        text(phrase, wordedBy: nil)
    }

    /// The text of a phrase a front end words from its own built-in
    /// catalogue: the app's wording, else `builtIn`'s, else
    /// ``FormCatalogue/formwork``'s, in ``language``, then in English; else
    /// the key. The closure is offered the result last, as
    /// ``Request/phrase(_:default:)``.
    ///
    /// ```swift
    /// let watch = FormCatalogue([
    ///     "en": ["watch.done": "Done"],
    ///     "de": ["watch.done": "Fertig"],
    /// ])
    /// let german = FormLocalization(language: .german)
    /// german.text(FormPhrase("watch.done"), builtIn: watch)      // "Fertig"
    /// german.text(FormPhrase("rule.required", ["title": "Name"]), builtIn: watch)
    /// // "Name ist erforderlich": a shared text, from Formwork's catalogue
    /// ```
    ///
    /// This is how FormworkHTML, FormworkTerminal and FormworkLayout word
    /// their texts (`FormCatalogue.html`, `.terminal` and `.pictures`), and
    /// how an app's own front end adds keys of its own. Each tag is looked
    /// up in the app's catalogue, then `builtIn`, then Formwork's, before
    /// the next, shorter tag: an app's wording overrides any key in its
    /// language, and a front end may word a shared key its own way. Nothing
    /// is merged: a lookup costs a few dictionary reads.
    public func text(_ phrase: FormPhrase, builtIn: FormCatalogue) -> String {
        text(phrase, wordedBy: builtIn)
    }

    /// The text of `phrase` worded by the catalogues, else by `fallback`
    /// (a wording with `{name}` for each parameter): an app's phrase,
    /// which Formwork's catalogue does not word, reads as its app wrote it.
    func text(_ phrase: FormPhrase, orElse fallback: String?) -> String {
        text(phrase, wordedBy: nil, orElse: fallback)
    }

    private func text(_ phrase: FormPhrase, wordedBy builtIn: FormCatalogue?, orElse fallback: String? = nil) -> String {
        let separator =
            phrase.arguments.contains { $0.items != nil }
            ? wording(of: "list.separator", builtIn: builtIn) ?? ", " : ", "
        let wording =
            (wording(of: phrase.key, count: phrase.count, builtIn: builtIn) ?? fallback)
            .map { FormCatalogue.render($0, phrase, listSeparator: separator) } ?? phrase.key
        return asks ? localize(.phrase(phrase, default: wording)) ?? wording : wording
    }

    /// The wording of `key` in ``language``, else in English: each tag in the
    /// app's catalogue, then `builtIn`, then Formwork's; nil when none has it.
    private func wording(of key: String, count: Int? = nil, builtIn: FormCatalogue?) -> String? {
        for tag in lookupTags {
            let entry =
                catalogue.entry(key, foldedTag: tag) ?? builtIn?.entry(key, foldedTag: tag)
                ?? FormCatalogue.formwork.entry(key, foldedTag: tag)
            if let entry { return entry.wording(for: count, rule: language.plurals) }
        }
        return nil
    }

    /// The app's own wording of `key` (a title, a placeholder, an option's
    /// label) in ``language``, else in English; nil when the app gives none.
    ///
    /// A key of a repeating group's item row (`title.co_speakers[2].name`)
    /// is looked up as written, then without its positions
    /// (`title.co_speakers.name`), the one wording every item shares, as
    /// `<group>.item` is.
    private func appWording(_ key: String) -> String? {
        if catalogue.isEmpty { return nil }
        if let wording = (catalogue.entry(key, for: language) ?? catalogue.entry(key, for: .english)) {
            return wording.wording(for: nil, rule: language.plurals)
        }
        guard let shared = Self.withoutPositions(key) else { return nil }
        return (catalogue.entry(shared, for: language) ?? catalogue.entry(shared, for: .english))?
            .wording(for: nil, rule: language.plurals)
    }

    /// `key` with every item position followed by a row's name (`[2].`)
    /// left out, or `nil` when it has none. An item's own key
    /// (`co_speakers[2]`, its title) keeps its position: without it, it
    /// would be the group's.
    static func withoutPositions(_ key: String) -> String? {
        guard key.utf8.contains(UInt8(ascii: "[")) else { return nil }
        var result = ""
        var rest = Substring(key)
        var removed = false
        while let open = rest.firstIndex(of: "[") {
            let digits = rest[rest.index(after: open)...].prefix { $0.isASCII && $0.isNumber }
            let close = digits.endIndex
            guard !digits.isEmpty, close < rest.endIndex, rest[close] == "]",
                rest.index(after: close) < rest.endIndex, rest[rest.index(after: close)] == "."
            else {
                result += rest[...open]
                rest = rest[rest.index(after: open)...]
                continue
            }
            result += rest[..<open]
            rest = rest[rest.index(after: close)...]
            removed = true
        }
        return removed ? result + rest : nil
    }

    /// The title to show for the field `key`.
    ///
    /// ```swift
    /// localization.title(for: "user_name", default: "User Name")
    /// ```
    public func title(for key: String, default text: String) -> String {
        if keepsDefaults { return text }
        let given = titles.isEmpty ? nil : titles[key] ?? Self.withoutPositions(key).flatMap { titles[$0] }
        return self.text(for: .title(key: key, default: given ?? appWording("title." + key) ?? text))
    }

    /// The placeholder to show for the field `key`.
    ///
    /// ```swift
    /// localization.placeholder(for: "user_name", default: "Your name")
    /// ```
    public func placeholder(for key: String, default text: String) -> String {
        self.text(for: .placeholder(key: key, default: appWording("placeholder." + key) ?? text))
    }

    /// The footer to show under the section `key` (a ``FormSeparator``'s
    /// property name), asked as ``Request/footer(key:default:)``.
    ///
    /// ```swift
    /// localization.footer(for: "contact", default: "We never share your email")
    /// ```
    public func footer(for key: String, default text: String) -> String {
        self.text(for: .footer(key: key, default: appWording("footer." + key) ?? text))
    }

    /// The help text to show below the row or repeating group `key`: the
    /// app's `help.<key>` wording, else the closure's, else `text`.
    ///
    /// ```swift
    /// localization.help(for: "user_name", default: "Letters and digits")
    /// ```
    public func help(for key: String, default text: String) -> String {
        self.text(for: .help(key: key, default: appWording("help." + key) ?? text))
    }

    /// The label to show for the option `value` of the field `key`.
    ///
    /// ```swift
    /// localization.optionLabel(for: "gender", value: "female", default: "Female")
    /// ```
    public func optionLabel(for key: String, value: FormValue, default text: String) -> String {
        self.text(
            for: .optionLabel(key: key, value: value, default: appWording("option.\(key).\(value.text)") ?? text))
    }

    /// The message to show for a failed rule.
    ///
    /// ```swift
    /// localization.message(for: failure)   // "User Name is required" unless translated
    /// ```
    public func message(for failure: FormRule.Failure) -> String {
        guard let phrase = failure.phrase, translatesPhrases else {
            return text(for: .message(failure))
        }
        var worded = failure
        // An app's phrase no catalogue words keeps the English wording its rule gave.
        worded.defaultMessage = text(phrase, orElse: failure.defaultWording)
        if !failure.hasReplacedMessage { worded.message = worded.defaultMessage }
        return text(for: .message(worded))
    }

    /// The failure as a field error carrying the translated message.
    ///
    /// ```swift
    /// let error = localization.error(for: failure)   // error.kind == .rule(failure.kind)
    /// ```
    public func error(for failure: FormRule.Failure) -> FormFieldError {
        var error = failure.fieldError
        error.message = message(for: failure)
        error.phrase = failure.phrase
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
