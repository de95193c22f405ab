extension _FormFieldKind.Boolean: BuiltInRowKind {
    public static var name: String { "boolean" }

    /// The language's words for yes and no, else what the value type reads.
    public static func value(fromText text: String, for row: FormRowContext) -> Result<FormValue, FormInputRefusal> {
        let trimmed = text.trimmingSpacesAndNewlines
        if trimmed.isEmpty { return FieldInput.emptyValue(row.declared, .yesOrNo) }
        if let answer = row.typed?.answer(trimmed) { return value(.bool(answer), for: row) }
        return value(.string(trimmed), for: row)
    }

    public static func typeRefusal(for row: FormRowContext) -> FormInputRefusal {
        FieldInput.refusal(expecting: .yesOrNo, row.declared)
    }

    /// The language's `value.on` or `value.off`.
    public static func displayText(of value: FormValue, for row: FormRowContext) -> String {
        guard case .bool(let on) = value else { return FormDisplayText.label(of: value, in: row.choices) }
        return row.localization.text(FormPhrase(on ? "value.on" : "value.off"))
    }

    public static func jsonSchema(for row: FormJSONSchemaContext) -> [FormValue.Member] { [row.typed("boolean")] }

    public static var comparison: FormRowComparison { .boolean }

    public static func liveReading(for row: FormRowContext) -> FormRowLiveReading {
        FormRowLiveReading(shape: .boolean)
    }

    static var traits: FormKindTraits {
        FormKindTraits(isSwitch: true, wrapper: "@FormBoolean", holds: .init(text: "a Boolean (`.bool`)") { $0.boolValue != nil })
    }
}
