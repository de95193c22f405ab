import Foundation

/// A form made from a model: its rows and sections, the values being edited,
/// and the model those values make.
///
/// ```swift
/// var form = try ModelForm(Profile())
/// form.sections.map(\.title)             // [nil, "Contact", "Address"]
/// form.rows.map(\.title)                 // ["Avatar", "User Name", "Age", ...]
/// try form.setText("42", for: "age")     // what a person typed, parsed by the row's kind
/// try form.setValue("Ada", for: "user_name")
/// let edited = try form.model            // a new Profile; the original is untouched
/// ```
///
/// `ModelForm` is a value: copies are independent, and the model it was made
/// from is never changed. Values live in the form while it is edited; reading
/// one is an array lookup, and ``model`` builds a new model from them through
/// the model's own `init(from:)`, keeping every property that is not a row
/// exactly as it was.
public struct ModelForm<Model: FormModel>: Sendable {
    let schema: FormSchema
    /// The model the form was made from, or last loaded.
    public private(set) var source: Model
    /// The value of each row, by row position.
    private(set) var values: [FormValue]
    private var initialValues: [FormValue]
    /// Refused edits by row position; read in row order only.
    private var inputErrors: [Int: FormInputError] = [:]

    /// Makes the form of `model`, filled with its values.
    ///
    /// Throws ``FormDeclarationError`` when `Model` is declared in a way that
    /// cannot make a form; the error names each property and the fix.
    public init(_ model: Model) throws {
        schema = try FormSchema.of(Model.self)
        source = model
        values = try Self.read(model, schema)
        initialValues = values
    }

    private static func read(_ model: Model, _ schema: FormSchema) throws -> [FormValue] {
        try schema.model.read(model)
    }

    // MARK: Reading

    /// A new model carrying the form's values and every other property of
    /// ``source`` unchanged.
    ///
    /// It throws only when the model's own `init(from:)` rejects the values.
    public var model: Model {
        get throws {
            try ModelAssembly(schema: schema.model, values: values).decode(Model.self, from: source)
        }
    }

    /// Every row, in declaration order.
    public var rows: [FormRow] {
        schema.rows.indices.map(row(at:))
    }

    /// The sections, in declaration order, with their rows.
    public var sections: [FormSection] {
        schema.sections.map { section in
            FormSection(id: section.id, key: section.key, title: section.title, footer: section.footer,
                        rows: section.rows.map(row(at:)))
        }
    }

    /// The row with `key`, or `nil`.
    public func row(_ key: String) -> FormRow? {
        schema.rowIndex[key].map(row(at:))
    }

    /// The value of the row with `key`, or `nil` when there is no such row.
    public func value(for key: String) -> FormValue? {
        schema.rowIndex[key].map { values[$0] }
    }

    /// The value of the row with `key` as `V`, or `nil` when there is no such
    /// row or its value is not a `V`.
    public func value<V: FormValueConvertible>(_ type: V.Type = V.self, for key: String) -> V? {
        value(for: key).flatMap(V.init(formValue:))
    }

    /// Every edit refused since the row's last successful edit, in form order.
    public var refusedEdits: [FormInputError] {
        inputErrors.keys.sorted().compactMap { inputErrors[$0] }
    }

    /// `true` when any value differs from the one the form was made or loaded with.
    public var hasChanges: Bool { values != initialValues }

    /// Keys whose values differ from the ones the form was made or loaded with, in form order.
    public var changedKeys: [String] {
        schema.rows.indices.filter { values[$0] != initialValues[$0] }.map { schema.rows[$0].key }
    }

    func row(at index: Int) -> FormRow {
        let declared = schema.rows[index]
        let descriptor = declared.descriptor
        let options = descriptor.kind == .enumerated || descriptor.kind == .list ? descriptor.options : []
        return FormRow(
            key: declared.key, title: declared.title, kind: descriptor.kind, value: values[index],
            displayText: FormDisplayText.text(for: values[index], descriptor, options: options),
            placeholder: descriptor.placeholder, help: descriptor.help, options: options,
            allowsMultipleSelection: descriptor.allowsMultipleSelection, textKind: descriptor.textKind,
            dateKind: descriptor.dateKind, parameterPath: declared.parameterPath,
            isOptional: descriptor.isOptional, isReadOnly: descriptor.kind == .title,
            inputError: inputErrors[index])
    }

    // MARK: Editing

    /// Sets what a person typed into the row with `key`, parsed by the row's
    /// kind: `"42"`, `"3.5"`, `"2026-11-21"`, `"yes"`, an option's label.
    ///
    /// Text that does not parse throws, is remembered on the row
    /// (``FormRow/inputError``) and leaves the value as it was.
    @discardableResult
    public mutating func setText(_ text: String, for key: String) throws(FormInputError) -> FormChange {
        let index = try rowIndex(for: key, input: text)
        return try apply(FieldInput.value(fromText: text, schema.rows[index].descriptor), at: index, input: text)
    }

    /// Sets a value into the row with `key`; it must be a value of the row's
    /// type (an `Int` row takes `.integer(42)`, `.decimal(42)` or `"42"`).
    @discardableResult
    public mutating func setValue(_ value: FormValue, for key: String) throws(FormInputError) -> FormChange {
        let index = try rowIndex(for: key, input: value.text)
        return try apply(FieldInput.value(value, schema.rows[index].descriptor), at: index, input: value.text)
    }

    /// Sets a typed value into the row with `key`.
    @discardableResult
    public mutating func setValue<V: FormValueConvertible>(_ value: V, for key: String) throws(FormInputError) -> FormChange {
        try setValue(value.formValue, for: key)
    }

    /// Fills the form with the values of `model`, which becomes the form's
    /// ``source``; afterwards the form has no changes.
    @discardableResult
    public mutating func load(_ model: Model) throws -> FormChange {
        let loaded = try Self.read(model, schema)
        let changed = schema.rows.indices.filter { values[$0] != loaded[$0] }.map { schema.rows[$0].key }
        source = model
        values = loaded
        initialValues = loaded
        inputErrors = [:]
        return FormChange(changedKeys: changed)
    }

    /// Puts back every value the form was made or loaded with.
    @discardableResult
    public mutating func reset() -> FormChange {
        let changed = changedKeys
        values = initialValues
        inputErrors = [:]
        return FormChange(changedKeys: changed)
    }

    private func rowIndex(for key: String, input: String) throws(FormInputError) -> Int {
        guard let index = schema.rowIndex[key] else {
            let suggestion = FormEditDistance.closest(to: key, among: schema.rows.map(\.key))
            let hint = suggestion.map { " Did you mean '\($0)'?" } ?? ""
            throw FormInputError(key: key, title: nil, reason: .unknownField(suggestion: suggestion), input: input,
                                 message: "Unknown field '\(key)'.\(hint)")
        }
        return index
    }

    private mutating func apply(
        _ result: Result<FormValue, FieldInput.Refusal>, at index: Int, input: String
    ) throws(FormInputError) -> FormChange {
        let row = schema.rows[index]
        switch result {
        case .success(let value):
            inputErrors[index] = nil
            guard values[index] != value else { return FormChange() }
            values[index] = value
            return FormChange(changedKeys: [row.key])
        case .failure(let refusal):
            let error = FormInputError(key: row.key, title: row.title, reason: refusal.reason, input: input,
                                       message: "\(row.title) \(refusal.predicate)")
            inputErrors[index] = error
            throw error
        }
    }
}
