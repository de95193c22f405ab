extension FormSeparator: CustomStringConvertible, CustomDebugStringConvertible {
    /// The separator as it is declared, so a printed model reads as its
    /// source: `FormSeparator("Guardian", visibleWhen: "age < 18")`.
    ///
    /// ```swift
    /// print(FormSeparator("Contact", footer: "We never share these."))
    /// // FormSeparator("Contact", footer: "We never share these.")
    /// ```
    ///
    /// A typed closure condition shows as `.model { … }`.
    public var description: String {
        var arguments = title.map { [String(reflecting: $0)] } ?? []
        if let footer { arguments.append("footer: \(String(reflecting: footer))") }
        if let visibleWhen { arguments.append("visibleWhen: \(visibleWhen.sourceText)") }
        if let enabledWhen { arguments.append("enabledWhen: \(enabledWhen.sourceText)") }
        return "FormSeparator(\(arguments.joined(separator: ", ")))"
    }

    public var debugDescription: String { description }
}

extension FormCondition {
    /// The condition as Swift source: a predicate as its string literal, a
    /// typed closure as `.model { … }`.
    var sourceText: String {
        switch storage {
        case .predicate(let source): return String(reflecting: source)
        case .model: return ".model { … }"
        }
    }
}
