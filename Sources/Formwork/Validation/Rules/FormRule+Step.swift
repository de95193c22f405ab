import Foundation

extension FormRule {
    /// Fails a number that is not `base` plus a whole number of `step`s, as
    /// HTML's `<input type=number step>` does.
    ///
    /// ```swift
    /// rules: [.step(.decimal(Decimal(string: "0.01")!))]   // "Price must be a multiple of 0.01"
    /// rules: [.step(5, from: 1)]                          // "Quantity must be one of 1, 6, 11, … (steps of 5 from 1)"
    /// ```
    ///
    /// `@FormNumber(step:)` adds this rule, from the row's `min:` (or the
    /// lower end of its `range:`), else from zero. The check is exact, in
    /// decimal: `0.3` is a multiple of `0.1`, and a `Double` or `Float`
    /// counts as the shortest text that reads back to it (the double `0.3`
    /// is `0.3`, while `0.1 + 0.2` is `0.30000000000000004` and fails).
    /// Numbers are exact to 38 significant digits; one beyond that fails.
    /// A step that is not a number greater than zero, or a base that is not
    /// a number, is a ``configurationProblem``.
    ///
    /// The failure's arguments are `step` and `base`.
    public static func step(_ step: FormValue, from base: FormValue = .integer(0)) -> FormRule {
        guard let stepSize = FormNumberStep.exactDecimal(step), stepSize > 0 else {
            return FormRule(kind: .step, configurationProblem: "the step \(step.description) is not a number greater than zero") {
                _, _ in nil
            }
        }
        guard let start = FormNumberStep.exactDecimal(base) else {
            return FormRule(kind: .step, configurationProblem: "the step's base \(base.description) is not a number") { _, _ in
                nil
            }
        }
        let arguments: [FormValue.Member] = [.init("step", step), .init("base", base)]
        return FormRule(
            kind: .step, arguments: arguments,
            accepts: { FormRuleBound($0) == .number && FormNumberStep.isOnStep($0, base: start, step: stepSize) },
            violation: { value, context in
                guard FormRuleBound(value) == .number else {
                    return FormRuleBound.number.mismatch(arguments, context)
                }
                return FormRuleViolation(
                    arguments: arguments, phrase: FormNumberStep.phrase(title: context.title, step: stepSize, base: start))
            }
        )
    }
}

/// Exact step arithmetic over `Decimal`.
enum FormNumberStep {
    /// The exact decimal a number value names (a double by its shortest
    /// text); nil for anything else, NaN, infinity and numbers `Decimal`
    /// cannot hold exactly.
    static func exactDecimal(_ value: FormValue) -> Decimal? {
        switch value {
        case .integer(let number): return Decimal(number)
        case .decimal(let number): return number.isNaN ? nil : number
        case .double(let number):
            return number.isFinite ? ExactNumberText.exactDecimal(ExactNumberText.double(number)) : nil
        default: return nil
        }
    }

    /// Whether `value` is `base` plus a whole number of `step`s.
    static func isOnStep(_ value: FormValue, base: Decimal, step: Decimal) -> Bool {
        guard let number = exactDecimal(value) else { return false }
        let offset = number - base
        var quotient = offset / step, whole = Decimal()
        NSDecimalRound(&whole, &quotient, 0, .plain)
        // The rounded quotient times the step gives the offset back only when
        // the offset is a whole number of steps.
        return whole * step == offset
    }

    /// "must be a multiple of 0.01", or, from a base other than zero, "must
    /// be one of 1, 6, 11, … (steps of 5 from 1)".
    static func phrase(title: String, step: Decimal, base: Decimal) -> FormPhrase {
        let stepText = ExactNumberText.decimal(step)
        if base == 0 { return FormPhrase("rule.step.multiple", ["title": title, "step": stepText]) }
        let first = [base, base + step, base + step + step].map(ExactNumberText.decimal)
        return FormPhrase(
            "rule.step.sequence",
            [
                "title": title, "first": first[0], "second": first[1], "third": first[2], "step": stepText,
                "base": ExactNumberText.decimal(base),
            ])
    }
}
