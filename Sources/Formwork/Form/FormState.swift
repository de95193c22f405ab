import Foundation

/// A form made from a model: its rows and sections, the values being edited,
/// and the model those values make.
///
/// ```swift
/// var form = try FormState(Profile())
/// form.sections.map(\.title)             // [nil, "Contact", "Address"]
/// form.rows.map(\.title)                 // ["Avatar", "User Name", "Age", ...]
/// try form.setText("42", for: "age")     // what a person typed, parsed by the row's kind
/// try form.setValue("Ada", for: "user_name")
/// let errors = form.validate()           // every problem, in form order
/// let edited = try form.model            // a new Profile; the original is untouched
/// ```
///
/// `FormState` is a value: copies are independent, and the model it was made
/// from is never changed. Values live in the form while it is edited; reading
/// one is an array lookup, and ``model`` builds a new model from them through
/// the model's own `init(from:)`, keeping every property that is not a row
/// exactly as it was.
///
/// Rows and sections can be hidden and disabled by conditions
/// (``FormCondition``), by the form being read-only (``isEditable``) and by
/// an access policy (``access``). A row is **visible** when its own
/// condition, its section's and every enclosing group's hold; a section is
/// visible when its condition holds and it shows at least one row (or
/// declares none). A row is **enabled** when the form is editable ∧ the
/// access policy allows it ∧ its sections' `enabledWhen` hold ∧ its own
/// `enabledWhen` holds. Hidden and disabled rows keep their values.
public struct FormState<Model: FormModel>: Sendable {
    /// The form's rows and sections; replaced when a repeating group gains,
    /// loses or moves items, by the schema of the new shape.
    var schema: FormSchema
    /// The schema ``initialValues`` are laid out by.
    var initialSchema: FormSchema
    /// The identity and origin of each repeating group item; `nil` while
    /// every item is the source's own, in the source's order.
    var items: ItemState?
    var initialItems: ItemState?
    /// The model the form was made from, or last loaded, with the properties
    /// that are not rows as ``edit(_:)`` last set them.
    public internal(set) var source: Model {
        get { sharedSource.model }
        set {
            sharedSource = SharedModel(newValue)
            valuesState.advance(&lineage)
        }
    }
    /// The model the form was made from, or last loaded, for ``reset()``.
    var initialSource: Model {
        get { sharedInitialSource.model }
        set { sharedInitialSource = SharedModel(newValue) }
    }
    // Held by reference: a copy of the form must not copy the model (see `SharedModel`).
    private var sharedSource: SharedModel<Model>
    private var sharedInitialSource: SharedModel<Model>
    /// How many models the form built from its current source, for tests.
    var modelBuildCount: Int { sharedSource.buildCount }
    /// The box of the model kept for the form's current state, as a reader
    /// of ``model`` holds it while copying the model out, for tests.
    var keptModelBox: BuiltModel<Model>? { sharedSource.cached(for: valuesState) }
    /// The value of each row, by row position.
    var values: [FormValue] {
        // No `oldValue`: an element assigned in place stays in place.
        didSet { valuesState.advance(&lineage) }
    }
    /// The state of ``values`` and ``source``, renumbered on every change
    /// of either; the model they make is kept in ``sharedSource`` for it.
    /// A new form's box is its own, so its first state needs no number
    /// drawn under a lock: only the form and its unchanged copies can ask
    /// the box for ``FormStateNumber/initial``.
    private var valuesState = FormStateNumber.initial
    /// Shared with the form's copies, to tell whether ``valuesState`` may step.
    private var lineage: FormLineage?
    var initialValues: [FormValue]
    /// Refused edits by row position; read in row order only.
    var inputErrors: [Int: FormInputError] {
        _read { yield store.inputErrors }
        _modify {
            ownStore()
            yield &store.inputErrors
        }
    }
    var conditionState: ConditionState {
        _read { yield store.conditionState }
        _modify {
            ownStore()
            yield &store.conditionState
        }
    }
    /// `false` in read-only mode (see ``setEditable(_:)``): no row can be edited.
    public internal(set) var isEditable: Bool {
        get { store.isEditable }
        set {
            ownStore()
            store.isEditable = newValue
        }
    }
    /// Who may edit which rows.
    public internal(set) var access: FormAccess {
        get { store.access }
        set {
            ownStore()
            store.access = newValue
        }
    }
    /// Translates titles, placeholders, option labels and messages.
    public var localization: FormLocalization {
        get { store.localization }
        set {
            ownStore()
            store.localization = newValue
        }
    }
    /// Appended to the display title of required rows, such as `"*"`; none by default.
    public var requiredMarker: String? {
        get { store.requiredMarker }
        set {
            ownStore()
            store.requiredMarker = newValue
        }
    }
    /// The parts above, behind one reference (see ``FormStore``).
    private(set) var store: FormStore
    var conditionCounts = ConditionCounts()

    /// Makes ``store`` the form's own before it is changed.
    mutating func ownStore() {
        if !isKnownUniquelyReferenced(&store) { store = store.copy() }
    }

    /// Makes the form of `model`, filled with its values.
    ///
    /// - Throws: ``FormDeclarationError`` when `Model` is declared in a way
    ///   that cannot make a form; the error names each property and the fix.
    ///   Otherwise the error the model's own `encode(to:)` throws, or one
    ///   naming the properties a custom `encode(to:)` left out.
    @inlinable
    public init(_ model: consuming Model) throws {
        // The box is made here, in inlinable code where the model's type is
        // known, so that making a form looks up no generic class metadata.
        try self.init(source: SharedModel(model))
    }

    /// The form of the model `source` holds. Everything that throws comes
    /// before any stored property is set, so the form is made where it
    /// lies: an initializer that can throw after setting fields builds the
    /// form aside and copies it whole into its place.
    @usableFromInline
    init(source: SharedModel<Model>) throws {
        let plain = try FormSchema.of(Model.self)
        let read = try plain.model.read(source.model)
        // A model whose groups hold no items takes the type's own schema, with no lookup.
        let empty = read.items.allSatisfy { $0.isEmpty }
        let schema = empty ? plain : try SchemaRegistry.shared.schema(for: Model.self, shape: read.shape)
        self.init(schema: schema, values: schema.values(of: read), source: source)
    }

    /// The form of the model `source` holds, whose rows read `values`.
    /// Nothing here throws, so the form is made where it lies (see
    /// `init(source:)`).
    private init(schema: FormSchema, values: [FormValue], source: SharedModel<Model>) {
        self.schema = schema
        initialSchema = schema
        self.values = values
        initialValues = values
        store = schema.initialStore
        sharedSource = source
        sharedInitialSource = source
        // Only a form with conditions evaluates them: a form without any
        // must not pay for a call that finds nothing to run.
        if !schema.conditions.isEmpty { evaluateConditions(nil) }
    }

    // MARK: Reading

    /// A new model carrying the form's values and every other property of
    /// ``source`` unchanged.
    ///
    /// The model is built once per state of the form: reading it again, or
    /// after ``validate(_:)``, before any edit returns the same model. A
    /// model that is a class is built for every read, so each read is an
    /// instance of its own, which the caller may change without changing
    /// the form.
    ///
    /// - Throws: The error the model's own `init(from:)` throws when it
    ///   rejects the form's values; the synthesized one never does.
    public var model: Model {
        get throws {
            // A class is built anew for every read: a cached instance would be
            // shared by every reader, and a change made through one would
            // change the model the form hands out and validates.
            if Model.self is AnyClass { return try assembly().decode(Model.self, from: source) }
            return try sharedSource.model(for: valuesState, values: values, schema: schema.model) { source, capture in
                try assembly().decode(Model.self, from: source, capture: capture)
            } update: { model, builtFrom in
                try ModelAssembly(schema: schema.model, values: values).update(&model, builtFrom: builtFrom)
            }
        }
    }

    /// The assembly of a model from the form's values.
    func assembly(keeping assembled: AssembledModels? = nil) -> ModelAssembly {
        ModelAssembly(schema: schema.model, values: schema.modelValues(values), origins: items?.origins, assembled: assembled)
    }

    /// The visible sections, in declaration order, with their visible rows.
    public var sections: [FormSection] {
        visibleStructure().map { section(section: $0.section, rows: $0.rows) }
    }

    /// The visible rows, in declaration order.
    public var rows: [FormRow] {
        // Each row is made once, into an array sized by the number of
        // visible positions: rows gathered section by section would be
        // copied again each time the array grew.
        visibleStructure().flatMap(\.rows).map { row(at: $0) }
    }

    /// Every section with every row, hidden ones included (see ``FormRow/isHidden``).
    public var allSections: [FormSection] {
        schema.sections.indices.map { section(section: $0, rows: Array(schema.sections[$0].rows)) }
    }

    /// Every row, hidden ones included.
    public var allRows: [FormRow] {
        schema.rows.indices.map { row(at: $0) }
    }

    /// The row with `key`, visible or not, or `nil` when there is none.
    public func row(_ key: String) -> FormRow? {
        schema.rowIndex[key].map { row(at: $0) }
    }

    /// The visible row at `indexPath`, or `nil`.
    public func row(at indexPath: FormRow.IndexPath) -> FormRow? {
        let structure = visibleStructure()
        guard structure.indices.contains(indexPath.section),
            structure[indexPath.section].rows.indices.contains(indexPath.row)
        else { return nil }
        return row(at: structure[indexPath.section].rows[indexPath.row])
    }

    /// Where the row with `key` is shown, or `nil` when it is hidden or does not exist.
    public func indexPath(of key: String) -> FormRow.IndexPath? {
        schema.rowIndex[key].flatMap { visibleIndexPath(ofRow: $0) }
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
        guard schema !== initialSchema else {
            return schema.rows.indices.filter { values[$0] != initialValues[$0] }.map { schema.rows[$0].key }
        }
        return changedKeysAcrossShapes()
    }

    func section(section index: Int, rows: [Int]) -> FormSection {
        let declared = schema.sections[index]
        return FormSection(
            id: sectionID(index), key: declared.key, title: localizedSectionTitle(index),
            footer: declared.footer.map { localization.footer(for: declared.key ?? declared.id, default: $0) },
            rows: rows.map { row(at: $0) }, repetition: repetition(ofSection: index))
    }

    /// The title the section at `index` shows, localized.
    func localizedSectionTitle(_ index: Int) -> String? {
        let declared = schema.sections[index]
        return sectionTitle(index).map { localization.title(for: declared.key ?? declared.id, default: $0) }
    }

    func row(at index: Int) -> FormRow {
        let declared = schema.rows[index]
        let descriptor = declared.descriptor
        let input = declared.input
        let options = input.options.map {
            FormRow.Choice(
                value: $0.value, label: localization.optionLabel(for: declared.key, value: $0.value, default: $0.label))
        }
        let title = localization.title(for: declared.key, default: declared.title)
        let isRequired = input.isRequired
        let access = accessDecision(for: index)
        return FormRow(
            key: declared.key, title: title, kind: descriptor.kind, value: values[index],
            displayText: FormDisplayText.text(
                for: values[index], input, choices: options, in: localization),
            placeholder: descriptor.placeholder.map { localization.placeholder(for: declared.key, default: $0) },
            help: descriptor.help.map { localization.help(for: declared.key, default: $0) }, choices: options,
            allowsMultipleSelection: descriptor.allowsMultipleSelection, textKind: descriptor.textKind,
            dateKind: descriptor.dateKind, parameterPath: declared.parameterPath,
            isOptional: input.isOptional, isReadOnly: input.traits.isReadOnly,
            inputError: inputErrors[index], isRequired: isRequired,
            displayTitle: isRequired ? requiredMarker.map { "\(title) \($0)" } ?? title : title,
            isHidden: !isRowVisible(index), isEnabled: isRowEnabled(index),
            disabledReason: { if case .disabled(let reason) = access { return reason } else { return nil } }(),
            maxCharacters: descriptor.characterLimit?.maximum,
            minimum: descriptor.minimum, maximum: descriptor.maximum, step: descriptor.step,
            maxFileSize: descriptor.maxFileSize, fileTypes: descriptor.fileTypes, choiceStyle: descriptor.choiceStyle,
            identity: declared.item == nil ? nil : rowIdentity(index))
    }
}
