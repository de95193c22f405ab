import Foundation

extension FormRule {
    /// Fails an empty value: null, blank or whitespace-only text, an empty list.
    ///
    /// ```swift
    /// rules: [.required]   // "User Name is required"
    /// ```
    public static var required: FormRule {
        FormRule(
            kind: .required, checksEmptyValues: true, accepts: { !$0.isEmpty },
            violation: { _, context in
                FormRuleViolation(phrase: FormPhrase("rule.required", ["title": context.title]))
            })
    }

    /// Fails text that is not a practical email address.
    ///
    /// ```swift
    /// rules: [.email]   // "Email must be a valid email address"
    /// ```
    ///
    /// The address is ASCII `local@domain`, at most 254 characters, with no
    /// surrounding spaces. The local part (at most 64 characters) is letters,
    /// digits, the backquote and `!#$%&'*+/=?^_{|}~-` in dot-separated runs (no leading,
    /// trailing or doubled dot; no quoted forms). The domain is at least two
    /// dot-separated labels of letters, digits and inner hyphens (1–63
    /// characters each), the last one at least two characters with a
    /// letter among them. Internationalized domains pass in their `xn--` form.
    public static var email: FormRule {
        FormRule(
            kind: .email, accepts: { if case .string(let text) = $0 { FormAddressSyntax.isEmail(text) } else { false } },
            violation: { _, context in FormRuleViolation(phrase: FormPhrase("rule.email", ["title": context.title])) })
    }

    /// Fails text that is not an absolute `http` or `https` URL with a host.
    ///
    /// ```swift
    /// rules: [.url]   // "Website must be a valid URL"
    /// ```
    ///
    /// Formwork checks the text itself, with the same answer on every
    /// platform (`URLComponents` differs between Linux and Apple platforms).
    /// The text is RFC 3986's `scheme "://" authority path ["?" query]
    /// ["#" fragment]`: the scheme `http` or `https` (any case); optional
    /// user information before `@`; a host; an optional port 0–65535; then
    /// RFC 3986's characters and `%XX` escapes, and the non-ASCII characters
    /// RFC 3987 allows after the host (`https://de.wikipedia.org/wiki/Köln`).
    /// The host is an IPv6 address in brackets (`[::1]`), dotted numbers
    /// read as browsers read them (the WHATWG URL Standard's IPv4 parser:
    /// `http://0x7f.1/` is 127.0.0.1, `http://300.0.0.1/` fails), or a DNS
    /// name of ASCII letters, digits and inner hyphens, labels of 1–63
    /// characters, internationalized names in their `xn--` form. Spaces,
    /// controls, `<`, `>`, `"`, `{`, `}`, `|`, `\`, `^`, the backquote and, after
    /// the host, `[` and `]` fail unless percent-encoded.
    public static var url: FormRule {
        FormRule(
            kind: .url, accepts: { if case .string(let text) = $0 { FormURLSyntax.isWebURL(text) } else { false } },
            violation: { _, context in FormRuleViolation(phrase: FormPhrase("rule.url", ["title": context.title])) })
    }

    /// Fails a value shorter than `length` characters (items, for a list).
    ///
    /// ```swift
    /// rules: [.minLength(8)]   // "Password must be at least 8 characters"
    /// ```
    ///
    /// Text is counted in characters as a person sees them (`String.count`):
    /// an emoji, a family emoji joined with ZWJ, a flag, `e` with a combining
    /// accent each count one. Lists count their items, objects their members,
    /// any other value the characters of its ``FormValue/text``.
    public static func minLength(_ length: Int) -> FormRule {
        lengthRule(.minLength, length) { $0 >= length }
    }

    /// Fails a value longer than `length` characters (items, for a list).
    ///
    /// ```swift
    /// rules: [.maxLength(40)]   // "Bio must be at most 40 characters"
    /// ```
    ///
    /// Counts as ``minLength(_:)`` does.
    public static func maxLength(_ length: Int) -> FormRule {
        lengthRule(.maxLength, length) { $0 <= length }
    }

    /// Fails a value that is not exactly `length` characters (items, for a list).
    ///
    /// ```swift
    /// rules: [.exactLength(6)]   // "Code must be exactly 6 characters"
    /// ```
    ///
    /// Counts as ``minLength(_:)`` does.
    public static func exactLength(_ length: Int) -> FormRule {
        lengthRule(.exactLength, length) { $0 == length }
    }

    /// Fails text that the regular expression `pattern` does not match as a whole.
    ///
    /// ```swift
    /// rules: [.matches("[A-Z]{2}[0-9]{4}")]   // "Code is not in the expected format"
    /// ```
    ///
    /// The pattern is `NSRegularExpression` (ICU) syntax, compiled once, and
    /// must match the entire text (it is wrapped as `\A(?:pattern)\z`).
    /// Values other than text are matched through their ``FormValue/text``.
    /// An invalid pattern does not trap: the rule gets a
    /// ``configurationProblem`` and fails every non-empty value with
    /// "Code cannot be checked: the pattern '(' is not a valid regular expression".
    public static func matches(_ pattern: String) -> FormRule {
        let arguments: [FormValue.Member] = [.init("pattern", .string(pattern))]
        guard let expression = try? NSRegularExpression(pattern: "\\A(?:" + pattern + ")\\z") else {
            return FormRule(
                kind: .matches,
                configurationProblem: "the pattern '\(pattern)' is not a valid regular expression"
            ) { _, _ in nil }
        }
        return FormRule(
            kind: .matches, arguments: arguments,
            accepts: { value in
                let text = value.text
                let range = NSRange(text.startIndex..<text.endIndex, in: text)
                return expression.firstMatch(in: text, options: [], range: range) != nil
            },
            violation: { _, context in
                FormRuleViolation(arguments: arguments, phrase: FormPhrase("rule.matches", ["title": context.title]))
            }
        )
    }

    private static func lengthRule(
        _ kind: Kind, _ length: Int, accepts: @escaping @Sendable (Int) -> Bool
    ) -> FormRule {
        if length < 0 {
            return FormRule(
                kind: kind, configurationProblem: "the length \(FormValue.integer(Int64(length)).text) is negative"
            ) { _, _ in nil }
        }
        // Text has at most as many characters as UTF-8 bytes: text of no
        // more bytes than a maximum fits without being counted.
        let isMaximum = kind == .maxLength
        return FormRule(
            kind: kind, arguments: [.init("limit", .integer(Int64(length)))],
            accepts: { value in
                if isMaximum, case .string(let text) = value, text.utf8.count <= length { return true }
                return accepts(FormRuleLength(value).count)
            },
            violation: { value, context in
                let measure = FormRuleLength(value)
                let unit = measure.isItems ? "items" : "characters"
                return FormRuleViolation(
                    arguments: [.init("limit", .integer(Int64(length))), .init("unit", .string(unit))],
                    phrase: FormPhrase("rule.\(kind.rawValue).\(unit)", ["title": context.title], count: length))
            }
        )
    }

}

/// How long a value is for the length rules.
struct FormRuleLength {
    /// Characters for text and scalars, items for lists, members for objects.
    var count: Int
    /// `true` when ``count`` counts items or members rather than characters.
    var isItems: Bool

    init(_ value: FormValue) {
        switch value {
        case .string(let text): (count, isItems) = (text.characterCount, false)
        case .array(let items): (count, isItems) = (items.count, true)
        case .object(let members): (count, isItems) = (members.count, true)
        default: (count, isItems) = (value.text.count, false)
        }
    }
}
