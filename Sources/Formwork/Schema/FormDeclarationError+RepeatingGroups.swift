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

    /// A repeating group inside a nested model: only the form's own model repeats groups.
    static func nestedRepeatingGroup(_ type: String, _ property: String, _ nested: String, _ inner: String) -> Self {
        Self(
            typeName: type, property: property,
            message: """
                Property `\(property)` of `\(type)` nests `\(nested)`, which declares the repeating group \
                `\(inner)`, but repeating groups are declared on the form's own model only. To resolve this \
                error, move `\(inner)` to `\(type)`, or make it a `@FormList` of values.
                """)
    }
}
