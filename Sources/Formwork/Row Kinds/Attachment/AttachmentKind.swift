extension _FormFieldKind.Attachment: BuiltInRowKind {
    public static var name: String { "attachment" }

    /// A URL, or a file sent in a body; empty text is no file.
    public static func value(fromText text: String, for row: FormRowContext) -> Result<FormValue, FormInputRefusal> {
        FieldInput.readFileText(text, row)
    }

    public static func typeRefusal(for row: FormRowContext) -> FormInputRefusal {
        FieldInput.refusal(expecting: .urlOrFile, row.declared)
    }

    public static func jsonSchema(for row: FormJSONSchemaContext) -> [FormValue.Member] { row.schemaRow.file() }

    public static var comparison: FormRowComparison { .file }

    static var traits: FormKindTraits {
        FormKindTraits(holdsFile: true, wrapper: "@FormAttachment", holds: FormKindTraits.file)
    }
}
