/// One check of a field's value, with the message shown when it fails.
///
/// ```swift
/// @FormText(rules: [.required, .maxLength(40)]) var user_name = ""
///
/// let context = FormRule.Context(key: "user_name", title: "User Name")
/// FormRule.required.validate("  ", in: context)?.message         // "User Name is required"
/// FormRule.required.message("Tell us your name")
///     .validate("", in: context)?.message                         // "Tell us your name"
/// FormRule.maxLength(40).validate("Ada", in: context)             // nil: it passes
/// ```
///
/// A rule is a small value: a ``kind`` naming it, a check, and an optional
/// replacement message. Rules come from the static constructors
/// (``required``, ``email``, ``url``, ``minLength(_:)``, ``maxLength(_:)``,
/// ``exactLength(_:)``, `range(_:)`, ``min(_:)``, ``max(_:)``,
/// ``greaterThan(_:)``, ``greaterThanOrEqual(_:)``, ``lessThan(_:)``,
/// ``lessThanOrEqual(_:)``, ``step(_:from:)``, ``matches(_:)-(String)``, ``oneOf(_:)``,
/// ``equals(field:)``, and the `custom` ones).
///
/// **Empty values.** Every rule except ``required`` passes an empty value
/// (``FormValue/isEmpty``: null, blank text, an empty list), so an optional
/// field is only checked once something is entered. Add ``required`` to
/// demand a value.
///
/// **Misconfigured rules never trap.** A rule built from something that
/// cannot work (an invalid regular expression, a negative length, a bound
/// that is not a number or a date) has a ``configurationProblem`` that the
/// form reports when the model is declared; if it is used anyway, it fails
/// every non-empty value with a message saying it cannot check it.
public struct FormRule: Sendable {
    /// What the rule checks; the identifier messages are replaced by.
    public var kind: Kind { storage.kind }
    /// `true` when the rule also checks empty values (only ``required`` and
    /// custom rules that ask for it).
    public var checksEmptyValues: Bool { storage.checksEmptyValues }
    /// Why the rule cannot work as declared, or nil when it is sound.
    public var configurationProblem: String? { storage.configurationProblem }
    /// The keys of other fields the rule reads, such as `["password"]` for
    /// `.equals(field: "password")`, so a form can check they exist.
    public var referencedKeys: [String] { storage.referencedKeys }
    /// The Swift type a typed rule reads values as (`.custom { (age: Int) in … }`),
    /// checked against the row's type when the model is declared; `nil` for
    /// rules that read any ``FormValue``.
    var valueType: FormRuleValueType? { storage.valueType }
    /// The declared arguments of a built-in rule (`limit`, `lower`/`upper`,
    /// `pattern`, `step`/`base`, `options`), which the JSON Schema of a form
    /// maps onto its keywords; empty for rules that have none to map.
    package var arguments: [FormValue.Member] { storage.arguments }
    /// Everything the rule holds, behind one reference: rules are copied
    /// wherever rows hand them on, and a copy of eight fields retained each
    /// of their references (twelve retains in a validation of a 13-row
    /// form with four rules).
    private let storage: Storage

    private final class Storage: Sendable {
        let kind: Kind
        let checksEmptyValues: Bool
        let configurationProblem: String?
        let referencedKeys: [String]
        let valueType: FormRuleValueType?
        let arguments: [FormValue.Member]
        /// The verdict on the value alone, for rules that need nothing else
        /// to pass it; ``check`` runs only when it says no (or is absent).
        let accepts: (@Sendable (FormValue) -> Bool)?
        let check: @Sendable (FormValue, FormRule.Context) -> FormRuleViolation?
        let replacement: (@Sendable (FormRule.Failure) -> String)?

        init(
            kind: Kind, checksEmptyValues: Bool, configurationProblem: String?, referencedKeys: [String],
            valueType: FormRuleValueType?, arguments: [FormValue.Member],
            accepts: (@Sendable (FormValue) -> Bool)?,
            check: @escaping @Sendable (FormValue, FormRule.Context) -> FormRuleViolation?,
            replacement: (@Sendable (FormRule.Failure) -> String)?
        ) {
            self.kind = kind
            self.checksEmptyValues = checksEmptyValues
            self.configurationProblem = configurationProblem
            self.referencedKeys = referencedKeys
            self.valueType = valueType
            self.arguments = arguments
            self.accepts = accepts
            self.check = check
            self.replacement = replacement
        }
    }

    init(
        kind: Kind,
        checksEmptyValues: Bool = false,
        configurationProblem: String? = nil,
        referencedKeys: [String] = [],
        valueType: FormRuleValueType? = nil,
        arguments: [FormValue.Member] = [],
        check: @escaping @Sendable (FormValue, FormRule.Context) -> FormRuleViolation?
    ) {
        let checking: @Sendable (FormValue, FormRule.Context) -> FormRuleViolation?
        if let problem = configurationProblem {
            checking = { _, context in FormRuleViolation.unchecked(problem, context) }
        } else {
            checking = check
        }
        storage = Storage(
            kind: kind, checksEmptyValues: checksEmptyValues, configurationProblem: configurationProblem,
            referencedKeys: referencedKeys, valueType: valueType,
            arguments: configurationProblem == nil ? arguments : [], accepts: nil, check: checking, replacement: nil)
    }

    /// A built-in rule that judges the value alone: `accepts` passes or
    /// refuses it, and `violation`, called only for a refused value, says
    /// why with the context's title. A form passes such a rule without
    /// making the context (the row's title, the lookups of other fields):
    /// most checks of a valid form pass.
    init(
        kind: Kind,
        checksEmptyValues: Bool = false,
        arguments: [FormValue.Member] = [],
        accepts: @escaping @Sendable (FormValue) -> Bool,
        violation: @escaping @Sendable (FormValue, FormRule.Context) -> FormRuleViolation
    ) {
        storage = Storage(
            kind: kind, checksEmptyValues: checksEmptyValues, configurationProblem: nil, referencedKeys: [],
            valueType: nil, arguments: arguments, accepts: accepts, check: { violation($0, $1) }, replacement: nil)
    }

    private init(_ rule: FormRule, replacement: @escaping @Sendable (FormRule.Failure) -> String) {
        let held = rule.storage
        storage = Storage(
            kind: held.kind, checksEmptyValues: held.checksEmptyValues, configurationProblem: held.configurationProblem,
            referencedKeys: held.referencedKeys, valueType: held.valueType, arguments: held.arguments,
            accepts: held.accepts, check: held.check, replacement: replacement)
    }

    /// Checks `value`; nil when it passes, else why it fails.
    ///
    /// ```swift
    /// FormRule.range(0...150).validate(200, in: FormRule.Context(key: "age", title: "Age"))?.message
    /// // "Age must be between 0 and 150"
    /// ```
    public func validate(_ value: FormValue, in context: FormRule.Context) -> FormRule.Failure? {
        if passes(value) { return nil }
        return failure(value, in: context)
    }

    /// Whether `value` passes on its own, with no context needed: an empty
    /// value for a rule that lets empty values pass, or a value a built-in
    /// rule accepts. `false` means ``failure(_:in:)`` must decide.
    func passes(_ value: FormValue) -> Bool {
        let storage = storage
        if !storage.checksEmptyValues && value.isEmpty { return true }
        return storage.accepts?(value) == true
    }

    /// The failure of a value ``passes(_:)`` did not pass, or nil when the
    /// rule's check (a custom one, or one reading other fields) passes it.
    func failure(_ value: FormValue, in context: FormRule.Context) -> FormRule.Failure? {
        let storage = storage
        guard let violation = storage.check(value, context) else { return nil }
        var failure = FormRule.Failure(
            kind: storage.kind, key: context.key, title: context.title, value: value,
            arguments: violation.arguments,
            defaultMessage: violation.message
                ?? violation.phrase.map { FormLocalization.none.text($0, orElse: violation.wording) } ?? "")
        failure.phrase = violation.phrase
        failure.defaultWording = violation.wording
        if let replacement = storage.replacement { failure.message = replacement(failure) }
        return failure
    }

    /// The same rule showing `text` when it fails.
    ///
    /// ```swift
    /// rules: [.required.message("Tell us your name")]
    /// ```
    public func message(_ text: String) -> FormRule {
        FormRule(self, replacement: { _ in text })
    }

    /// The same rule showing the message `make` writes from the failure.
    ///
    /// ```swift
    /// rules: [.maxLength(40).message { "\($0.title): \($0[argument: "limit"]?.text ?? "") at most" }]
    /// ```
    public func message(_ make: @escaping @Sendable (FormRule.Failure) -> String) -> FormRule {
        FormRule(self, replacement: make)
    }

    /// Checks `value` against every rule in order and returns the failures
    /// as field errors, each message passed through `localization`.
    ///
    /// ```swift
    /// FormRule.validate("", rules: [.required, .email], in: context)
    /// // [user_name: User Name is required]
    /// ```
    public static func validate(
        _ value: FormValue, rules: [FormRule], in context: FormRule.Context,
        localization: FormLocalization = .none
    ) -> [FormFieldError] {
        var errors: [FormFieldError] = []
        appendFailures(of: value, rules: rules, to: &errors) { (context, localization) }
        return errors
    }

    /// Appends to `errors` the failures of `value` against `rules`, in
    /// order, each message passed through the localization; `context` (and
    /// the localization with it) is asked only for the first rule the value
    /// does not pass on its own: a valid value's row needs no title looked up.
    static func appendFailures(
        of value: FormValue, rules: [FormRule], to errors: inout [FormFieldError],
        context: () -> (FormRule.Context, FormLocalization)
    ) {
        // By position: a rule bound by a loop or a closure was copied, a
        // retain for each of its references.
        var index = rules.startIndex
        while index < rules.endIndex, rules[index].passes(value) { index += 1 }
        guard index < rules.endIndex else { return }
        let (context, localization) = context()
        let first = index
        while index < rules.endIndex {
            if index == first || !rules[index].passes(value), let failure = rules[index].failure(value, in: context) {
                errors.append(localization.error(for: failure))
            }
            index += 1
        }
    }
}

/// What a check reports when a value fails: the rule's arguments and the
/// built-in English message.
struct FormRuleViolation: Sendable {
    var arguments: [FormValue.Member] = []
    /// The built-in text, worded in each language by ``FormCatalogue``.
    var phrase: FormPhrase?
    /// The app's own text, shown as given.
    var message: String?
    /// The English wording of an app's phrase (``FormMessage``), for a
    /// language no catalogue words it in.
    var wording: String?

    init(arguments: [FormValue.Member] = [], phrase: FormPhrase) {
        self.arguments = arguments
        self.phrase = phrase
    }

    init(message: String) {
        self.message = message
    }

    /// An app's message: its text as given, or its phrase with its English wording.
    init(message: FormMessage, title: String) {
        if message.phrase == nil {
            self.message = message.wording
        } else {
            phrase = message.adding("title", title).phrase
            wording = message.wording
        }
    }

    /// The unchecked rule's failure: `problem` says why, in English, for the developer.
    static func unchecked(_ problem: String, _ context: FormRule.Context) -> FormRuleViolation {
        FormRuleViolation(
            arguments: [.init("problem", .string(problem))],
            phrase: FormPhrase("rule.unchecked", ["title": context.title, "problem": problem]))
    }
}
