extension FormDeclarationError.Problem {
    /// `@FormGroup var jobs: [Job]? = nil`: an empty list is the absent state.
    static func optionalRepeatingGroup(_ type: String, _ property: String, _ item: String) -> Self {
        Self(
            typeName: type, property: property,
            message: """
                Property `\(property)` of `\(type)` is a `@FormGroup` of `[\(item)]?`, but a repeating group \
                cannot be `nil`: an empty list already means no items. To resolve this error, declare \
                `@FormGroup var \(property): [\(item)] = []`.
                """)
    }

    /// `@FormGroup var tags: [String] = []`: a list of values is a `@FormList`.
    static func groupOfNonModels(_ type: String, _ property: String, _ element: String) -> Self {
        Self(
            typeName: type, property: property,
            message: """
                Property `\(property)` of `\(type)` is a `@FormGroup` of `[\(element)]`, but a repeating group \
                holds nested models and `\(element)` does not conform to `FormModel`. To resolve this error, \
                declare a list of values as `@FormList var \(property): [\(element)] = []`, or, for a list of \
                nested models, declare `extension \(element): FormModel {}` (it needs an `init()`).
                """)
    }

    static func invalidItemBounds(_ type: String, _ property: String, _ problem: String) -> Self {
        Self(
            typeName: type, property: property,
            message: """
                Property `\(property)` of `\(type)` is a repeating group whose \(problem). To resolve this \
                error, give `0 <= minItems <= maxItems <= \(RepeatingOptions.itemCeiling)` and \
                `0 <= blankItems <= \(RepeatingOptions.itemCeiling)`, or leave a bound out.
                """)
    }

    static func unknownItemTitleField(
        _ type: String, _ property: String, _ item: String, _ field: String, _ textRows: [String]
    ) -> Self {
        let known = textRows.isEmpty ? "it has none" : textRows.map { "`\($0)`" }.joined(separator: ", ")
        return Self(
            typeName: type, property: property,
            message: """
                Property `\(property)` of `\(type)` titles its items with `.field("\(field)")`, but `\(item)` \
                has no text row `\(field)` (its text rows: \(known)). To resolve this error, name a \
                `@FormText` or `@FormLongText` property of `\(item)`, or use `itemTitle: .numbered`.
                """)
    }

    /// A repeating group that is declared correctly, but whose rows this
    /// version of Formwork cannot build yet.
    static func repeatingGroupNotBuilt(_ type: String, _ property: String, _ item: String) -> Self {
        Self(
            typeName: type, property: property,
            message: """
                Property `\(property)` of `\(type)` is a repeating group of `\(item)`, whose rows are not built \
                yet. To resolve this error, declare one nested model, `@FormGroup var \(property) = \(item)()`, \
                or keep `\(property)` out of the form by removing `@FormGroup`.
                """)
    }
}
