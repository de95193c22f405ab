import Foundation

extension FormRule {
    /// Fails text that `regex` does not match as a whole.
    ///
    /// ```swift
    /// @FormText(rules: [.matches(/[A-Z]{2}[0-9]{4}/)]) var code = ""
    /// // "Code is not in the expected format"
    /// ```
    ///
    /// The regex must match the entire text (`wholeMatch`), as
    /// ``matches(_:)-(String)`` does with a pattern; values other than text are
    /// matched through their ``FormValue/text``. A `Regex` carries no pattern
    /// text, so the failure has no `pattern` argument.
    ///
    /// The rule takes the regex over (`sending`): a literal or a regex made
    /// for the call can be passed; one also kept elsewhere cannot, because
    /// `Regex` is not `Sendable` and a rule is checked from any thread. The
    /// rule keeps the only copy and matches with it one check at a time.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public static func matches<Output>(_ regex: sending Regex<Output>) -> FormRule {
        let matcher = FormRegexMatcher(regex)
        return FormRule(
            kind: .matches, accepts: { matcher.matchesWhole($0.text) },
            violation: { _, context in
                FormRuleViolation(phrase: FormPhrase("rule.matches", ["title": context.title]))
            })
    }
}

/// The one copy of a rule's `Regex`, used by one check at a time.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
final class FormRegexMatcher<Output>: @unchecked Sendable {
    // `@unchecked`: `Regex` is not `Sendable`. The regex was handed over
    // with `sending`, so no other code holds it, and it is used only while
    // `lock` is held, so no two threads use it at once.
    private let regex: Regex<Output>
    private let lock = NSLock()

    init(_ regex: sending Regex<Output>) {
        self.regex = regex
    }

    /// Whether `text` matches the regex as a whole; a regex that throws while matching does not match.
    func matchesWhole(_ text: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return (try? regex.wholeMatch(in: text)) != nil
    }
}
