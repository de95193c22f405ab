extension _FormFieldKind.Text: BuiltInRowKind {
    public static var name: String { "text" }

    /// Text as typed, kept as it is; emptying the box of an optional row means "no value".
    public static func value(fromText text: String, for row: FormRowContext) -> Result<FormValue, FormInputRefusal> {
        if text.isEmpty && row.isOptional { return .success(.null) }
        // A `String` row takes the text as typed: its reading would hand it back unchanged.
        return row.declared.holdsText ? .success(.string(text)) : value(.string(text), for: row)
    }

    public static func displayText(of value: FormValue, for row: FormRowContext) -> String {
        if case .string(let text) = value, row.declared.descriptor.textKind == .password {
            return FormDisplayText.masked(text)
        }
        return FormDisplayText.label(of: value, in: row.choices)
    }

    public static func jsonSchema(for row: FormJSONSchemaContext) -> [FormValue.Member] { row.schemaRow.text() }

    public static var comparison: FormRowComparison { .text }

    public static func liveReading(for row: FormRowContext) -> FormRowLiveReading {
        row.read(.string(" x ")) == .string(" x ") ? .text : .renderedValue
    }

    static var traits: FormKindTraits {
        FormKindTraits(holdsText: true, wrapper: "@FormText", holds: FormKindTraits.text)
    }
}
