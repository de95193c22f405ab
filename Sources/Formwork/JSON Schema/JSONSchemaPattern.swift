/// Turns a ``FormRule/matches(_:)-(String)`` pattern (ICU syntax, matched
/// against the whole text) into a JSON Schema `pattern` (ECMA-262, matched
/// anywhere), when both mean the same.
///
/// Only the subset ``FormPatternSubset/Dialect/jsonSchema`` describes is
/// taken, on which ICU, ECMA-262 (with or without the `u` flag) and Python's
/// `re` agree on every string.
enum JSONSchemaPattern {
    /// `^(?:pattern)$`, or `nil` when the pattern leaves the shared subset.
    static func ecma(_ pattern: FormValue?) -> String? {
        guard case .string(let text)? = pattern, FormPatternSubset.accepts(text, in: .jsonSchema) else { return nil }
        return "^(?:" + text + ")$"
    }
}
