/// The keys a ``FormParameters/Mapping`` may return. A key holding `[` or
/// `]` has no spelling in the bracket convention of urlencoded and multipart
/// bodies: `attributes[Size [cm]]` is read as `Size [cm` by PHP, as
/// `Size ` holding `cm` by Rack, and refused by Formwork's own reader. Such
/// a row submits nothing, and ``FormState/validate(_:)`` says why.
enum FormMappingKeys {
    /// The first key at any depth of `members` that holds `[` or `]`, or
    /// `nil` when every key can be written.
    static func bracketed(_ members: [FormValue.Member]) -> String? {
        for member in members {
            if FormBracketKey.holdsBracket(member.key) { return member.key }
            if let key = bracketed(in: member.value) { return key }
        }
        return nil
    }

    private static func bracketed(in value: FormValue) -> String? {
        switch value {
        case .object(let members): return bracketed(members)
        case .array(let items):
            for item in items {
                if let key = bracketed(in: item) { return key }
            }
            return nil
        default: return nil
        }
    }

    /// The error of a row whose mapping returns `key`, shown beside the row.
    static func error(rowKey: String, title: String, key: String) -> FormFieldError {
        FormFieldError(
            key: rowKey, title: title, kind: .invalidInput,
            message: """
                \(title) cannot be submitted: its `submit:` mapping returns the key '\(key)', and a form body \
                cannot carry `[` or `]` in a key (they nest parameters). The row submits nothing until the \
                mapping returns keys without them.
                """)
    }
}
