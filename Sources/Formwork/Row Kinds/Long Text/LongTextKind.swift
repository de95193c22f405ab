extension _FormFieldKind.LongText: BuiltInRowKind {
    public static var name: String { "longText" }

    /// Text as typed, line breaks and all, as a line of text reads it.
    public static func value(fromText text: String, for row: FormRowContext) -> Result<FormValue, FormInputRefusal> {
        _FormFieldKind.Text.value(fromText: text, for: row)
    }

    public static func jsonSchema(for row: FormJSONSchemaContext) -> [FormValue.Member] { row.schemaRow.text() }

    public static var comparison: FormRowComparison { .text }

    public static func liveReading(for row: FormRowContext) -> FormRowLiveReading {
        _FormFieldKind.Text.liveReading(for: row)
    }

    public static var layoutHeight: Double { 88 }

    static var traits: FormKindTraits {
        FormKindTraits(holdsText: true, wrapper: "@FormLongText", holds: FormKindTraits.text)
    }
}
