extension FormRule {
    /// Fails a value that is not one of `options`.
    ///
    /// ```swift
    /// rules: [.oneOf(["female", "male", "unspecified"])]
    /// // "Gender must be one of: female, male, unspecified"
    /// ```
    ///
    /// Numbers match by value (`1` matches `1.0`); everything else must be equal.
    public static func oneOf(_ options: [FormValue]) -> FormRule {
        FormRule(
            kind: .oneOf, arguments: [.init("options", .array(options))],
            accepts: { value in options.contains(where: { FormValueOrder.equal(value, $0) }) },
            violation: { _, context in
                return FormRuleViolation(
                    arguments: [.init("options", .array(options))],
                    phrase: FormPhrase(
                        "rule.oneOf", arguments: [.init("title", context.title), .init("options", items: options.map(\.text))]
                    ))
            }
        )
    }

    /// Fails a value that differs from the value of the field `key`.
    ///
    /// ```swift
    /// @FormText(.password, rules: [.equals(field: "password")]) var password_confirmation = ""
    /// // "Password Confirmation must match Password"
    /// ```
    ///
    /// The other field's value and title come from the ``FormRule/Context``;
    /// its title falls back to `key` when the context does not know it. A
    /// field the form does not have counts as an empty value, so a non-empty
    /// value fails; ``referencedKeys`` lets the form report such a key when
    /// the model is declared.
    public static func equals(field key: String) -> FormRule {
        FormRule(kind: .equalsField, referencedKeys: [key]) { value, context in
            let other = context.value(for: key) ?? .null
            if FormValueOrder.equal(value, other) { return nil }
            let otherTitle = context.title(for: key) ?? key
            return FormRuleViolation(
                arguments: [.init("otherKey", .string(key)), .init("otherTitle", .string(otherTitle))],
                phrase: FormPhrase("rule.equalsField", ["title": context.title, "other": otherTitle]))
        }
    }

    /// A rule of your own that fails when `test` returns false, showing `message`.
    ///
    /// ```swift
    /// rules: [.custom("even", message: "Pick an even number") { $0 == .integer(2) || $0 == .integer(4) }]
    /// ```
    ///
    /// Without a message it shows "<Title> is invalid". Like every rule but
    /// ``required`` it passes empty values, unless `checksEmptyValues` is true.
    public static func custom(
        _ identifier: Kind, message: String? = nil, checksEmptyValues: Bool = false,
        _ test: @escaping @Sendable (FormValue) -> Bool
    ) -> FormRule {
        FormRule(kind: identifier, checksEmptyValues: checksEmptyValues) { value, context in
            test(value)
                ? nil
                : message.map { FormRuleViolation(message: $0) }
                    ?? FormRuleViolation(phrase: FormPhrase("rule.invalid", ["title": context.title]))
        }
    }

    /// A rule of your own that fails when `test` returns false, showing
    /// `message`, which may be a phrase of the app's catalogue worded in
    /// the form's language.
    ///
    /// ```swift
    /// rules: [.custom("even", message: FormMessage(FormPhrase("rule.even"), default: "{title} must be even")) {
    ///     $0 == .integer(2) || $0 == .integer(4)
    /// }]
    /// ```
    ///
    /// A phrase with no `title` parameter is given the row's title.
    public static func custom(
        _ identifier: Kind, message: FormMessage, checksEmptyValues: Bool = false,
        _ test: @escaping @Sendable (FormValue) -> Bool
    ) -> FormRule {
        FormRule(kind: identifier, checksEmptyValues: checksEmptyValues) { value, context in
            test(value) ? nil : FormRuleViolation(message: message, title: context.title)
        }
    }

    /// A rule of your own that returns the message to show, or nil to pass.
    ///
    /// ```swift
    /// rules: [.custom("noAdmin") { value, context in
    ///     value.text.lowercased() == "admin" ? "\(context.title) cannot be admin" : nil
    /// }]
    /// ```
    ///
    /// The closure sees the whole ``FormRule/Context``, so it can read other fields.
    public static func custom(
        _ identifier: Kind, checksEmptyValues: Bool = false,
        _ check: @escaping @Sendable (FormValue, FormRule.Context) -> String?
    ) -> FormRule {
        custom(identifier, checksEmptyValues: checksEmptyValues) { value, context -> FormMessage? in
            check(value, context).map { FormMessage($0) }
        }
    }

    /// A rule of your own that returns the message to show, or nil to
    /// pass; the message may be a phrase of the app's catalogue, worded in
    /// the form's language.
    ///
    /// ```swift
    /// rules: [.custom("noAdmin") { value, context -> FormMessage? in
    ///     value.text.lowercased() == "admin"
    ///         ? FormMessage(FormPhrase("rule.noAdmin"), default: "{title} cannot be admin") : nil
    /// }]
    /// ```
    ///
    /// A phrase with no `title` parameter is given the row's title.
    public static func custom(
        _ identifier: Kind, checksEmptyValues: Bool = false,
        _ check: @escaping @Sendable (FormValue, FormRule.Context) -> FormMessage?
    ) -> FormRule {
        FormRule(kind: identifier, checksEmptyValues: checksEmptyValues) { value, context in
            check(value, context).map { FormRuleViolation(message: $0, title: context.title) }
        }
    }
}
