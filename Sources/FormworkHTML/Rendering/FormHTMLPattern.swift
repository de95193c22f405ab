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
        var scanner = Scanner(Array(pattern.unicodeScalars))
        return scanner.alternation() && scanner.atEnd && scanner.depth == 0
    }

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        var position = 0
        var depth = 0

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var atEnd: Bool { position == scalars.count }
        var next: Unicode.Scalar? { atEnd ? nil : scalars[position] }

        mutating func take(_ scalar: Unicode.Scalar) -> Bool {
            guard next == scalar else { return false }
            position += 1
            return true
        }

        /// `branch { "|" branch }`, up to a `)` or the end.
        mutating func alternation() -> Bool {
            repeat {
                while let scalar = next, scalar != "|", scalar != ")" {
                    guard atom(), quantifier() else { return false }
                }
            } while take("|")
            return true
        }

        mutating func atom() -> Bool {
            guard let scalar = next else { return false }
            position += 1
            switch scalar {
            case "(":
                if take("?") { guard take(":") else { return false } }
                depth += 1
                guard alternation(), take(")") else { return false }
                depth -= 1
                return true
            case "[": return characterClass()
            case "\\":
                guard let escaped = next, isEscapablePunctuation(escaped) else { return false }
                position += 1
                return true
            default: return isLiteral(scalar)
            }
        }

        mutating func characterClass() -> Bool {
            _ = take("^")
            var count = 0
            while let scalar = next, scalar != "]" {
                guard isAlphanumeric(scalar) else { return false }
                position += 1
                if take("-") {
                    guard let upper = next, isAlphanumeric(upper), upper.value >= scalar.value,
                        sameKind(scalar, upper)
                    else { return false }
                    position += 1
                }
                count += 1
            }
            return count > 0 && take("]")
        }

        mutating func quantifier() -> Bool {
            if take("*") || take("+") || take("?") {
                _ = take("?")
                return true
            }
            guard take("{") else { return true }
            guard digits() else { return false }
            if take(",") { _ = digits() }
            guard take("}") else { return false }
            _ = take("?")
            return true
        }

        mutating func digits() -> Bool {
            let start = position
            while let scalar = next, ("0"..."9").contains(scalar) { position += 1 }
            return position > start
        }

        func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        }

        /// A range stays within digits, lower case or upper case letters.
        func sameKind(_ lower: Unicode.Scalar, _ upper: Unicode.Scalar) -> Bool {
            [("a", "z"), ("A", "Z"), ("0", "9")].contains { (range: (Unicode.Scalar, Unicode.Scalar)) in
                (range.0...range.1).contains(lower) && (range.0...range.1).contains(upper)
            }
        }

        func isLiteral(_ scalar: Unicode.Scalar) -> Bool {
            isAlphanumeric(scalar) || " _-@,:".unicodeScalars.contains(scalar)
        }

        /// The characters JavaScript's `u` and `v` modes let a `\` escape
        /// outside a class: SyntaxCharacter and `/` (ECMA-262 §22.2.1,
        /// IdentityEscape); `\-` or `\_` there is a syntax error, and a
        /// browser ignores a pattern that does not compile.
        func isEscapablePunctuation(_ scalar: Unicode.Scalar) -> Bool {
            #"^$\.*+?()[]{}|/"#.unicodeScalars.contains(scalar)
        }
    }
}
