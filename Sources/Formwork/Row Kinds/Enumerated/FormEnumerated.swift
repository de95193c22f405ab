import Foundation

/// A row choosing one option, or several, from a list.
///
/// ```swift
/// enum Gender: String, FormChoice { case female, male, prefer_not_to_say }
///
/// struct Profile: FormModel {
///     @FormEnumerated var gender: Gender = .prefer_not_to_say      // one of Gender's cases
///     @FormEnumerated var pronoun: Gender? = nil                   // or none
///     @FormEnumerated var interests: [Gender] = []                 // several
///     @FormEnumerated(choices: [.init("S", "Small"), .init("M", "Medium"), .init("L", "Large")])
///     var size = "M"                                                // a list given by hand
/// }
/// try form.setText("Female", for: "gender")     // by label or by value
/// ```
///
/// `placeholder:` is shown while nothing is chosen. Labels of a
/// ``FormChoice`` come from its case names unless it implements
/// ``FormChoice/formLabel``. A value that is not one of the options is an
/// input error that keeps the previous choice. `submit:` submits the
/// parameters it returns instead of the row's own (``FormParameters/Mapping``).
///
/// **Types.** A ``FormChoice`` (an enum with a `String` or `Int` raw value
/// that adopts it), its optional, an array of one, or any value type with
/// the options listed by hand (`options:`). An enum without a raw value
/// does not compile here: give it one and adopt ``FormChoice``
/// (`enum Size: String, FormChoice { case small, large }`).
public typealias FormEnumerated<Value> = FormField<_FormFieldKind.Enumerated, Value>

extension FormField where Kind == _FormFieldKind.Enumerated {
    /// Declares a row choosing one case of a ``FormChoice``.
    @inlinable
    public init(
        wrappedValue: Value, title: String? = nil, placeholder: String? = nil, help: String? = nil, param: String? = nil,
        submit: FormParameters.Mapping? = nil,
        rules: [FormRule] = [], style: FormChoiceStyle = .automatic, visibleWhen: FormCondition? = nil,
        enabledWhen: FormCondition? = nil
    ) where Value: FormChoice {
        self.init(
            wrappedValue, multiple: false, listed: nil, typeOptions: { TypeOptions.of(Value.self) }, access: Self.access,
            .init(
                title: title, placeholder: placeholder, help: help, param: param, submit: submit,
                rules: rules, style: style, visibleWhen: visibleWhen, enabledWhen: enabledWhen))
    }

    /// Declares a row choosing one case of a ``FormChoice``, or none.
    @inlinable
    public init<Choice: FormChoice>(
        wrappedValue: Value, title: String? = nil, placeholder: String? = nil, help: String? = nil, param: String? = nil,
        submit: FormParameters.Mapping? = nil,
        rules: [FormRule] = [], style: FormChoiceStyle = .automatic, visibleWhen: FormCondition? = nil,
        enabledWhen: FormCondition? = nil
    ) where Value == Choice? {
        self.init(
            wrappedValue, multiple: false, listed: nil, typeOptions: { TypeOptions.of(Choice.self) }, access: Self.access,
            .init(
                title: title, placeholder: placeholder, help: help, param: param, submit: submit,
                rules: rules, style: style, visibleWhen: visibleWhen, enabledWhen: enabledWhen))
    }

    /// Declares a row choosing any number of cases of a ``FormChoice``.
    @inlinable
    public init<Choice: FormChoice>(
        wrappedValue: Value, title: String? = nil, placeholder: String? = nil, help: String? = nil, param: String? = nil,
        submit: FormParameters.Mapping? = nil,
        rules: [FormRule] = [], style: FormChoiceStyle = .automatic, visibleWhen: FormCondition? = nil,
        enabledWhen: FormCondition? = nil
    ) where Value == [Choice] {
        self.init(
            wrappedValue, multiple: true, listed: nil, typeOptions: { TypeOptions.of(Choice.self) }, access: Self.access,
            .init(
                title: title, placeholder: placeholder, help: help, param: param, submit: submit,
                rules: rules, style: style, visibleWhen: visibleWhen, enabledWhen: enabledWhen))
    }

    /// Declares a row choosing one of the options listed.
    @inlinable
    public init(
        wrappedValue: Value, choices: [FormLabeledChoice<Value>],
        title: String? = nil, placeholder: String? = nil, help: String? = nil, param: String? = nil,
        submit: FormParameters.Mapping? = nil,
        rules: [FormRule] = [], style: FormChoiceStyle = .automatic, visibleWhen: FormCondition? = nil,
        enabledWhen: FormCondition? = nil
    ) where Value: FormValueConvertible & Codable {
        let listed = choices.map { FormRow.Choice(value: $0.value.formValue, label: $0.label) }
        self.init(
            wrappedValue, multiple: false, listed: listed, typeOptions: { [] }, access: Self.access,
            .init(
                title: title, placeholder: placeholder, help: help, param: param, submit: submit,
                rules: rules, style: style, visibleWhen: visibleWhen, enabledWhen: enabledWhen))
    }

    /// Declares a row choosing any number of the options listed.
    @inlinable
    public init<Element: FormValueConvertible & Codable>(
        wrappedValue: Value, choices: [FormLabeledChoice<Element>],
        title: String? = nil, placeholder: String? = nil, help: String? = nil, param: String? = nil,
        submit: FormParameters.Mapping? = nil,
        rules: [FormRule] = [], style: FormChoiceStyle = .automatic, visibleWhen: FormCondition? = nil,
        enabledWhen: FormCondition? = nil
    ) where Value == [Element] {
        let listed = choices.map { FormRow.Choice(value: $0.value.formValue, label: $0.label) }
        self.init(
            wrappedValue, multiple: true, listed: listed, typeOptions: { [] }, access: Self.access,
            .init(
                title: title, placeholder: placeholder, help: help, param: param, submit: submit,
                rules: rules, style: style, visibleWhen: visibleWhen, enabledWhen: enabledWhen))
    }

    /// The row's declaration; `access` comes from the public initializers,
    /// which are inlinable so that it is compiled for the row's own type.
    @usableFromInline
    init(
        _ value: Value, multiple: Bool, listed: [FormRow.Choice]?,
        typeOptions: @escaping @Sendable () -> [FormRow.Choice], access: FieldAccess, _ declared: Declaration
    ) where Value: FormValueConvertible & Codable {
        let descriptor = FieldDescriptor(
            Kind.self, of: Value.self, access: access, title: declared.title, placeholder: declared.placeholder,
            help: declared.help, parameterKey: declared.param,
            allowsMultipleSelection: multiple, listedOptions: listed, typeOptions: typeOptions,
            rules: declared.rules, visibleWhen: declared.visibleWhen, enabledWhen: declared.enabledWhen,
            choiceStyle: declared.style, submit: declared.submit
        )
        self.init(value: value, descriptor: descriptor)
    }

    /// What every initializer declares besides the value and the options.
    @usableFromInline
    struct Declaration {
        let title: String?
        let placeholder: String?
        let help: String?
        let param: String?
        let submit: FormParameters.Mapping?
        let rules: [FormRule]
        let style: FormChoiceStyle
        let visibleWhen: FormCondition?
        let enabledWhen: FormCondition?

        @usableFromInline
        init(
            title: String?, placeholder: String?, help: String?, param: String?, submit: FormParameters.Mapping?,
            rules: [FormRule], style: FormChoiceStyle, visibleWhen: FormCondition?, enabledWhen: FormCondition?
        ) {
            self.title = title
            self.placeholder = placeholder
            self.help = help
            self.param = param
            self.submit = submit
            self.rules = rules
            self.style = style
            self.visibleWhen = visibleWhen
            self.enabledWhen = enabledWhen
        }
    }
}

extension FormField where Kind == _FormFieldKind.Enumerated {
    /// Not available: a `@FormEnumerated` row needs its options.
    ///
    /// ```swift
    /// enum Role: String, FormChoice { case engineer, designer }
    /// @FormEnumerated var role: Role = .engineer
    /// @FormEnumerated(choices: [.init("engineer", "Engineer"), .init("designer", "Designer")])
    /// var team = "engineer"
    /// ```
    ///
    /// This overload exists so that `@FormEnumerated var role = "engineer"` is answered with what
    /// to declare instead, rather than with a generic requirement.
    @available(
        *, unavailable,
        message:
            "@FormEnumerated needs choices: declare an enum with a String or Int raw value conforming to FormChoice (enum Role: String, FormChoice { case engineer, designer }), or list them with choices: [.init(\"engineer\", \"Engineer\")]"
    )
    public init(
        wrappedValue: Value, title: String? = nil, placeholder: String? = nil,
        help: String? = nil, param: String? = nil, submit: FormParameters.Mapping? = nil,
        rules: [FormRule] = [], visibleWhen: FormCondition? = nil, enabledWhen: FormCondition? = nil
    ) {
        self.init(value: wrappedValue, descriptor: nil)
    }
}
