import Foundation

/// Reads what a person typed, or a value set in code or sent in a body, into
/// a row's value, and enforces the row's declared limits.
///
/// Every way input enters a form (``FormState/setText(_:for:)``,
/// ``FormState/setValue(_:for:)-(FormValue,_)``, list edits, body updates) comes
/// through here, so the same input on the same row is read the same way and
/// refused with the same sentence whichever way it came.
enum FieldInput {
    /// A refused input: the reason and the phrase saying it, which the
    /// form words with the row's title in its language.
    typealias Refusal = FormInputRefusal

    /// The row's value for typed `text`, parsed by the row's kind and checked against its limits.
    ///
    /// A choice takes an option's value, or its label as `labels` shows it
    /// (``TypedText``); a Boolean takes the language's yes and no words too;
    /// a date and time or a time of day without a zone is the wall-clock
    /// time in the localization's time zone.
    static func value(fromText text: String, _ descriptor: Declared, _ typed: TypedText) -> Result<FormValue, Refusal> {
        let row = FormRowContext(descriptor, typed: typed)
        return withinLimits(descriptor.kindType.value(fromText: text, for: row), descriptor)
    }

    /// `value` read by `row`'s kind, checked against its options and its limits.
    static func value(_ value: FormValue, _ row: FormRowContext) -> Result<FormValue, Refusal> {
        withinLimits(row.declared.kindType.value(value, for: row), row.declared)
    }

    /// `read` when it is a value within the row's limits, else the refusal.
    /// The value is passed on, not copied: a `flatMap` bound it and made
    /// a copy of its own for every edit.
    private static func withinLimits(
        _ read: consuming Result<FormValue, Refusal>, _ descriptor: Declared
    ) -> Result<FormValue, Refusal> {
        guard descriptor.hasLimits, case .success(let value) = read else { return read }
        return withinLimits(value, descriptor)
    }

    /// `value`, or the refusal of the first declared limit it breaks
    /// (`range:`/`min:`/`max:`, `step:`, `maxCharacters:`, `maxFileSize:`, `fileTypes:`).
    private static func withinLimits(_ value: FormValue, _ descriptor: Declared) -> Result<FormValue, Refusal> {
        // Most rows declare no limit: nothing to build or check.
        guard descriptor.hasLimits else { return .success(value) }
        // The rule's own check; the message is written later, with the row's title.
        let context = FormRule.Context(key: "", title: "")
        guard let rule = descriptor.limitRules.first(where: { $0.validate(value, in: context) != nil }) else {
            return .success(value)
        }
        let reason: FormInputError.Reason
        switch rule.kind {
        case .maxLength: reason = .tooLong(limit: descriptor.characterLimit?.maximum ?? 0)
        case .step: reason = .notOnStep(step: descriptor.step ?? .null, base: descriptor.minimum ?? .integer(0))
        case .maxFileSize: reason = .fileTooLarge(limit: descriptor.descriptor.maxFileSize ?? 0)
        case .fileTypes: reason = .fileTypeNotAccepted(types: descriptor.descriptor.fileTypes ?? [])
        default: reason = .outOfRange(minimum: descriptor.minimum, maximum: descriptor.maximum)
        }
        return .failure(Refusal(reason: reason, phrase: FormPhrase(""), limit: (rule, value)))
    }

    /// Typed number text: the same reading and the same refusals as the
    /// numeral sent in a body (see ``numberRefusal(_:_:)``).
    static func readNumber(typed trimmed: String, _ descriptor: Declared) -> Result<FormValue, Refusal> {
        if trimmed.isEmpty { return descriptor.isOptional ? .success(.null) : .failure(typeRefusal(descriptor)) }
        if let integer = ExactNumberText.integer(trimmed) { return read(.integer(integer), descriptor) }
        guard ExactNumberText.isDecimalNumeral(trimmed) else { return .failure(typeRefusal(descriptor)) }
        // A floating-point row reads the numeral itself: the nearest
        // double, −0 kept. Other rows read its exact decimal, or refuse.
        if descriptor.holdsFloatingPoint { return read(.string(trimmed), descriptor) }
        guard let decimal = ExactNumberText.decimal(trimmed), descriptor.read(.decimal(decimal)) != nil else {
            return .failure(numberRefusal(trimmed, descriptor))
        }
        return read(.decimal(decimal), descriptor)
    }

    /// `value` read as the row's kind reads it.
    static func read(_ value: FormValue, _ descriptor: Declared) -> Result<FormValue, Refusal> {
        descriptor.kindType.value(value, for: FormRowContext(descriptor))
    }

    /// `value` read as the row's declared type: what every kind's reading
    /// starts from; `nil` when the type does not read it, for the kind to
    /// refuse in its own words. A date no encoding can write and a double
    /// that is not finite are refused as no value a person can mean.
    ///
    /// The kind refuses after the call rather than in a closure passed to
    /// it: a closure would capture the kind's row context, copying it on
    /// every read of every row.
    static func readDeclared(_ value: FormValue, _ descriptor: Declared) -> Result<FormValue, Refusal>? {
        guard let read = descriptor.read(value) else { return nil }
        guard !read.holdsUnwritableDate else { return invalid(.dateInYears(0...9999)) }
        // Infinity and NaN are no number a person can mean, and no encoding writes them.
        if case .double(let number) = read, !number.isFinite {
            return number.isNaN ? nil : invalid(.smallerNumber)
        }
        return .success(read)
    }

    /// `read` when each value it holds is one of the row's options, else
    /// the refusal naming the item (of several) or the options.
    static func chosen(_ read: FormValue, _ descriptor: Declared) -> Result<FormValue, Refusal> {
        let allowed = descriptor.optionValues
        // One value is looked up as it is: no array is made to hold it.
        switch read {
        case .null:
            return .success(read)
        case .array(let items):
            guard items.allSatisfy(allowed.contains) else {
                // Say which item is no option.
                if let refusal = itemNotAnOption(items, descriptor) { return .failure(refusal) }
                return notAnOption(descriptor)
            }
            return .success(read)
        default:
            return allowed.contains(read) ? .success(read) : notAnOption(descriptor)
        }
    }

    static var readOnly: Refusal { Refusal(reason: .readOnly, phrase: FormPhrase("input.readOnly")) }

    /// `null` for an optional row left empty, else the refusal saying the row must be `expected`.
    static func emptyValue(_ descriptor: Declared, _ expected: FormInputError.Expected) -> Result<FormValue, Refusal> {
        guard !descriptor.isOptional else { return .success(.null) }
        return expected == .option ? .failure(typeRefusal(descriptor)) : invalid(expected)
    }

    static func invalid(_ expected: FormInputError.Expected) -> Result<FormValue, Refusal> {
        .failure(Refusal(reason: .invalidValue(expected: expected), phrase: expected.phrase))
    }

    static func notAnOption(_ descriptor: Declared) -> Result<FormValue, Refusal> {
        .failure(Refusal(reason: .notAnOption, phrase: optionsPhrase(descriptor)))
    }

    /// "must be one of Small, Medium, Large", or for several choices "must be
    /// chosen from …": the labels as declared, which the form replaces by
    /// the ones it shows.
    static func optionsPhrase(_ descriptor: Declared) -> FormPhrase {
        FormPhrase(
            descriptor.allowsMultipleSelection ? "input.chosenFrom" : "input.oneOf",
            arguments: [.init("options", items: descriptor.options.map(\.label))])
    }

    /// Typed date text: a calendar date is the day at midnight UTC in every
    /// zone; a time and a date and time without a zone are the wall-clock
    /// time in `zone`.
    static func parseDate(_ text: String, _ kind: FormRow.DateKind, in zone: TimeZone) -> Date? {
        switch kind {
        case .date: return text.count == 10 ? FormDateText.parseDateTime(text) : nil
        case .time: return FormDateText.parseTimeOfDay(text, in: zone)
        case .dateTime: return FormDateText.parseDateTime(text, in: zone)
        }
    }

    static func dateExpected(_ kind: FormRow.DateKind) -> FormInputError.Expected {
        switch kind {
        case .date: return .date
        case .time: return .time
        case .dateTime: return .dateAndTime
        }
    }

    /// The numeral a number or text value was written as, if any.
    static func numeral(of value: FormValue) -> String? {
        switch value {
        case .string(let text): return text.trimmingSpaces
        case .integer(let number): return String(number)
        case .decimal(let number): return ExactNumberText.decimal(number)
        case .double(let number): return number.isFinite ? ExactNumberText.double(number) : nil
        default: return nil
        }
    }

    /// The refusal of a value that is no value of the row's type: it says what one is.
    static func typeRefusal(_ descriptor: Declared) -> Refusal {
        descriptor.kindType.typeRefusal(for: FormRowContext(descriptor))
    }

    /// The refusal saying a row must be `expected`; for a choice, it names the options.
    static func refusal(expecting expected: FormInputError.Expected, _ descriptor: Declared) -> Refusal {
        guard expected != .option else {
            return Refusal(reason: .invalidValue(expected: .option), phrase: optionsPhrase(descriptor))
        }
        return Refusal(reason: .invalidValue(expected: expected), phrase: expected.phrase)
    }
}
