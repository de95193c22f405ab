import Foundation

/// A row holding a list of items: text, numbers, or options.
///
/// ```swift
/// enum Topic: String, FormChoice { case swift, design, music }
///
/// struct Profile: FormModel {
///     @FormList var tags: [String] = []
///     @FormList var lucky_numbers: [Int] = []
///     @FormList var topics: [Topic] = []          // the row offers Topic's cases
/// }
/// try form.setText("swift, forms", for: "tags")   // typed as comma-separated items
/// ```
///
/// Items are `String`, any number type ``FormNumber`` takes (`Int`, `UInt`,
/// `Double`, `Float`, `Decimal`…), or a ``FormChoice``.
/// A list of nested models (`[Address]`) is not supported yet and does not
/// compile; one nested model is a ``FormGroup``.
public typealias FormList<Value> = FormField<_FormFieldKind.List, Value>

extension FormField where Kind == _FormFieldKind.List, Value: _FormFieldKind.ListValue {
    /// Declares a list row.
    ///
    /// `submit:` submits the parameters it returns instead of the row's own
    /// (``FormParameters/Mapping``).
    @inlinable
    public init(
        wrappedValue: Value,
        title: String? = nil,
        placeholder: String? = nil,
        help: String? = nil,
        param: String? = nil,
        submit: FormParameters.Mapping? = nil,
        rules: [FormRule] = [],
        visibleWhen: FormCondition? = nil,
        enabledWhen: FormCondition? = nil
    ) {
        let descriptor = FieldDescriptor(
            Kind.self, of: Value.self, access: Self.access, title: title, placeholder: placeholder, help: help,
            parameterKey: param,
            allowsMultipleSelection: true, typeOptions: { TypeOptions.of(Value.Element.self) },
            rules: rules, visibleWhen: visibleWhen, enabledWhen: enabledWhen, submit: submit
        )
        self.init(value: wrappedValue, descriptor: descriptor)
    }
}

extension FormField where Kind == _FormFieldKind.List {
    /// Not available: a `@FormList` row holds an array of `String`, of a number type or of a ``FormChoice``.
    ///
    /// ```swift
    /// @FormList var tags: [String] = []
    /// @FormGroup var address = Address()    // one nested model is a group
    /// ```
    ///
    /// This overload exists so that `@FormList var addresses: [Address] = []` is answered with what
    /// to declare instead, rather than with a generic requirement.
    @available(
        *, unavailable,
        message:
            "@FormList holds an array of String, of a number type or of a FormChoice enum; a list of nested models is a repeating group: declare it @FormGroup var items: [Item] = []"
    )
    public init(
        wrappedValue: Value, title: String? = nil, placeholder: String? = nil,
        help: String? = nil, param: String? = nil, submit: FormParameters.Mapping? = nil,
        rules: [FormRule] = [], visibleWhen: FormCondition? = nil, enabledWhen: FormCondition? = nil
    ) {
        self.init(value: wrappedValue, descriptor: nil)
    }
}
