extension _FormFieldKind.List: BuiltInRowKind {
    public static var name: String { "list" }

    /// Items separated by commas, each an option when the row has options.
    public static func value(fromText text: String, for row: FormRowContext) -> Result<FormValue, FormInputRefusal> {
        FieldInput.readItems(typed: text, row)
    }

    /// A list of the row's item type; an item it cannot read, or that is no
    /// option, is refused by its position.
    public static func value(_ value: FormValue, for row: FormRowContext) -> Result<FormValue, FormInputRefusal> {
        let declared = row.declared
        guard let read = FieldInput.readDeclared(value, declared) else {
            return .failure(FieldInput.unreadableItem(value, declared) ?? typeRefusal(for: row))
        }
        guard case .success(let list) = read else { return read }
        if let refusal = FieldInput.nonFiniteItem(list, given: value) { return .failure(refusal) }
        return declared.options.isEmpty ? .success(list) : FieldInput.chosen(list, declared)
    }

    public static func typeRefusal(for row: FormRowContext) -> FormInputRefusal {
        let declared = row.declared
        return FieldInput.refusal(expecting: declared.options.isEmpty ? FieldInput.listExpected(declared) : .option, declared)
    }

    public static func displayText(of value: FormValue, for row: FormRowContext) -> String {
        FormDisplayText.labels(of: value, in: row.choices)
    }

    public static func jsonSchema(for row: FormJSONSchemaContext) -> [FormValue.Member] {
        let options = row.declared.options
        let items =
            options.isEmpty
            ? JSONSchemaScalar.listItem(of: row.declared.descriptor.declaredType).members
            : row.schemaRow.choices(options, nullable: false)
        return row.schemaRow.array(items: items)
    }

    public static var comparison: FormRowComparison { .list }

    /// Only lists of text (and of options) are read item by item by the script.
    public static func liveReading(for row: FormRowContext) -> FormRowLiveReading {
        let descriptor = row.declared.descriptor
        if !descriptor.options.isEmpty {
            return FormRowLiveReading(shape: FormLiveReading.isOptionReading(descriptor) ? .option : .fixed)
        }
        return row.read(.array([.string(" x ")])) == .array([.string(" x ")]) ? .text : .renderedValue
    }

    static var traits: FormKindTraits {
        FormKindTraits(
            choosesOptions: true, holdsItems: true, wrapper: "@FormList",
            holds: .init(text: "a list (`.array`)") { $0.arrayValue != nil })
    }
}
