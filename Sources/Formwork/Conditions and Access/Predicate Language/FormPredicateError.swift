/// Why a condition string cannot be used: where, what, and often the fix.
///
/// ```swift
/// do {
///     _ = try FormPredicate("agee > 12", row: "bio", fields: [.init("age", .number)])
/// } catch {
///     print(error)
///     // Unknown field 'agee' at position 0 in condition 'agee > 12' of row 'bio'. Did you mean 'age'?
///     //   agee > 12
///     //   ^
/// }
/// ```
///
/// ``position`` is the 0-based offset in characters (as `String.count`
/// counts them) of the problem; ``description`` shows the condition with a
/// caret under that character. The condition is shown with tabs and line
/// breaks replaced by spaces, so the caret lines up. Source text in a message
/// is quoted once: a string literal as written (`with 'twelve'`), anything
/// else in a quote it does not contain (`in condition "country == 'us'"`).
package struct FormPredicateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem the condition has.
    ///
    /// ```swift
    /// error.kind == .unknownField
    /// ```
    package enum Kind: String, Sendable, Hashable {
        /// The text is not a condition: a missing value, an unclosed parenthesis…
        case syntax
        /// A name is not a field of the form.
        case unknownField
        /// A property after a field is neither `count` nor `isEmpty`.
        case unknownProperty
        /// Operands that cannot go together, such as a number and text.
        case typeMismatch
    }

    /// What kind of problem the condition has.
    package let kind: Kind
    /// The problem alone, such as `"Unknown field 'agee'"`.
    package let problem: String
    /// The 0-based character offset of the problem in ``condition``.
    package let position: Int
    /// The condition as written.
    package let condition: String
    /// The row the condition was declared on, when known.
    package let row: String?
    /// The closest field name, for an unknown field.
    package let suggestion: String?

    /// Creates an error; the message is assembled from the parts.
    package init(
        kind: Kind, problem: String, position: Int, condition: String, row: String? = nil,
        suggestion: String? = nil
    ) {
        self.kind = kind
        self.problem = problem
        self.position = position
        self.condition = condition
        self.row = row
        self.suggestion = suggestion
    }

    /// One sentence: the problem, the position, the condition, the row and
    /// the suggestion.
    package var message: String {
        var text = "\(problem) at position \(position) in condition \(FormPredicateQuote.quoted(shownCondition))"
        if let row { text += " of row '\(row)'" }
        text += "."
        if let suggestion { text += " Did you mean '\(suggestion)'?" }
        return text
    }

    /// Spaces up to ``position``, then `^`.
    package var caretLine: String {
        String(repeating: " ", count: Swift.max(0, position)) + "^"
    }

    /// ``message``, then the condition and the caret line, each indented two spaces.
    package var description: String {
        "\(message)\n  \(shownCondition)\n  \(caretLine)"
    }

    private var shownCondition: String {
        String(condition.map { $0.isNewline || $0 == "\t" ? " " : $0 })
    }
}
