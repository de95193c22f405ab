import Foundation

/// A row holding one line of text.
///
/// ```swift
/// struct Profile: FormModel {
///     @FormText(placeholder: "Your name") var user_name = ""
///     @FormText(.email) var email = ""
///     @FormText(.phone, title: "Mobile") var phone: String? = nil
/// }
/// ```
///
/// The title comes from the property name (`user_name` → "User Name") unless
/// `title:` is given. `param:` changes the parameter key the value is
/// submitted under. An optional value becomes `nil` when the box is emptied.
/// `maxCharacters:` refuses text longer than that many characters (an
/// emoji or a flag counts as one); `rules:`, `visibleWhen:` and `enabledWhen:`
/// work as on every wrapper.
///
/// The value is `String` or `String?`; a number belongs
/// in ``FormNumber``, a choice in ``FormEnumerated``.
///
/// **Limits.** A limit declared on the wrapper is enforced where a
/// person's input enters the form: ``FormState/setText(_:for:)``,
/// ``FormState/setValue(_:for:)-(FormValue,_)``, list edits and body updates
/// (``FormState/update(fromURLEncoded:options:)-(String,_)``, JSON, a dictionary). Input that
/// breaks one is a per-field ``FormInputError`` that keeps the previous value
/// and the input as typed, with the message validation gives. A value that
/// comes from the model itself (the initial model, ``FormState/load(_:)``) is
/// kept, and ``FormState/validate(_:)`` reports it.
public typealias FormText<Value> = FormField<_FormFieldKind.Text, Value>

extension FormField where Kind == _FormFieldKind.Text, Value: _FormFieldKind.TextValue {
    /// Declares a text row of the given kind.
    ///
    /// `submit:` submits the parameters it returns instead of the row's own
    /// (``FormParameters/Mapping``).
    @inlinable
    public init(
        wrappedValue: Value,
        _ kind: FormRow.TextKind = .plain,
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
            parameterKey: param, textKind: kind, rules: rules, visibleWhen: visibleWhen, enabledWhen: enabledWhen,
            maxCharacters: maxCharacters, submit: submit
        )
        self.init(value: wrappedValue, descriptor: descriptor)
    }
}

extension FormField where Kind == _FormFieldKind.Text {
    /// Not available: a `@FormText` row holds `String` or `String?`.
    ///
    /// ```swift
    /// @FormText var user_name = ""     // text
    /// @FormNumber var age = 0          // a number is a number row
    /// ```
    ///
    /// This overload exists so that `@FormText var age = 0` is answered with
    /// what to write instead, rather than with a mismatch between row kinds.
    @available(
        *, unavailable,
        message:
            "@FormText holds String or String?; declare a number with @FormNumber, a Bool with @FormBoolean, a Date with @FormDate, an enum with @FormEnumerated, an array with @FormList, a nested model with @FormGroup"
    )
    public init(
        wrappedValue: Value, _ kind: FormRow.TextKind = .plain, title: String? = nil, placeholder: String? = nil,
        help: String? = nil, param: String? = nil, submit: FormParameters.Mapping? = nil, maxCharacters: Int? = nil,
        rules: [FormRule] = [], visibleWhen: FormCondition? = nil, enabledWhen: FormCondition? = nil
    ) {
        self.init(value: wrappedValue, descriptor: nil)
    }
}
