import Foundation

extension FormRule {
    /// Fails a number outside `bounds`, both ends included.
    ///
    /// ```swift
    /// rules: [.range(0...150)]   // "Age must be between 0 and 150"
    /// ```
    ///
    /// Numbers compare by value across integers, doubles and decimals (see
    /// ``greaterThan(_:)``). A value that is not a number fails with
    /// "Age must be a number".
    public static func range(_ bounds: ClosedRange<Int>) -> FormRule {
        between(.integer(Int64(bounds.lowerBound)), .integer(Int64(bounds.upperBound)))
    }

    /// Fails a number outside `bounds`, both ends included.
    ///
    /// ```swift
    /// rules: [.range(0.5...2.5)]   // "Ratio must be between 0.5 and 2.5"
    /// ```
    public static func range(_ bounds: ClosedRange<Double>) -> FormRule {
        between(.double(bounds.lowerBound), .double(bounds.upperBound))
    }

    /// Fails a number outside `bounds`, both ends included.
    ///
    /// ```swift
    /// rules: [.range(Decimal(string: "0.01")!...Decimal(100))]   // "Price must be between 0.01 and 100"
    /// ```
    public static func range(_ bounds: ClosedRange<Decimal>) -> FormRule {
        between(.decimal(bounds.lowerBound), .decimal(bounds.upperBound))
    }

    /// Fails a date outside `bounds`, both ends included.
    ///
    /// ```swift
    /// rules: [.range(start...end)]   // "Birthday must be between 1900-01-01T00:00:00Z and 2024-01-01T00:00:00Z"
    /// ```
    public static func range(_ bounds: ClosedRange<Date>) -> FormRule {
        between(.date(bounds.lowerBound), .date(bounds.upperBound))
    }

    /// Fails a number below `bound` (a date before it).
    ///
    /// ```swift
    /// rules: [.min(18)]   // "Age must be at least 18"
    /// ```
    public static func min(_ bound: FormValue) -> FormRule {
        bounded(.min, bound) { $0 != .orderedAscending }
    }

    /// Fails a number above `bound` (a date after it).
    ///
    /// ```swift
    /// rules: [.max(150)]   // "Age must be at most 150"
    /// ```
    public static func max(_ bound: FormValue) -> FormRule {
        bounded(.max, bound) { $0 != .orderedDescending }
    }

    /// Fails a number that is not greater than `bound` (a date not after it).
    ///
    /// ```swift
    /// rules: [.greaterThan(12)]   // "Age must be greater than 12"
    /// ```
    ///
    /// `bound` is a number (``FormValue/integer(_:)``, ``FormValue/double(_:)``,
    /// ``FormValue/decimal(_:)``) or a ``FormValue/date(_:)``; anything else
    /// is a ``configurationProblem``. Comparison is exact: an integer and a
    /// double compare without rounding either (`Int64.max` is less than the
    /// double `9.223372036854775807e18`, which is 2^63); a decimal compares
    /// with a double through the double's shortest text (the double `0.1`
    /// equals the decimal `0.1`); dates compare in time.
    public static func greaterThan(_ bound: FormValue) -> FormRule {
        bounded(.greaterThan, bound) { $0 == .orderedDescending }
    }

    /// Fails a number less than `bound` (a date before it).
    ///
    /// ```swift
    /// rules: [.greaterThanOrEqual(18)]   // "Age must be greater than or equal to 18"
    /// ```
    public static func greaterThanOrEqual(_ bound: FormValue) -> FormRule {
        bounded(.greaterThanOrEqual, bound) {
            $0 != .orderedAscending
        }
    }

    /// Fails a number that is not less than `bound` (a date not before it).
    ///
    /// ```swift
    /// rules: [.lessThan(100)]   // "Quantity must be less than 100"
    /// ```
    public static func lessThan(_ bound: FormValue) -> FormRule {
        bounded(.lessThan, bound) { $0 == .orderedAscending }
    }

    /// Fails a number greater than `bound` (a date after it).
    ///
    /// ```swift
    /// rules: [.lessThanOrEqual(99)]   // "Quantity must be less than or equal to 99"
    /// ```
    public static func lessThanOrEqual(_ bound: FormValue) -> FormRule {
        bounded(.lessThanOrEqual, bound) {
            $0 != .orderedDescending
        }
    }

    private static func bounded(
        _ kind: Kind, _ bound: FormValue,
        accepts: @escaping @Sendable (ComparisonResult) -> Bool
    ) -> FormRule {
        guard let category = FormRuleBound(bound) else {
            return FormRule(kind: kind, configurationProblem: boundProblem(bound)) { _, _ in nil }
        }
        let key = "rule.\(kind.rawValue)." + (category == .date ? "date" : "number")
        let arguments: [FormValue.Member] = [.init("limit", bound)]
        return FormRule(
            kind: kind, arguments: arguments,
            accepts: { value in
                guard FormRuleBound(value) == category, let order = FormValueOrder.compare(value, bound) else { return false }
                return accepts(order)
            },
            violation: { value, context in
                guard FormRuleBound(value) == category, FormValueOrder.compare(value, bound) != nil else {
                    return category.mismatch(arguments, context)
                }
                return FormRuleViolation(
                    arguments: arguments, phrase: FormPhrase(key, ["title": context.title, "limit": bound.text]))
            }
        )
    }

    static func between(_ lower: FormValue, _ upper: FormValue) -> FormRule {
        guard let category = FormRuleBound(lower), FormRuleBound(upper) == category else {
            let culprit = FormRuleBound(lower) == nil ? lower : upper
            return FormRule(kind: .range, configurationProblem: boundProblem(culprit)) { _, _ in nil }
        }
        let arguments: [FormValue.Member] = [.init("lower", lower), .init("upper", upper)]
        // Integer bounds take an integer without the general comparison,
        // which copied both values through a switch over every pair of kinds.
        let integers: ClosedRange<Int64>? =
            if case .integer(let low) = lower, case .integer(let high) = upper, low <= high { low...high } else { nil }
        return FormRule(
            kind: .range, arguments: arguments,
            accepts: { value in
                if let integers, case .integer(let number) = value { return integers.contains(number) }
                guard FormRuleBound(value) == category,
                    let low = FormValueOrder.compare(value, lower), let high = FormValueOrder.compare(value, upper)
                else { return false }
                return low != .orderedAscending && high != .orderedDescending
            },
            violation: { value, context in
                guard FormRuleBound(value) == category, FormValueOrder.compare(value, lower) != nil,
                    FormValueOrder.compare(value, upper) != nil
                else { return category.mismatch(arguments, context) }
                return FormRuleViolation(
                    arguments: arguments,
                    phrase: FormPhrase("rule.range", ["title": context.title, "lower": lower.text, "upper": upper.text]))
            }
        )
    }

    private static func boundProblem(_ bound: FormValue) -> String {
        "the bound \(bound.description) is not a number or a date"
    }
}

/// What a bound of a number rule is: a number or a date.
enum FormRuleBound: Equatable {
    case number
    case date

    /// The category of `value`; nil for anything else, and for NaN.
    init?(_ value: FormValue) {
        switch value {
        case .integer: self = .number
        case .double(let number) where !number.isNaN: self = .number
        case .decimal(let number) where !number.isNaN: self = .number
        case .date: self = .date
        default: return nil
        }
    }

    /// The failure for a value of another kind than the bound.
    func mismatch(_ arguments: [FormValue.Member], _ context: FormRule.Context) -> FormRuleViolation {
        let noun = self == .date ? "date" : "number"
        return FormRuleViolation(
            arguments: arguments + [.init("problem", .string("not a \(noun)"))],
            phrase: FormPhrase("rule.notA.\(noun)", ["title": context.title]))
    }
}
