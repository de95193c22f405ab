extension _FormFieldKind.Image: BuiltInRowKind {
    public static var name: String { "image" }

    /// A URL, or a file sent in a body; empty text is no picture.
    public static func value(fromText text: String, for row: FormRowContext) -> Result<FormValue, FormInputRefusal> {
        FieldInput.readFileText(text, row)
    }

    public static func typeRefusal(for row: FormRowContext) -> FormInputRefusal {
        FieldInput.refusal(expecting: .urlOrFile, row.declared)
    }

    public static func jsonSchema(for row: FormJSONSchemaContext) -> [FormValue.Member] { row.schemaRow.file() }

    public static var comparison: FormRowComparison { .file }

    public static var layoutHeight: Double { 230 }

    static var traits: FormKindTraits {
        FormKindTraits(holdsFile: true, wrapper: "@FormImage", holds: FormKindTraits.file)
    }
}
