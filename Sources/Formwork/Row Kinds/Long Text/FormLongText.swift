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
public typealias FormLongText<Value> = FormField<_FormFieldKind.LongText, Value>

extension FormField where Kind == _FormFieldKind.LongText, Value: _FormFieldKind.TextValue {
    /// Declares a long text row.
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
        maxCharacters: Int? = nil,
        rules: [FormRule] = [],
        visibleWhen: FormCondition? = nil,
        enabledWhen: FormCondition? = nil
    ) {
        let descriptor = FieldDescriptor(
            Kind.self, of: Value.self, access: Self.access, title: title, placeholder: placeholder, help: help,
            parameterKey: param,
            rules: rules, visibleWhen: visibleWhen, enabledWhen: enabledWhen,
            maxCharacters: maxCharacters, submit: submit
        )
        self.init(value: wrappedValue, descriptor: descriptor)
    }
}

extension FormField where Kind == _FormFieldKind.LongText {
    /// Not available: a `@FormLongText` row holds `String` or `String?`.
    ///
    /// ```swift
    /// @FormLongText var about_me = ""   // text
    /// ```
    ///
    /// This overload exists so that `@FormLongText var count = 0` is answered
    /// with what to write instead, rather than with a mismatch between row kinds.
    @available(
        *, unavailable,
        message:
            "@FormLongText holds String or String?; declare a number with @FormNumber, a Bool with @FormBoolean, a Date with @FormDate, an enum with @FormEnumerated, an array with @FormList, a nested model with @FormGroup"
    )
    public init(
        wrappedValue: Value, title: String? = nil, placeholder: String? = nil, help: String? = nil,
        param: String? = nil, submit: FormParameters.Mapping? = nil, maxCharacters: Int? = nil,
        rules: [FormRule] = [], visibleWhen: FormCondition? = nil, enabledWhen: FormCondition? = nil
    ) {
        self.init(value: wrappedValue, descriptor: nil)
    }
}
