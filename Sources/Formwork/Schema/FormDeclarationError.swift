/// A model declared in a way Formwork cannot turn into a form.
///
/// ```swift
/// do {
///     try Profile.checkFormDeclaration()
/// } catch let error as FormDeclarationError {
///     print(error)
///     // Property `email` of `Profile` has no corresponding `CodingKey`, so the form
///     // can neither read nor write it. To resolve this error, add a case for `email`
///     // to the `CodingKeys` enumeration of `Profile`.
/// }
/// ```
///
/// Every problem of a model is reported at once, each naming the type, the
/// property and the fix.
public struct FormDeclarationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// One thing wrong with a declaration.
    public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        /// The model type, such as `Profile`.
        public var typeName: String
        /// The property at fault, such as `email`; empty when the whole type is.
        public var property: String
        /// What is wrong and how to fix it.
        public var message: String

        public var description: String { message }
    }

    /// Every problem found, in declaration order.
    public var problems: [Problem]

    public var description: String {
        problems.map(\.message).joined(separator: "\n")
    }
}

extension FormDeclarationError.Problem {
    static func missingCodingKey(_ type: String, _ property: String) -> Self {
        Self(
            typeName: type, property: property,
            message: """
                Property `\(property)` of `\(type)` has no corresponding `CodingKey`, so the form can \
                neither read nor write it. To resolve this error, add a case for `\(property)` to the \
                `CodingKeys` enumeration of `\(type)`, or remove its field wrapper.
                """)
    }

    static func notDecoded(_ type: String, _ property: String) -> Self {
        Self(
            typeName: type, property: property,
            message: """
                Property `\(property)` of `\(type)` is encoded but `init(from:)` never decodes it, so \
                edits to it would be lost. To resolve this error, decode `\(property)` in \
                `\(type).init(from:)`, or use the synthesized `Codable` conformance.
                """)
    }

    static func unsupportedCoding(_ type: String, _ reason: String) -> Self {
        Self(
            typeName: type, property: "",
            message: """
                `\(type)` \(reason); Formwork reads and writes a model one property at a time on a \
                single keyed container. To resolve this error, use the synthesized `Codable` \
                conformance of `\(type)`, or encode and decode each property with \
                `encode(_:forKey:)` and `decode(_:forKey:)`.
                """)
    }

    static func notRebuildable(_ type: String, _ error: any Error) -> Self {
        Self(
            typeName: type, property: "",
            message: """
                `\(type).init(from:)` fails when Formwork rebuilds the model from its own values \
                (\(error)). To resolve this error, make `init(from:)` decode each property with \
                `decode(_:forKey:)` from the keyed container, or use the synthesized conformance.
                """)
    }

    static func noStoredLayout(_ type: String, _ missing: StoredLayout.Missing) -> Self {
        Self(
            typeName: type, property: "",
            message: """
                `\(type)` declares `formBuilding` as `.storedProperties`, but its rows cannot be written in \
                place: \(missing.reason). To resolve this error, \(missing.fix), or declare `formBuilding` as \
                `.decoding` (the default), which builds the model through its `init(from:)`.
                """)
    }

    static func duplicateParameter(_ type: String, _ first: String, _ second: String, _ key: String) -> Self {
        Self(
            typeName: type, property: second,
            message: """
                Properties `\(first)` and `\(second)` of `\(type)` both submit the parameter `\(key)`. \
                To resolve this error, give one of them a different `param:`.
                """)
    }

    static func groupNotModel(_ type: String, _ property: String, _ nested: String) -> Self {
        Self(
            typeName: type, property: property,
            message: """
                Property `\(property)` of `\(type)` is a `@FormGroup` of `\(nested)`, which does not \
                conform to `FormModel`. To resolve this error, declare `extension \(nested): FormModel {}` \
                (it needs an `init()`), or remove `@FormGroup` to keep `\(property)` out of the form.
                """)
    }

    /// A group cannot be `nil`; the fix keeps the group and hides it under a
    /// toggle, which compiles and works whatever the nested type.
    static func optionalGroup(_ type: String, _ property: String, _ nested: String, isModel: Bool) -> Self {
        let toggle =
            property.contains("_") || property == property.lowercased()
            ? "has_" + property : "has" + property.prefix(1).uppercased() + property.dropFirst()
        let conformance =
            isModel
            ? ""
            : """
             `\(nested)` must also conform to `FormModel`: declare `extension \(nested): FormModel {}` (it \
            needs an `init()`).
            """
        return Self(
            typeName: type, property: property,
            message: """
                Property `\(property)` of `\(type)` is a `@FormGroup` of `\(nested)?`, but a group cannot be \
                `nil`: its rows are always part of the form. To resolve this error, give it a default value, \
                `@FormGroup var \(property) = \(nested)()`; to make the section optional, add a toggle and show \
                the group only while it is on: `@FormBoolean var \(toggle) = false` and \
                `@FormGroup(visibleWhen: "\(toggle)") var \(property) = \(nested)()` (hidden, its rows are \
                neither validated nor submitted).\(conformance)
                """)
    }

    static func valueNotHeld(
        _ type: String, _ property: String, _ wrapper: String, _ valueType: String, _ value: FormValue, _ expected: String
    ) -> Self {
        Self(
            typeName: type, property: property,
            message: """
                Property `\(property)` of `\(type)` is a `\(wrapper)` holding `\(valueType)`, whose form \
                value is \(value.kindDescription); a `\(wrapper)` row holds \(expected). To resolve this \
                error, make `\(valueType).formValue` return \(expected) and read it back in \
                `init?(formValue:)`, or declare `\(property)` with the wrapper for its kind of value.
                """)
    }

    static func invalidBounds(_ type: String, _ property: String, _ minimum: FormValue, _ maximum: FormValue) -> Self {
        Self(
            typeName: type, property: property,
            message: """
                Property `\(property)` of `\(type)` declares `min: \(minimum.text)` greater than \
                `max: \(maximum.text)`. To resolve this error, swap the bounds, or use \
                `range: \(maximum.text)...\(minimum.text)`.
                """)
    }

    static func invalidStep(_ type: String, _ property: String, _ step: FormValue) -> Self {
        Self(
            typeName: type, property: property,
            message: """
                Property `\(property)` of `\(type)` declares `step: \(step.text)`, but a step must be a \
                number greater than zero (the row's values are its minimum plus whole steps). To resolve \
                this error, give a positive step such as `step: 1` or `step: 0.01`, or remove `step:` to \
                accept any number.
                """)
    }

    static func noOptions(_ type: String, _ property: String) -> Self {
        Self(
            typeName: type, property: property,
            message: """
                Property `\(property)` of `\(type)` is a `@FormEnumerated` with no options. To resolve \
                this error, list at least one option, or give its option type at least one case.
                """)
    }

    static func duplicateOption(_ type: String, _ property: String, _ value: FormValue) -> Self {
        Self(
            typeName: type, property: property,
            message: """
                Property `\(property)` of `\(type)` offers the option value `\(value.text)` twice. To \
                resolve this error, give every option a distinct value.
                """)
    }
}

extension FormDeclarationError.Problem {
    static func invalidCondition(_ type: String, _ property: String, _ label: String, _ error: FormPredicateError) -> Self {
        Self(
            typeName: type, property: property,
            message: """
                The `\(label)` condition of property `\(property)` of `\(type)` is invalid: \(error.message) \
                To resolve this error, correct the condition; it may name only keys of `\(type)`.
                  \(error.condition)
                  \(error.caretLine)
                """)
    }

    static func conditionOnOtherModel(_ type: String, _ property: String, _ label: String, _ other: String) -> Self {
        Self(
            typeName: type, property: property,
            message: """
                The `\(label)` closure of property `\(property)` of `\(type)` takes a `\(other)`, but the \
                row is declared in `\(type)`. To resolve this error, write `.model { (model: \(type)) in … }`.
                """)
    }

    static func unknownRuleField(_ type: String, _ property: String, _ key: String, _ suggestion: String?) -> Self {
        let hint = suggestion.map { " Did you mean '\($0)'?" } ?? ""
        return Self(
            typeName: type, property: property,
            message: """
                A rule of property `\(property)` of `\(type)` refers to the field '\(key)', which `\(type)` \
                does not have.\(hint) To resolve this error, name a key of `\(type)` in the rule.
                """)
    }

    static func recursiveForm(_ type: String, _ chain: [String]) -> Self {
        let path = chain.joined(separator: " → ")
        return Self(
            typeName: type, property: "",
            message: """
                Building the form of `\(type)` runs the model's own code (`init()`, `encode(to:)`, \
                `init(from:)`), and that code asks for a form of `\(type)` again (\(path)). A form is \
                built from `\(type)()`, so this would never end. To resolve this error, make the form \
                outside that code (in a method, a `lazy var` or the caller) instead of in `init()`, or \
                break the `@FormGroup` cycle.
                """)
    }

    static func invalidRule(_ type: String, _ property: String, _ problem: String) -> Self {
        Self(
            typeName: type, property: property,
            message: """
                A rule of property `\(property)` of `\(type)` cannot work: \(problem). To resolve this \
                error, correct the rule's arguments.
                """)
    }
}
