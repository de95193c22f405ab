import Foundation

/// A row holding a number: `Int`, `Int64`, `Int32`, `Double`, `Decimal` or an optional of one.
///
/// ```swift
/// struct Profile: FormModel {
///     @FormNumber(range: 0...150) var age = 0
///     @FormNumber(min: 0, step: 0.01) var price: Decimal = 0
///     @FormNumber var weight: Double? = nil
/// }
/// ```
///
/// Typed text is read exactly: `"42"` for an `Int`, `"3.5"` for a `Double`,
/// thirty digits for a `Decimal`. Text that is not a number of the row's type
/// (`"3.5"` for an `Int`) is an input error that keeps the previous value.
/// `range:`, `min:` and `max:` are checked when the form is validated, and a
/// `min:` greater than `max:` is a declaration error.
public typealias FormNumber<Value: FormNumberValue> = FormField<FormFieldKind.Number, Value>

extension FormField where Kind == FormFieldKind.Number, Value: FormNumberValue {
    /// Declares a number row, optionally bounded and stepped.
    ///
    /// `submit:` submits the parameters it returns instead of the row's own
    /// (``FormParameterMapping``).
    public init(
        wrappedValue: Value,
        title: String? = nil,
        placeholder: String? = nil,
        help: String? = nil,
        param: String? = nil,
        submit: FormParameterMapping? = nil,
        range: ClosedRange<Value.Number>? = nil,
        min: Value.Number? = nil,
        max: Value.Number? = nil,
        step: Value.Number? = nil,
        rules: [FormRule] = [],
        visibleWhen: FormCondition? = nil,
        enabledWhen: FormCondition? = nil
    ) {
        let descriptor = FieldDescriptor(
            .number, of: Value.self, title: title, placeholder: placeholder, help: help, parameterKey: param,
            minimum: (min ?? range?.lowerBound)?.formValue,
            maximum: (max ?? range?.upperBound)?.formValue,
            step: step?.formValue, rules: rules, visibleWhen: visibleWhen, enabledWhen: enabledWhen, submit: submit
        )
        self.init(storage: FieldStorage(value: wrappedValue, descriptor: descriptor))
    }
}
