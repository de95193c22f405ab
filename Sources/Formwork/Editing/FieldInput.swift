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
    ///
    /// A class, so that a `Result` of a row's value or a refusal is the size
    /// of the value: as a struct the refusal made every result of every
    /// edit, refused or not, a block copied from call to call.
    final class Refusal: Error {
        let reason: FormInputError.Reason
        /// What is wrong, without the row's title (``FormPhrase/titled(_:)`` adds it).
        let phrase: FormPhrase
        /// The list item refused: its position counted from one and its text
        /// quoted, which name it in place of the row's title.
        let item: (position: Int, text: String)?
        /// The declared limit the value broke, whose failure is the message;
        /// `nil` when the input was not a value of the row at all.
        let limit: (rule: FormRule, value: FormValue)?

        init(
            reason: FormInputError.Reason, phrase: FormPhrase, item: (position: Int, text: String)? = nil,
            limit: (rule: FormRule, value: FormValue)? = nil
        ) {
            self.reason = reason
            self.phrase = phrase
            self.item = item
            self.limit = limit
        }
    }

    /// The row's value for typed `text`, parsed by the row's kind and checked against its limits.
    ///
    /// A choice takes an option's value, or its label as `labels` shows it
    /// (``TypedText``); a Boolean takes the language's yes and no words too;
    /// a date and time or a time of day without a zone is the wall-clock
    /// time in the localization's time zone.
    static func value(fromText text: String, _ descriptor: Declared, _ typed: TypedText) -> Result<FormValue, Refusal> {
        withinLimits(read(text: text, descriptor, typed), descriptor)
    }

    /// `value` read as the row's type, checked against its options and its
    /// limits; date text without a zone is the wall-clock time in `zone`.
    static func value(
        _ value: FormValue, _ descriptor: Declared, in zone: TimeZone = FormDateText.utc
    ) -> Result<FormValue, Refusal> {
        withinLimits(read(zoned(value, descriptor, zone), descriptor), descriptor)
    }

    /// Text sent to a date and time or a time of day row read as the
    /// wall-clock time in `zone` (a calendar date takes no zone); any other
    /// value, and text that is no date, as it is.
    private static func zoned(_ value: FormValue, _ descriptor: Declared, _ zone: TimeZone) -> FormValue {
        guard descriptor.kind == .date, descriptor.dateKind != .date, zone != FormDateText.utc,
            case .string(let text) = value
        else { return value }
        let trimmed = text.trimmingSpaces
        let date = FormDateText.parseDateTime(trimmed, in: zone) ?? FormDateText.parseTimeOfDay(trimmed, in: zone)
        return date.map { .date($0) } ?? value
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
    /// (`range:`/`min:`/`max:`, `step:`, `maxCharacters:`).
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
        default: reason = .outOfRange(minimum: descriptor.minimum, maximum: descriptor.maximum)
        }
        return .failure(Refusal(reason: reason, phrase: FormPhrase(""), limit: (rule, value)))
    }

    /// Typed `text` read by the row's kind: text rows keep what was typed,
    /// every other kind reads it trimmed (trimmed in each case, so that an
    /// edit of a text row copies nothing it does not keep).
    private static func read(text: String, _ descriptor: Declared, _ typed: TypedText) -> Result<FormValue, Refusal> {
        switch descriptor.kind {
        case .title:
            return .failure(readOnly)
        case .text, .longText:
            // Emptying the box of an optional text row means "no value".
            if text.isEmpty && descriptor.isOptional { return .success(.null) }
            // A `String` row takes the text as typed: its reading would hand it back unchanged.
            return descriptor.holdsText ? .success(.string(text)) : read(.string(text), descriptor)
        case .number:
            return readNumber(typed: text.trimmingSpacesAndNewlines, descriptor)
        case .boolean:
            let trimmed = text.trimmingSpacesAndNewlines
            if trimmed.isEmpty { return emptyValue(descriptor, .yesOrNo) }
            if let answer = typed.answer(trimmed) { return read(.bool(answer), descriptor) }
            return read(.string(trimmed), descriptor)
        case .date:
            let trimmed = text.trimmingSpacesAndNewlines
            if trimmed.isEmpty { return emptyValue(descriptor, dateExpected(descriptor.dateKind)) }
            guard let date = parseDate(trimmed, descriptor.dateKind, in: typed.localization.timeZone) else {
                return invalid(dateExpected(descriptor.dateKind))
            }
            return read(.date(date), descriptor)
        case .enumerated where !descriptor.allowsMultipleSelection:
            let trimmed = text.trimmingSpacesAndNewlines
            if trimmed.isEmpty { return emptyValue(descriptor, .option) }
            guard let option = typed.option(matching: trimmed, descriptor) else { return notAnOption(descriptor) }
            return read(option, descriptor)
        case .enumerated, .list:
            let items = TypedText.items(of: text.trimmingSpacesAndNewlines)
            if descriptor.options.isEmpty { return read(.array(items.map { .string($0) }), descriptor) }
            var chosen: [FormValue] = []
            for (offset, item) in items.enumerated() {
                guard let option = typed.option(matching: item, descriptor) else {
                    return .failure(itemRefusal(at: offset, .string(item), .notAnOption, optionPhrase(descriptor)))
                }
                chosen.append(option)
            }
            return read(.array(chosen), descriptor)
        case .image, .file:
            let trimmed = text.trimmingSpacesAndNewlines
            if trimmed.isEmpty { return emptyValue(descriptor, .url) }
            return read(.string(trimmed), descriptor)
        }
    }

    /// Typed number text: the same reading and the same refusals as the
    /// numeral sent in a body (see ``numberRefusal(_:_:)``).
    private static func readNumber(typed trimmed: String, _ descriptor: Declared) -> Result<FormValue, Refusal> {
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

    /// `value` read as the row's type and, when the row has options, checked against them.
    private static func read(_ value: FormValue, _ descriptor: Declared) -> Result<FormValue, Refusal> {
        if descriptor.kind == .title { return .failure(readOnly) }
        guard let read = descriptor.read(value) else {
            if descriptor.kind == .number, let numeral = numeral(of: value) {
                return .failure(numberRefusal(numeral, descriptor))
            }
            if descriptor.kind == .list, let refusal = unreadableItem(value, descriptor) { return .failure(refusal) }
            return .failure(typeRefusal(descriptor))
        }
        guard !read.holdsUnwritableDate else { return invalid(.dateInYears(0...9999)) }
        // Infinity and NaN are no number a person can mean, and no encoding writes them.
        if case .double(let number) = read, !number.isFinite {
            return number.isNaN ? .failure(typeRefusal(descriptor)) : invalid(.smallerNumber)
        }
        if descriptor.kind == .list, let refusal = nonFiniteItem(read, given: value) { return .failure(refusal) }
        guard descriptor.kind == .enumerated || (descriptor.kind == .list && !descriptor.options.isEmpty) else {
            return .success(read)
        }
        let allowed = descriptor.optionValues
        let chosen = read.arrayValue ?? (read.isNull ? [] : [read])
        guard chosen.allSatisfy(allowed.contains) else {
            // Several items: say which one is no option.
            if let items = read.arrayValue, let refusal = itemNotAnOption(items, descriptor) { return .failure(refusal) }
            return notAnOption(descriptor)
        }
        return .success(read)
    }

    private static var readOnly: Refusal { Refusal(reason: .readOnly, phrase: FormPhrase("input.readOnly")) }

    /// `null` for an optional row left empty, else the refusal saying the row must be `expected`.
    private static func emptyValue(_ descriptor: Declared, _ expected: FormInputError.Expected) -> Result<FormValue, Refusal> {
        guard !descriptor.isOptional else { return .success(.null) }
        return expected == .option ? .failure(typeRefusal(descriptor)) : invalid(expected)
    }

    static func invalid(_ expected: FormInputError.Expected) -> Result<FormValue, Refusal> {
        .failure(Refusal(reason: .invalidValue(expected: expected), phrase: expected.phrase))
    }

    private static func notAnOption(_ descriptor: Declared) -> Result<FormValue, Refusal> {
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
    private static func parseDate(_ text: String, _ kind: FormRow.DateKind, in zone: TimeZone) -> Date? {
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
        let expected: FormInputError.Expected
        switch descriptor.kind {
        case .text, .longText, .title: expected = .text
        case .number: expected = numberTypeExpected(descriptor.numberShape)
        case .boolean: expected = .yesOrNo
        case .date: expected = dateExpected(descriptor.dateKind)
        case .enumerated: expected = .option
        case .list: expected = descriptor.options.isEmpty ? listExpected(descriptor) : .option
        case .image, .file: expected = .urlOrFile
        }
        guard expected != .option else {
            return Refusal(reason: .invalidValue(expected: .option), phrase: optionsPhrase(descriptor))
        }
        return Refusal(reason: .invalidValue(expected: expected), phrase: expected.phrase)
    }
}
