import Foundation

/// A row holding an on/off switch: `Bool`, or `Bool?` for "not answered".
///
/// ```swift
/// struct Profile: FormModel {
///     @FormBoolean var newsletter = false
/// }
/// try form.setText("yes", for: "newsletter")   // true/false, yes/no, on/off, 1/0
/// ```
public typealias FormBoolean<Value: FormFieldKind.BoolValue> = FormField<FormFieldKind.Boolean, Value>

extension FormField where Kind == FormFieldKind.Boolean, Value: FormFieldKind.BoolValue {
    /// Declares a switch row; `placeholder:` is shown while a `Bool?` is unanswered.
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
            .boolean, of: Value.self, access: Self.access, title: title, placeholder: placeholder, help: help,
            parameterKey: param,
            rules: rules, visibleWhen: visibleWhen, enabledWhen: enabledWhen, submit: submit
        )
        self.init(value: wrappedValue, descriptor: descriptor)
    }
}
