extension FormRule {
    /// A rule of your own that reads the row's value as its Swift type and
    /// returns the message to show, or nil to pass.
    ///
    /// ```swift
    /// @FormNumber(rules: [.custom { (age: Int) in age.isMultiple(of: 5) ? nil : "Age must be a multiple of 5" }])
    /// var age = 0
    ///
    /// @FormEnumerated(rules: [.custom("notLow") { (priority: Priority) in
    ///     priority == .low ? "Pick a higher priority" : nil
    /// }])
    /// var priority: Priority = .normal
    /// ```
    ///
    /// The closure's parameter type is the row's value type (or its
    /// optional); the value is converted as every edit converts it
    /// (``FormValueConvertible``), so the closure sees an `Int`, not a
    /// ``FormValue``. A parameter type the row does not hold (`String` on
    /// an `Int` row) is a ``FormDeclarationError`` when the form is made,
    /// naming the rule, the property and the type to declare. Used without a
    /// form on a value that does not convert, the rule fails with
    /// "Age cannot be checked: the rule reads Int values, not 4.5".
    ///
    /// Like every rule but ``required`` it passes empty values, unless
    /// `checksEmptyValues` is true; an optional row's rule that checks empty
    /// values must then take an optional (`(nickname: String?) in …`).
    /// Without an identifier the rule's kind is ``Kind/custom``.
    public static func custom<Value: FormValueConvertible>(
        _ identifier: Kind = .custom, checksEmptyValues: Bool = false,
        _ check: @escaping @Sendable (Value) -> String?
    ) -> FormRule {
        custom(identifier, checksEmptyValues: checksEmptyValues) { (typed: Value) -> FormMessage? in
            check(typed).map { FormMessage($0) }
        }
    }

    /// A rule of your own that reads the row's value as its Swift type and
    /// returns the message to show, or nil to pass; the message may be a
    /// phrase of the app's catalogue, worded in the form's language.
    ///
    /// ```swift
    /// @FormNumber(rules: [.custom { (age: Int) -> FormMessage? in
    ///     age.isMultiple(of: 5) ? nil : FormMessage(FormPhrase("rule.fives"), default: "{title} must be a multiple of 5")
    /// }])
    /// var age = 0
    /// ```
    ///
    /// It reads values as the rule returning a `String` does; a phrase
    /// with no `title` parameter is given the row's title.
    public static func custom<Value: FormValueConvertible>(
        _ identifier: Kind = .custom, checksEmptyValues: Bool = false,
        _ check: @escaping @Sendable (Value) -> FormMessage?
    ) -> FormRule {
        FormRule(kind: identifier, checksEmptyValues: checksEmptyValues, valueType: FormRuleValueType(Value.self)) {
            value, context in
            guard let typed = Value(formValue: value) else { return unreadable(value, as: Value.self, context) }
            return check(typed).map { FormRuleViolation(message: $0, title: context.title) }
        }
    }

    /// The failure of a typed rule given a value it cannot read as `Value`.
    static func unreadable<Value>(_ value: FormValue, as _: Value.Type, _ context: FormRule.Context) -> FormRuleViolation {
        let problem = "the rule reads \(FormRuleValueType.displayName(of: Value.self)) values, not \(value.text)"
        return FormRuleViolation.unchecked(problem, context)
    }
}

extension FormRule.Kind {
    /// A custom rule given no identifier (`.custom { (age: Int) in … }`).
    public static let custom: FormRule.Kind = "custom"
}

extension FormDeclarationError.Problem {
    /// A typed rule whose parameter type is not what the row holds.
    static func ruleValueType(
        _ type: String, _ property: String, kind: FormRule.Kind, ruleType: FormRuleValueType,
        checksEmptyValues: Bool, rowType: FormRuleValueType
    ) -> Self {
        let nilRefused = checksEmptyValues && rowType.isOptional
        let fix = nilRefused ? "`\(rowType.name)`" : "`\(rowType.name)` (or `FormValue`)"
        let reason =
            nilRefused && ruleType.base == rowType.base
            ? "checks empty values as `\(ruleType.name)`, but the row holds `\(rowType.name)`, which can be nil"
            : "reads `\(ruleType.name)` values, but the row holds `\(rowType.name)`"
        return Self(
            typeName: type, property: property,
            message: """
                Rule `\(kind.rawValue)` of property `\(property)` of `\(type)` \(reason), so it could \
                not check what a person enters. To resolve this error, declare the rule's closure \
                parameter as \(fix).
                """)
    }
}
