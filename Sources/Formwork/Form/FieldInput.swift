import Foundation

/// Reads what a person typed, or a value set in code, into a row's value.
enum FieldInput {
    /// A refused input: the reason and the sentence after the row's title.
    struct Refusal: Error {
        let reason: FormInputError.Reason
        let predicate: String
    }

    /// The row's value for typed `text`, parsed by the row's kind.
    static func value(fromText text: String, _ descriptor: FieldDescriptor) -> Result<FormValue, Refusal> {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        switch descriptor.kind {
        case .title:
            return .failure(Refusal(reason: .readOnly, predicate: "cannot be edited"))
        case .text, .longText:
            // Emptying the box of an optional text row means "no value".
            return text.isEmpty && descriptor.isOptional ? .success(.null) : value(.string(text), descriptor)
        case .number:
            if trimmed.isEmpty { return emptyValue(descriptor, "must be a number") }
            if let integer = FormNumberText.integer(trimmed) { return value(.integer(integer), descriptor) }
            guard FormNumberText.isDecimalNumeral(trimmed) else { return invalid("must be a number") }
            // A floating-point row reads the numeral itself: the nearest
            // double, −0 kept. Other rows read its exact decimal, or refuse.
            if descriptor.holdsFloatingPoint { return value(.string(trimmed), descriptor) }
            guard let decimal = FormNumberText.decimal(trimmed) else { return .failure(numberRefusal(trimmed, descriptor)) }
            // Digits that did not fit an `Int64` are a number too large, not a wrong one.
            if descriptor.read(.decimal(decimal)) == nil, !trimmed.contains(where: { ".eE".contains($0) }) {
                return invalid("is too large")
            }
            return value(.decimal(decimal), descriptor)
        case .boolean:
            if trimmed.isEmpty { return emptyValue(descriptor, "must be yes or no") }
            return value(.string(trimmed), descriptor)
        case .date:
            if trimmed.isEmpty { return emptyValue(descriptor, datePredicate(descriptor.dateKind)) }
            guard let date = parseDate(trimmed, descriptor.dateKind) else {
                return invalid(datePredicate(descriptor.dateKind))
            }
            return .success(.date(date))
        case .enumerated where !descriptor.allowsMultipleSelection:
            if trimmed.isEmpty { return emptyValue(descriptor, optionsPredicate(descriptor)) }
            guard let option = option(matching: trimmed, descriptor) else { return notAnOption(descriptor) }
            return value(option, descriptor)
        case .enumerated, .list:
            let items = trimmed.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            if descriptor.options.isEmpty { return value(.array(items.map { .string($0) }), descriptor) }
            var chosen: [FormValue] = []
            for item in items {
                guard let option = option(matching: item, descriptor) else { return notAnOption(descriptor) }
                chosen.append(option)
            }
            return value(.array(chosen), descriptor)
        case .image:
            if trimmed.isEmpty { return emptyValue(descriptor, "must be a URL") }
            return value(.string(trimmed), descriptor)
        }
    }

    /// `value` read as the row's type and, when the row has options, checked against them.
    static func value(_ value: FormValue, _ descriptor: FieldDescriptor) -> Result<FormValue, Refusal> {
        if descriptor.kind == .title { return .failure(Refusal(reason: .readOnly, predicate: "cannot be edited")) }
        guard let read = descriptor.read(value) else {
            if descriptor.kind == .number, let numeral = numeral(of: value) {
                return .failure(numberRefusal(numeral, descriptor))
            }
            return invalid(typePredicate(descriptor))
        }
        guard !read.holdsUnwritableDate else { return invalid("must be a date between the years 0000 and 9999") }
        // Infinity and NaN are no number a person can mean, and no encoding writes them.
        if case .double(let number) = read, !number.isFinite {
            return invalid(number.isNaN ? typePredicate(descriptor) : "is too large")
        }
        guard descriptor.kind == .enumerated || (descriptor.kind == .list && !descriptor.options.isEmpty) else {
            return .success(read)
        }
        let allowed = descriptor.options.map(\.value)
        let chosen = read.arrayValue ?? (read.isNull ? [] : [read])
        guard chosen.allSatisfy(allowed.contains) else { return notAnOption(descriptor) }
        return .success(read)
    }

    /// The option whose value's text is `text`, else whose label is `text` in any letter case.
    private static func option(matching text: String, _ descriptor: FieldDescriptor) -> FormValue? {
        let options = descriptor.options
        if let option = options.first(where: { $0.value.text == text }) { return option.value }
        let lowered = text.lowercased()
        return options.first { $0.label.lowercased() == lowered }?.value
    }

    private static func emptyValue(_ descriptor: FieldDescriptor, _ predicate: String) -> Result<FormValue, Refusal> {
        descriptor.isOptional ? .success(.null) : invalid(predicate)
    }

    private static func invalid(_ predicate: String) -> Result<FormValue, Refusal> {
        .failure(Refusal(reason: .invalidValue, predicate: predicate))
    }

    private static func notAnOption(_ descriptor: FieldDescriptor) -> Result<FormValue, Refusal> {
        .failure(Refusal(reason: .notAnOption, predicate: optionsPredicate(descriptor)))
    }

    private static func optionsPredicate(_ descriptor: FieldDescriptor) -> String {
        let labels = descriptor.options.map(\.label).joined(separator: ", ")
        return descriptor.allowsMultipleSelection ? "must be chosen from \(labels)" : "must be one of \(labels)"
    }

    private static func parseDate(_ text: String, _ kind: FormDateKind) -> Date? {
        switch kind {
        case .date: return text.count == 10 ? FormDateText.parseDateTime(text) : nil
        case .time: return FormDateText.parseTimeOfDay(text)
        case .dateTime: return FormDateText.parseDateTime(text)
        }
    }

    private static func datePredicate(_ kind: FormDateKind) -> String {
        switch kind {
        case .date: return "must be a date like 2026-11-21"
        case .time: return "must be a time like 09:30"
        case .dateTime: return "must be a date and time like 2026-11-21T09:30:00Z"
        }
    }

    /// Why a number row refuses numeral `text` its type cannot hold exactly:
    /// too large for an integer, too many digits for a decimal.
    /// The same message whichever encoding brought the number: text, a
    /// JSON number or a dictionary's `Decimal`.
    private static func numberRefusal(_ text: String, _ descriptor: FieldDescriptor) -> Refusal {
        func refusal(_ predicate: String) -> Refusal { Refusal(reason: .invalidValue, predicate: predicate) }
        guard FormNumberText.isDecimalNumeral(text) else { return refusal(typePredicate(descriptor)) }
        if descriptor.holdsIntegers {
            let isWhole = !text.contains(where: { ".eE".contains($0) })
            return refusal(isWhole ? "is too large" : typePredicate(descriptor))
        }
        if FormNumberText.hasTooManyDigitsForDecimal(text) {
            return refusal("has more digits than can be kept exactly (at most \(FormNumberText.decimalDigitLimit))")
        }
        return refusal(FormNumberText.decimal(text) == nil ? "is out of range" : typePredicate(descriptor))
    }

    /// The numeral a number or text value was written as, if any.
    private static func numeral(of value: FormValue) -> String? {
        switch value {
        case .string(let text): return text.trimmingCharacters(in: .whitespaces)
        case .integer(let number): return String(number)
        case .decimal(let number): return FormNumberText.decimal(number)
        case .double(let number): return number.isFinite ? FormNumberText.double(number) : nil
        default: return nil
        }
    }

    /// What a value of the row's type is, for a refused value.
    private static func typePredicate(_ descriptor: FieldDescriptor) -> String {
        switch descriptor.kind {
        case .text, .longText, .title: return "must be text"
        case .number:
            return descriptor.holdsIntegers ? "must be a whole number" : "must be a number"
        case .boolean: return "must be yes or no"
        case .date: return datePredicate(descriptor.dateKind)
        case .enumerated: return optionsPredicate(descriptor)
        case .list: return "must be a list of \(descriptor.valueTypeName)"
        case .image: return "must be a URL or a file"
        }
    }
}
