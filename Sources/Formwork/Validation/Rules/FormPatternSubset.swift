/// Decides whether a ``FormRule/matches(_:)-(String)`` pattern (ICU syntax,
/// matched against the whole text) means the same in another regular
/// expression language, so that a JSON Schema or an HTML page can restate it.
///
/// ```swift
/// FormPatternSubset.accepts("[A-Z]{2}[0-9]{4}", in: .htmlPattern)   // true
/// FormPatternSubset.accepts(#"\d+"#, in: .jsonSchema)               // false: \d is Unicode in ICU
/// ```
///
/// Both dialects take only a small shared core, on which the engines agree
/// on every string: ASCII literals, classes of ASCII letters and digits and
/// ranges between two of one kind, groups `(…)` and `(?:…)`, `|`, and the
/// quantifiers `?`, `*`, `+`, `{n}`, `{n,}` and `{n,m}`, greedy or lazy.
/// Everything else (`.`, `\d`, `\w`, `\s`, `\b`, anchors, flags,
/// look-arounds, back-references, possessive quantifiers, set operations)
/// differs between ICU and ECMA-262 on some text, and is refused. Nesting
/// deeper than 32 groups is refused too, so a pattern cannot exhaust the stack.
package enum FormPatternSubset {
    /// The language a pattern is restated in.
    package struct Dialect: Sendable {
        /// Characters taken literally outside a class.
        let literals: Set<Unicode.Scalar>
        /// Characters a `\` may escape outside and inside a class.
        let escapable: Set<Unicode.Scalar>
        /// Characters taken literally inside a class, besides ASCII letters and digits.
        let classPunctuation: Set<Unicode.Scalar>
        /// Whether `[^…]` means the same.
        let allowsNegatedClasses: Bool

        /// A JSON Schema `pattern`: ECMA-262 without flags (and Python's
        /// `re`, which validators also use). `[^a]` is refused: without the
        /// `u` flag it matches one UTF-16 unit, in ICU one code point.
        package static let jsonSchema = Dialect(
            literals: Set(" _@,:;!#%&='\"/~<>`-".unicodeScalars).union(alphanumerics),
            escapable: Set("\\.-+*?()[]{}|^$/".unicodeScalars),
            classPunctuation: Set("_@,:;!#%='\"/~<> `".unicodeScalars),
            allowsNegatedClasses: false
        )

        /// HTML's `pattern` attribute: JavaScript with the `v` flag (HTML
        /// §4.10.5.3.6), where an escape outside a class may only escape a
        /// SyntaxCharacter or `/` (ECMA-262 §22.2.1: `\-` and `\_` do not
        /// compile, and a browser drops a pattern that does not), and most
        /// punctuation inside a class is reserved. With `v`, `[^a]` matches
        /// one code point, as ICU does.
        package static let htmlPattern = Dialect(
            literals: Set(" _-@,:".unicodeScalars).union(alphanumerics),
            escapable: Set("^$\\.*+?()[]{}|/".unicodeScalars),
            classPunctuation: [],
            allowsNegatedClasses: true
        )
    }

    /// `true` when `pattern` lies in the subset `dialect` reads as ICU does.
    package static func accepts(_ pattern: String, in dialect: Dialect) -> Bool {
        var scanner = Scanner(scalars: Array(pattern.unicodeScalars), dialect: dialect)
        return scanner.alternation(depth: 0) && scanner.atEnd
    }

    private static let alphanumerics = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".unicodeScalars)

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        let dialect: Dialect
        var position = 0

        var atEnd: Bool { position == scalars.count }
        var next: Unicode.Scalar? { atEnd ? nil : scalars[position] }

        mutating func take(_ scalar: Unicode.Scalar) -> Bool {
            guard next == scalar else { return false }
            position += 1
            return true
        }

        /// Branches separated by `|`, up to a `)` or the end.
        mutating func alternation(depth: Int) -> Bool {
            guard depth < 32 else { return false }
            repeat {
                while let scalar = next, scalar != "|", scalar != ")" {
                    guard atom(depth: depth), quantifier() else { return false }
                }
            } while take("|")
            return true
        }

        mutating func atom(depth: Int) -> Bool {
            guard let scalar = next else { return false }
            position += 1
            switch scalar {
            case "(":
                if take("?") { guard take(":") else { return false } }
                return alternation(depth: depth + 1) && take(")")
            case "[": return characterClass()
            case "\\": return escape()
            default: return dialect.literals.contains(scalar)
            }
        }

        mutating func escape() -> Bool {
            guard let scalar = next, dialect.escapable.contains(scalar) else { return false }
            position += 1
            return true
        }

        /// `[…]` of letters, digits, the dialect's punctuation, escapes and
        /// ranges between two letters of one case or two digits; never empty.
        mutating func characterClass() -> Bool {
            if next == "^" {
                guard dialect.allowsNegatedClasses else { return false }
                position += 1
            }
            guard next != "]" else { return false }
            while let scalar = next, scalar != "]" {
                position += 1
                if scalar == "\\" {
                    guard escape() else { return false }
                    continue
                }
                // `-`, `&` and `[` start ranges and set operations in ICU; `-` is taken only in a range.
                guard FormPatternSubset.alphanumerics.contains(scalar) || dialect.classPunctuation.contains(scalar) else {
                    return false
                }
                if next == "-", position + 1 < scalars.count, scalars[position + 1] != "]" {
                    let upper = scalars[position + 1]
                    guard FormPatternSubset.sameRangeKind(scalar, upper), scalar.value <= upper.value else { return false }
                    position += 2
                }
            }
            return take("]")
        }

        /// Nothing, or `?`, `*`, `+`, `{n}`, `{n,}`, `{n,m}` (n ≤ m), each
        /// optionally lazy, and never followed by another quantifier.
        mutating func quantifier() -> Bool {
            guard let scalar = next else { return true }
            switch scalar {
            case "?", "*", "+": position += 1
            case "{":
                position += 1
                guard let low = number() else { return false }
                if take(","), next != "}" {
                    guard let high = number(), low <= high else { return false }
                }
                guard take("}") else { return false }
            default: return true
            }
            _ = take("?")
            return next != "+" && next != "?" && next != "*" && next != "{"
        }

        mutating func number() -> Int? {
            var digits = ""
            while let scalar = next, ("0"..."9").contains(scalar), digits.count < 6 {
                digits.unicodeScalars.append(scalar)
                position += 1
            }
            return Int(digits)
        }
    }

    /// Both letters of one case, or both digits: a range every engine reads alike.
    private static func sameRangeKind(_ lower: Unicode.Scalar, _ upper: Unicode.Scalar) -> Bool {
        let groups: [ClosedRange<Unicode.Scalar>] = ["a"..."z", "A"..."Z", "0"..."9"]
        return groups.contains { $0.contains(lower) && $0.contains(upper) }
    }
}
