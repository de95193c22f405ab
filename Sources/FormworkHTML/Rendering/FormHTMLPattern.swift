import Formwork

/// Decides whether a `.matches` pattern may be written as HTML's `pattern`.
///
/// Formwork matches a pattern with ICU as `\A(?:pattern)\z`; a browser
/// matches `pattern` as the JavaScript expression `^(?:pattern)$` with the
/// `v` flag (HTML §4.10.5.3.6). The two languages agree only on part of
/// their syntax, so a pattern is written only when it uses nothing else:
/// - literal ASCII letters, digits, space and `_ - @ , :` outside classes;
/// - escaped syntax characters `\.` `\+` `\(` `\)` `\/` and so on (not
///   `\-` or `\_`, which the `v` flag refuses);
/// - classes of ASCII letters, digits and ranges between them, optionally
///   negated: `[A-Z0-9]`, `[^a-z]`;
/// - groups `( … )` and `(?: … )`, alternation `|`, and the quantifiers
///   `* + ? {n} {n,} {n,m}`, each optionally lazy.
///
/// Left out because they differ: `.` (ICU excludes U+0085 as well),
/// `\d \w \s \b` (Unicode in ICU, ASCII in JavaScript), `^` and `$` (ICU's
/// `$` matches before a final line break), classes with other characters
/// (the `v` flag reserves many), look-arounds, back-references, flags.
enum FormHTMLPattern {
    static func isPortable(_ pattern: String) -> Bool {
        FormPatternSubset.accepts(pattern, in: .htmlPattern)
    }
}
