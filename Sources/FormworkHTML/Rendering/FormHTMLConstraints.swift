import Formwork

/// The HTML validation attributes a row's declared limits and rules map onto.
///
/// An attribute is written only where the browser's check can refuse no
/// value Formwork accepts (it may accept values Formwork refuses: the
/// server's validation still runs):
/// - `min`/`max` from `range:`/`min:`/`max:` and the `.min`, `.max`,
///   `.range` rules of number rows (HTML's bounds are inclusive, as
///   Formwork's are); `.greaterThan` and `.lessThan` have no HTML form.
/// - `step` from `step:`; `any` for rows holding fractions, whose default
///   step of 1 would refuse them.
/// - `minlength` from `.minLength`/`.exactLength`. HTML counts UTF-16 code
///   units and Formwork characters, and a character is one code unit or
///   more, so the browser's minimum is never stricter.
/// - `maxlength` from `maxCharacters:` and `.maxLength`/`.exactLength`:
///   the exception, asked for by every HTML form: the browser counts UTF-16
///   code units, so text with emoji or other characters outside the Basic
///   Multilingual Plane reaches the browser's limit before Formwork's.
/// - `pattern` from a `.matches` pattern that means the same in ICU and in
///   JavaScript's `v` mode (see ``FormHTMLPattern``).
/// - `required` from `.required`, except on checkboxes (a required
///   checkbox must be ticked), lists and file rows that already hold a file.
///
/// Each is written whatever the row's state when the page is written: a
/// row hidden or disabled then carries them too, so once the page's script
/// shows or enables it the browser checks it as it checks the others.
enum FormHTMLConstraints {
    static func number(_ context: FormHTMLRowContext) -> [FormHTMLAttribute?] {
        let row = context.row
        let minimum = row.minimum ?? bound(context.rules, [.min, .range], argument: ["limit", "lower"])
        let maximum = row.maximum ?? bound(context.rules, [.max, .range], argument: ["limit", "upper"])
        let step = row.step.map(\.text) ?? (context.wholeNumbers ? nil : "any")
        let inputMode: String? =
            (minimum.flatMap(isNonNegative) ?? false) ? (context.wholeNumbers ? "numeric" : "decimal") : nil
        return [
            inputMode.map { .init("inputmode", $0) }, minimum.map { .init("min", $0.text) },
            maximum.map { .init("max", $0.text) }, step.map { .init("step", $0) },
        ]
    }

    static func length(_ context: FormHTMLRowContext) -> [FormHTMLAttribute?] {
        let minimum = limits(context.rules, [.minLength, .exactLength]).max()
        let maximum = (limits(context.rules, [.maxLength, .exactLength]) + [context.row.maxCharacters].compactMap { $0 }).min()
        return [minimum.map { .init("minlength", String($0)) }, maximum.map { .init("maxlength", String($0)) }]
    }

    static func pattern(_ context: FormHTMLRowContext) -> FormHTMLAttribute? {
        for rule in context.rules where rule.kind == .matches {
            if case .string(let pattern)? = argument(rule, "pattern"), FormHTMLPattern.isPortable(pattern) {
                return .init("pattern", pattern)
            }
        }
        return nil
    }

    private static func argument(_ rule: FormRule, _ name: String) -> FormValue? {
        rule.arguments.first { $0.key == name }?.value
    }

    private static func limits(_ rules: [FormRule], _ kinds: [FormRule.Kind]) -> [Int] {
        rules.filter { kinds.contains($0.kind) }.compactMap {
            if case .integer(let limit)? = argument($0, "limit") { return Int(limit) }
            return nil
        }
    }

    /// The first number bound among `rules` of `kinds`; dates have no place on a number input.
    private static func bound(_ rules: [FormRule], _ kinds: [FormRule.Kind], argument names: [String]) -> FormValue? {
        for rule in rules where kinds.contains(rule.kind) {
            for name in names {
                if let value = argument(rule, name), isNumber(value) { return value }
            }
        }
        return nil
    }

    private static func isNumber(_ value: FormValue) -> Bool {
        switch value {
        case .integer, .double, .decimal: return true
        default: return false
        }
    }

    private static func isNonNegative(_ value: FormValue) -> Bool? {
        switch value {
        case .integer(let number): return number >= 0
        case .double(let number): return number >= 0
        case .decimal(let number): return number >= 0
        default: return nil
        }
    }
}
