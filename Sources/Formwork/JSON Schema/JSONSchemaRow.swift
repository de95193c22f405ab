import Foundation

/// The JSON Schema of one row's value: its type by kind and value type,
/// then the keywords its limits and rules map onto.
struct JSONSchemaRow {
    let descriptor: FieldDescriptor
    /// The declared rules and the ones the declared limits imply, as validation checks them.
    let rules: [FormRule]
    /// `true` when the row carries ``FormRule/required`` and nothing can hide or disable it.
    let isRequired: Bool

    init(_ descriptor: FieldDescriptor, mayBeHidden: Bool) {
        self.descriptor = descriptor
        self.rules = descriptor.rules + descriptor.limitRules
        // A `submit:` row sends its mapping's keys, not its own: its key is never required.
        self.isRequired =
            !mayBeHidden && descriptor.submit == nil && rules.contains { $0.kind == .required }
    }

    /// `title`, `description`, then the value's keywords.
    func members(title: String) -> [FormValue.Member] {
        var members: [FormValue.Member] = [.init("title", .string(title))]
        if let help = descriptor.help { members.append(.init("description", .string(help))) }
        return members + valueMembers()
    }

    /// `true` when `null` is a value the row takes (an optional row whose empty value is allowed).
    var takesNull: Bool { descriptor.isOptional && !isRequired }

    /// The kind's keywords for the row's value.
    private func valueMembers() -> [FormValue.Member] {
        let declared = FieldInput.Declared(descriptor)
        return descriptor.kindType.jsonSchema(for: FormJSONSchemaContext(schemaRow: self, declared: declared))
    }

    /// `"type": name`, or `[name, "null"]` when the row takes null.
    func typed(_ name: String) -> FormValue.Member {
        .init("type", takesNull ? .array([.string(name), "null"]) : .string(name))
    }

    // MARK: Text

    /// A string with its length, pattern, format and enum keywords. The
    /// keywords that would refuse empty text sit under `anyOf` with `""`
    /// unless the row is required, since every rule but `required` passes it.
    func text() -> [FormValue.Member] {
        var members = [typed("string")]
        let limits = JSONSchemaLengths(rules, characterLimit: descriptor.maxCharacters)
        var refusingEmpty: [FormValue.Member] = []
        let minimum = Swift.max(limits.minimum ?? 0, isRequired ? 1 : 0)
        if minimum > 0 { refusingEmpty.append(.init("minLength", .integer(Int64(minimum)))) }
        if let maximum = limits.maximum { members.append(.init("maxLength", .integer(Int64(maximum)))) }
        let patterns = rules.filter { $0.kind == .matches }.compactMap { JSONSchemaPattern.ecma($0.argument("pattern")) }
        if patterns.count == 1 { refusingEmpty.append(.init("pattern", .string(patterns[0]))) }
        if patterns.count > 1 {
            refusingEmpty.append(.init("allOf", .array(patterns.map { .object([.init("pattern", .string($0))]) })))
        }
        let format = rules.lazy.compactMap { rule in rule.kind == .email ? "email" : rule.kind == .url ? "uri" : nil }.first
        if let format { refusingEmpty.append(.init("format", .string(format))) }
        if let options = rules.first(where: { $0.kind == .oneOf })?.argument("options")?.arrayValue {
            refusingEmpty.append(.init("enum", .array(options)))
        }
        if isRequired || refusingEmpty.isEmpty {
            return members + refusingEmpty
        }
        return members + [.init("anyOf", [.object([.init("const", "")]), .object(refusingEmpty)])]
    }

    // MARK: Dates

    func date() -> [FormValue.Member] {
        switch descriptor.dateKind {
        case .date: return [typed("string"), .init("format", "date")]
        case .dateTime: return [typed("string"), .init("format", "date-time")]
        case .time:
            // What the form writes for a time of day: 09:30, 09:30:15, 09:30:15.250.
            return [typed("string"), .init("pattern", "^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9](\\.[0-9]{3})?)?$")]
        }
    }

    // MARK: Choices and lists

    /// `oneOf` of `{"const": value, "title": label}`, and `{"type": "null"}` for an optional row.
    func choices(_ options: [FormRow.Choice], nullable: Bool) -> [FormValue.Member] {
        var alternatives: [FormValue] = options.map {
            .object([.init("const", $0.value), .init("title", .string($0.label))])
        }
        if nullable { alternatives.append(.object([.init("type", "null")])) }
        return [.init("oneOf", .array(alternatives))]
    }

    /// An array of `items`, with the item counts the length rules and `required` ask for.
    func array(items: [FormValue.Member]) -> [FormValue.Member] {
        var members: [FormValue.Member] = [.init("type", "array"), .init("items", .object(items))]
        let limits = JSONSchemaLengths(rules, characterLimit: nil)
        let minimum = Swift.max(limits.minimum ?? 0, isRequired ? 1 : 0)
        if minimum > 0 { members.append(.init("minItems", .integer(Int64(minimum)))) }
        if let maximum = limits.maximum { members.append(.init("maxItems", .integer(Int64(maximum)))) }
        return members
    }

    // MARK: Files

    /// A `URL` row sends its text; a ``FormFile`` row its URL or the file
    /// object the JSON writer writes.
    func file() -> [FormValue.Member] {
        let isURL = descriptor.declaredType == URL.self || descriptor.declaredType == URL?.self
        var url: [FormValue.Member] = [typed("string")]
        // An empty URL is nil to an optional row and no URL to any other.
        if !descriptor.isOptional || isRequired { url.append(.init("minLength", 1)) }
        if isURL { return url }
        var alternatives: [FormValue] = [.object([.init("type", "string"), .init("minLength", 1)]), Self.fileObject]
        if takesNull { alternatives.append(.object([.init("type", "null")])) }
        return [.init("anyOf", .array(alternatives))]
    }

    /// What ``FormParameters/JSONOptions/FileStyle/object`` writes for a file.
    static let fileObject: FormValue = .object([
        .init("type", "object"),
        .init(
            "properties",
            .object([
                .init("filename", .object([.init("type", "string")])),
                .init("contentType", .object([.init("type", "string")])),
                .init("data", .object([.init("type", "string"), .init("contentEncoding", "base64")])),
                .init("url", .object([.init("type", "string")])),
            ])),
        .init("required", ["filename", "contentType", "data"]),
    ])
}

extension FormRule {
    /// The declared argument `name` of a built-in rule.
    func argument(_ name: String) -> FormValue? {
        arguments.first { $0.key == name }?.value
    }
}

/// The length limits of a row: the largest minimum and the smallest maximum
/// of its length rules and `maxCharacters:`.
struct JSONSchemaLengths {
    var minimum: Int?
    var maximum: Int?

    init(_ rules: [FormRule], characterLimit: Int?) {
        maximum = characterLimit.map { Swift.max(0, $0) }
        for rule in rules {
            guard case .integer(let limit)? = rule.argument("limit"), let length = Int(exactly: limit) else { continue }
            if rule.kind == .minLength || rule.kind == .exactLength { minimum = Swift.max(minimum ?? 0, length) }
            if rule.kind == .maxLength || rule.kind == .exactLength { maximum = Swift.min(maximum ?? length, length) }
        }
    }
}
