extension _FormFieldKind.Number: BuiltInRowKind {
    public static var name: String { "number" }

    /// Typed number text: the same reading and the same refusals as the
    /// numeral sent in a body.
    public static func value(fromText text: String, for row: FormRowContext) -> Result<FormValue, FormInputRefusal> {
        FieldInput.readNumber(typed: text.trimmingSpacesAndNewlines, row.declared)
    }

    /// A number of the row's type; a numeral it cannot hold is refused as
    /// the numeral's own problem ("is too large", "must be zero or more").
    public static func value(_ value: FormValue, for row: FormRowContext) -> Result<FormValue, FormInputRefusal> {
        if let read = FieldInput.readDeclared(value, row.declared) { return read }
        if let numeral = FieldInput.numeral(of: value) { return .failure(FieldInput.numberRefusal(numeral, row.declared)) }
        return .failure(typeRefusal(for: row))
    }

    public static func typeRefusal(for row: FormRowContext) -> FormInputRefusal {
        FieldInput.refusal(expecting: FieldInput.numberTypeExpected(row.declared.numberShape), row.declared)
    }

    public static func jsonSchema(for row: FormJSONSchemaContext) -> [FormValue.Member] {
        row.schemaRow.number(JSONSchemaScalar(row.declared.descriptor.declaredType))
    }

    public static var comparison: FormRowComparison { .number }

    public static func liveReading(for row: FormRowContext) -> FormRowLiveReading {
        FormRowLiveReading(shape: FormLiveReading.numberShape(of: row.declared.descriptor))
    }

    static var traits: FormKindTraits {
        FormKindTraits(
            holdsNumber: true, wrapper: "@FormNumber",
            holds: .init(text: "a number (`.integer`, `.double` or `.decimal`)") {
                switch $0 {
                case .integer, .double, .decimal: return true
                default: return false
                }
            })
    }
}
