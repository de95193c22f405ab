import Foundation

/// A row holding an on/off switch: `Bool`, or `Bool?` for "not answered".
///
/// ```swift
/// struct Profile: FormModel {
///     @FormBoolean var newsletter = false
/// }
/// try form.setText("yes", for: "newsletter")   // true/false, yes/no, on/off, 1/0
/// ```
public typealias FormBoolean<Value> = FormField<_FormFieldKind.Boolean, Value>

extension FormField where Kind == _FormFieldKind.Boolean, Value: _FormFieldKind.BoolValue {
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
            Kind.self, of: Value.self, access: Self.access, title: title, placeholder: placeholder, help: help,
            parameterKey: param,
            rules: rules, visibleWhen: visibleWhen, enabledWhen: enabledWhen, submit: submit
        )
        self.init(value: wrappedValue, descriptor: descriptor)
    }
}

extension FormField where Kind == _FormFieldKind.Boolean {
    /// Not available: a `@FormBoolean` row holds `Bool` or `Bool?`.
    ///
    /// ```swift
    /// @FormBoolean var remote = false      // on or off
    /// @FormNumber var remote_days = 0      // a count is a number row
    /// ```
    ///
    /// This overload exists so that `@FormBoolean var remote: Int` is answered with what
    /// to declare instead, rather than with a generic requirement.
    @available(
        *, unavailable,
        message:
            "@FormBoolean holds Bool or Bool?; declare a number with @FormNumber, text with @FormText, a choice of more than two with @FormEnumerated"
    )
    public init(
        wrappedValue: Value, title: String? = nil, placeholder: String? = nil,
        help: String? = nil, param: String? = nil, submit: FormParameters.Mapping? = nil,
        rules: [FormRule] = [], visibleWhen: FormCondition? = nil, enabledWhen: FormCondition? = nil
    ) {
        self.init(value: wrappedValue, descriptor: nil)
    }
}
