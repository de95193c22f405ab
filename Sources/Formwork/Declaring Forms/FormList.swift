import Foundation

/// A row holding a list of items: text, numbers, or options.
///
/// ```swift
/// enum Topic: String, FormOption { case swift, design, music }
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
/// `Double`, `Float`, `Decimal`…), or a ``FormOption`` (see ``FormFieldKind/ListElement``).
public typealias FormList<Value: FormFieldKind.ListValue> = FormField<FormFieldKind.List, Value>

extension FormField where Kind == FormFieldKind.List, Value: FormFieldKind.ListValue {
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
            .list, of: Value.self, access: Self.access, title: title, placeholder: placeholder, help: help, parameterKey: param,
            allowsMultipleSelection: true, typeOptions: { TypeOptions.of(Value.Element.self) },
            rules: rules, visibleWhen: visibleWhen, enabledWhen: enabledWhen, submit: submit
        )
        self.init(value: wrappedValue, descriptor: descriptor)
    }
}
