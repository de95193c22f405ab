import Foundation

/// The one comparison of form values that rules and conditions share.
///
/// Numbers compare by value across integers, doubles and decimals without
/// losing precision; text compares by Swift's `String` order (Unicode
/// canonical order, the same in every locale); dates compare in time;
/// Booleans, null, lists and objects only compare for equality. Values of
/// different kinds are unordered, and never equal.
enum FormValueOrder {
    /// The order of `lhs` relative to `rhs`, or nil when they cannot be ordered.
    static func compare(_ lhs: FormValue, _ rhs: FormValue) -> ComparisonResult? {
        // Integers, what number rows and their bounds hold, compared before a
        // tuple of the two values is built: building it copies both.
        if case .integer(let a) = lhs, case .integer(let b) = rhs { return order(a, b) }
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)):
            return a == b ? .orderedSame : (a < b ? .orderedAscending : .orderedDescending)
        case (.date(let a), .date(let b)):
            return order(a.timeIntervalSinceReferenceDate, b.timeIntervalSinceReferenceDate)
        default:
            return compareNumbers(lhs, rhs)
        }
    }

    /// `true` when the values are equal: numerically for numbers, exactly for
    /// everything else; null equals only null.
    static func equal(_ lhs: FormValue, _ rhs: FormValue) -> Bool {
        switch (lhs, rhs) {
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
        case (.null, .null):
            return true
        case (.bool(let a), .bool(let b)):
            return a == b
        case (.file(let a), .file(let b)):
            return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count
                && zip(a, b).allSatisfy { $0.key == $1.key && equal($0.value, $1.value) }
        default:
            return compare(lhs, rhs) == .orderedSame
        }
    }

    /// `true` for integers, doubles and decimals.
    static func isNumber(_ value: FormValue) -> Bool {
        switch value {
        case .integer, .double, .decimal: return true
        default: return false
        }
    }

    /// `true` for values that have an order: numbers, text and dates.
    static func isOrdered(_ value: FormValue) -> Bool {
        switch value {
        case .integer, .double, .decimal, .string, .date: return true
        default: return false
        }
    }

    private static func compareNumbers(_ lhs: FormValue, _ rhs: FormValue) -> ComparisonResult? {
        switch (lhs, rhs) {
        case (.integer(let a), .integer(let b)):
            return order(a, b)
        case (.double(let a), .double(let b)):
            return a.isNaN || b.isNaN ? nil : order(a, b)
        case (.integer(let a), .double(let b)):
            return compare(a, b)
        case (.double(let a), .integer(let b)):
            return compare(b, a).map(reversed)
        case (.decimal(let a), .decimal(let b)):
            return a.isNaN || b.isNaN ? nil : order(a, b)
        case (.decimal(let a), .integer(let b)):
            return a.isNaN ? nil : order(a, Decimal(b))
        case (.integer(let a), .decimal(let b)):
            return b.isNaN ? nil : order(Decimal(a), b)
        case (.decimal(let a), .double(let b)):
            return compare(a, b)
        case (.double(let a), .decimal(let b)):
            return compare(b, a).map(reversed)
        default:
            return nil
        }
    }

    /// An `Int64` against a `Double`, exactly: the double's whole part is
    /// compared as an integer, then its fraction breaks a tie.
    private static func compare(_ integer: Int64, _ double: Double) -> ComparisonResult? {
        if double.isNaN { return nil }
        // 2^63 is exactly representable; every double at or above it exceeds Int64.max.
        if double >= 9_223_372_036_854_775_808.0 { return .orderedAscending }
        if double < -9_223_372_036_854_775_808.0 { return .orderedDescending }
        let whole = double.rounded(.towardZero)
        let wholeInteger = Int64(whole)
        if integer != wholeInteger { return order(integer, wholeInteger) }
        let fraction = double - whole
        return fraction > 0 ? .orderedAscending : (fraction < 0 ? .orderedDescending : .orderedSame)
    }

    /// A `Decimal` against a `Double` through the double's shortest text, so
    /// `Decimal(0.1)` written as "0.1" equals the double `0.1`. Doubles
    /// beyond what a decimal holds fall back to a double comparison.
    private static func compare(_ decimal: Decimal, _ double: Double) -> ComparisonResult? {
        if decimal.isNaN || double.isNaN { return nil }
        if double.isInfinite { return double > 0 ? .orderedAscending : .orderedDescending }
        let magnitude = double.magnitude
        if magnitude == 0 || (magnitude > 1e-90 && magnitude < 1e90),
            let converted = ExactNumberText.decimal(ExactNumberText.double(double)), !converted.isNaN
        {
            return order(decimal, converted)
        }
        return order(NSDecimalNumber(decimal: decimal).doubleValue, double)
    }

    private static func order<T: Comparable>(_ a: T, _ b: T) -> ComparisonResult {
        a < b ? .orderedAscending : (a > b ? .orderedDescending : .orderedSame)
    }

    private static func reversed(_ result: ComparisonResult) -> ComparisonResult {
        switch result {
        case .orderedAscending: return .orderedDescending
        case .orderedDescending: return .orderedAscending
        case .orderedSame: return .orderedSame
        }
    }
}
