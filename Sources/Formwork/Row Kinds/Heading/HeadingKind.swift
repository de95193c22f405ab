extension _FormFieldKind.Heading: BuiltInRowKind {
    public static var name: String { "heading" }

    /// A heading is read-only: no text is taken.
    public static func value(fromText text: String, for row: FormRowContext) -> Result<FormValue, FormInputRefusal> {
        .failure(FieldInput.readOnly)
    }

    /// A heading is read-only: no value is taken.
    public static func value(_ value: FormValue, for row: FormRowContext) -> Result<FormValue, FormInputRefusal> {
        .failure(FieldInput.readOnly)
    }

    /// A heading's value is its text, which no schema asks a client to send.
    public static func jsonSchema(for row: FormJSONSchemaContext) -> [FormValue.Member] { [] }

    public static var comparison: FormRowComparison { .text }

    public static var layoutHeight: Double { 32 }

    static var traits: FormKindTraits {
        FormKindTraits(isReadOnly: true, wrapper: "@FormHeading", holds: FormKindTraits.text)
    }
}
