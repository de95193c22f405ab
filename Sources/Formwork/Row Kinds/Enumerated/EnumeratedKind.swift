extension _FormFieldKind.Enumerated: BuiltInRowKind {
    public static var name: String { "enumerated" }

    /// An option's value or its label as the form shows it; several, separated
    /// by commas, when the row allows several choices.
    public static func value(fromText text: String, for row: FormRowContext) -> Result<FormValue, FormInputRefusal> {
        let declared = row.declared
        guard !declared.allowsMultipleSelection else { return FieldInput.readItems(typed: text, row) }
        let trimmed = text.trimmingSpacesAndNewlines
        if trimmed.isEmpty { return FieldInput.emptyValue(declared, .option) }
        guard let option = row.typed?.option(matching: trimmed, declared) else { return FieldInput.notAnOption(declared) }
        return value(option, for: row)
    }

    /// A value of the row's type that is one of its options.
    public static func value(_ value: FormValue, for row: FormRowContext) -> Result<FormValue, FormInputRefusal> {
        switch FieldInput.readDeclared(value, row.declared) {
        case .success(let read)?: return FieldInput.chosen(read, row.declared)
        case .failure(let refusal)?: return .failure(refusal)
        case nil: return .failure(typeRefusal(for: row))
        }
    }

    public static func typeRefusal(for row: FormRowContext) -> FormInputRefusal {
        FieldInput.refusal(expecting: .option, row.declared)
    }

    public static func displayText(of value: FormValue, for row: FormRowContext) -> String {
        FormDisplayText.labels(of: value, in: row.choices)
    }

    public static func jsonSchema(for row: FormJSONSchemaContext) -> [FormValue.Member] {
        let options = row.declared.options
        if row.declared.allowsMultipleSelection {
            return row.schemaRow.array(items: row.schemaRow.choices(options, nullable: false))
        }
        return row.schemaRow.choices(options, nullable: row.takesNull)
    }

    public static var comparison: FormRowComparison { .choice }

    public static func liveReading(for row: FormRowContext) -> FormRowLiveReading {
        FormRowLiveReading(shape: FormLiveReading.isOptionReading(row.declared.descriptor) ? .option : .fixed)
    }

    static var traits: FormKindTraits {
        FormKindTraits(
            choosesOptions: true, requiresOptions: true, holdsSeveralChoices: true, wrapper: "@FormEnumerated")
    }
}
