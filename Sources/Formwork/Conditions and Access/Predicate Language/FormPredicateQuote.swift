/// How a message shows a piece of a condition's source, such as an operand
/// or the whole condition, so that it reads quoted exactly once.
///
/// Source text may hold string literals, which carry their own quotes:
/// wrapping `'us'` in `'…'` again would show `''us''`. So a piece that is one
/// whole string literal is shown as written, and any other piece is wrapped
/// in the first of `'`, `"` and `` ` `` that it does not contain.
enum FormPredicateQuote {
    static func quoted(_ source: String) -> String {
        if isStringLiteral(source) { return source }
        let quote = ["'", "\"", "`"].first { !source.contains($0) } ?? "'"
        return quote + source + quote
    }

    /// `true` when `source` is a single string literal: an opening quote, the
    /// same quote at the end, and none unescaped between them.
    static func isStringLiteral(_ source: String) -> Bool {
        let characters = Array(source)
        guard characters.count >= 2, let quote = characters.first, quote == "'" || quote == "\"",
            characters.last == quote
        else { return false }
        var index = 1
        while index < characters.count - 1 {
            if characters[index] == "\\" {
                index += 2
                continue
            }
            if characters[index] == quote { return false }
            index += 1
        }
        // An escape that swallowed the closing quote leaves the literal open.
        return index == characters.count - 1
    }
}
