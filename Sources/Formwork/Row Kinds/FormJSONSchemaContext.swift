/// A row as its kind describes it in JSON Schema: its declaration, and
/// whether the schema must take `null` for it.
///
/// ```swift
/// static func jsonSchema(for row: FormJSONSchemaContext) -> [FormValue.Member] {
///     [row.typed("integer"), .init("minimum", 1), .init("maximum", 5)]
/// }
/// ```
public struct FormJSONSchemaContext {
    let schemaRow: JSONSchemaRow
    let declared: FieldInput.Declared

    /// What the row declares.
    public var row: FormRowContext { FormRowContext(declared) }

    /// Whether the row carries ``FormRule/required`` and nothing can hide or disable it.
    public var isRequired: Bool { schemaRow.isRequired }

    /// Whether `null` is a value the row takes: an optional row that is not required.
    public var takesNull: Bool { schemaRow.takesNull }

    /// `"type": name`, or `"type": [name, "null"]` when the row takes `null`.
    public func typed(_ name: String) -> FormValue.Member { schemaRow.typed(name) }
}
