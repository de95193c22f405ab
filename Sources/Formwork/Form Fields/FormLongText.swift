import Foundation

/// A row holding several lines of text.
///
/// ```swift
/// struct Profile: FormModel {
///     @FormLongText(placeholder: "A few words about you") var about_me = ""
/// }
/// ```
///
/// It behaves as ``FormText`` does, and is laid out taller: it holds
/// `String` or `String?`, and `maxCharacters:` is enforced as ``FormText``
/// says, on every way input enters the form.
public typealias FormLongText<Value: FormTextValue> = FormField<FormFieldKind.LongText, Value>

extension FormField where Kind == FormFieldKind.LongText, Value: FormTextValue {
    /// Declares a long text row.
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
        maxCharacters: Int? = nil,
        rules: [FormRule] = [],
        visibleWhen: FormCondition? = nil,
        enabledWhen: FormCondition? = nil
    ) {
        let descriptor = FieldDescriptor(
            .longText, of: Value.self, title: title, placeholder: placeholder, help: help, parameterKey: param,
            rules: rules, visibleWhen: visibleWhen, enabledWhen: enabledWhen,
            maxCharacters: maxCharacters, submit: submit
        )
        self.init(storage: FieldStorage(value: wrappedValue, descriptor: descriptor))
    }
}
