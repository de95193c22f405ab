/// Turns a ``FormRule/matches(_:)-(String)`` pattern (ICU syntax, matched
/// against the whole text) into a JSON Schema `pattern` (ECMA-262, matched
/// anywhere), when both mean the same.
///
/// Only a subset is taken, on which ICU, ECMA-262 (with or without the `u`
/// flag) and Python's `re` agree on every string: ASCII letters, digits,
/// space and escaped ASCII punctuation as literals; classes of those and of
/// ranges between letters or digits (not negated: `[^a]` matches one UTF-16
/// unit in ECMA-262 but one code point in ICU); groups `(…)` and `(?:…)`;
/// `|`; the quantifiers `?`, `*`, `+`, `{n}`, `{n,}` and `{n,m}`, greedy or
/// lazy. Everything else (`.`, `\d`, `\w`, `\s`, `\b`, anchors, flags,
/// lookarounds, backreferences, possessive quantifiers, set operations) is
/// refused: each differs between the engines on some text.
enum JSONSchemaPattern {
    /// `^(?:pattern)$`, or `nil` when the pattern leaves the shared subset.
    static func ecma(_ pattern: FormValue?) -> String? {
        guard case .string(let text)? = pattern else { return nil }
        var scanner = Scanner(Array(text.unicodeScalars))
        guard scanner.alternation(depth: 0), scanner.atEnd else { return nil }
        return "^(?:" + text + ")$"
    }

    /// Literal characters outside and inside a class.
    private static let literals = Set(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 _@,:;!#%&='\"/~<>`-".unicodeScalars)
    /// Punctuation whose escape is the literal character in every engine.
    private static let escapable = Set("\\.-+*?()[]{}|^$/".unicodeScalars)
    private static let alphanumerics = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".unicodeScalars)
    private static let digits = Set("0123456789".unicodeScalars)

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        var position = 0

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var atEnd: Bool { position == scalars.count }
        var next: Unicode.Scalar? { atEnd ? nil : scalars[position] }

        mutating func take(_ scalar: Unicode.Scalar) -> Bool {
            guard next == scalar else { return false }
            position += 1
            return true
        }

        /// Branches separated by `|`; nesting is bounded so a deep pattern cannot exhaust the stack.
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
            default:
                // `-` and the class-only punctuation are literal outside a class
                // in every engine; `{` alone is not (ICU refuses it).
                return JSONSchemaPattern.literals.contains(scalar)
            }
        }

        mutating func escape() -> Bool {
            guard let scalar = next, JSONSchemaPattern.escapable.contains(scalar) else { return false }
            position += 1
            return true
        }

        /// `[…]` of literals, escapes and ranges between two letters or two digits.
        mutating func characterClass() -> Bool {
            guard next != "^", next != "]" else { return false }
            while let scalar = next, scalar != "]" {
                position += 1
                if scalar == "\\" {
                    guard escape() else { return false }
                    continue
                }
                // `-`, `&` and `[` start ranges and set operations in ICU; `-` is taken only in a range.
                guard JSONSchemaPattern.alphanumerics.contains(scalar) || "_@,:;!#%='\"/~<>` ".unicodeScalars.contains(scalar)
                else { return false }
                if next == "-", position + 1 < scalars.count, scalars[position + 1] != "]" {
                    let upper = scalars[position + 1]
                    guard JSONSchemaPattern.sameRangeKind(scalar, upper), scalar.value <= upper.value else { return false }
                    position += 2
                }
            }
            return take("]")
        }

        /// Nothing, or `?`, `*`, `+`, `{n}`, `{n,}`, `{n,m}`, each optionally lazy (`?`), never possessive.
        mutating func quantifier() -> Bool {
            guard let scalar = next else { return true }
            switch scalar {
            case "?", "*", "+": position += 1
            case "{":
                position += 1
                guard let low = number() else { return false }
                if take(",") {
                    if next != "}" {
                        guard let high = number(), low <= high else { return false }
                    }
                }
                guard take("}") else { return false }
            default: return true
            }
            _ = take("?")
            return next != "+" && next != "?" && next != "*" && next != "{"
        }

        mutating func number() -> Int? {
            var digits = ""
            while let scalar = next, JSONSchemaPattern.digits.contains(scalar), digits.count < 6 {
                digits.unicodeScalars.append(scalar)
                position += 1
            }
            return Int(digits)
        }
    }

    /// Both letters of one case, or both digits: a range ICU and ECMA-262 read alike.
    private static func sameRangeKind(_ lower: Unicode.Scalar, _ upper: Unicode.Scalar) -> Bool {
        let groups: [ClosedRange<Unicode.Scalar>] = ["a"..."z", "A"..."Z", "0"..."9"]
        return groups.contains { $0.contains(lower) && $0.contains(upper) }
    }
}
