import Foundation

/// Orders values of the same kind without losing precision: numbers of any
/// representation numerically, text by Unicode scalars (never by locale),
/// dates in time, Booleans false before true.
enum FormValueOrder {
    /// The order of `lhs` and `rhs`, or `nil` when they are not comparable.
    static func compare(_ lhs: FormValue, _ rhs: FormValue) -> ComparisonResult? {
        switch (lhs, rhs) {
        case (.integer(let a), .integer(let b)): return order(a, b)
        case (.double(let a), .double(let b)):
            return a.isNaN || b.isNaN ? nil : order(a, b)
        case (.string(let a), .string(let b)): return order(Array(a.unicodeScalars.map(\.value)), Array(b.unicodeScalars.map(\.value)))
        case (.date(let a), .date(let b)): return order(a, b)
        case (.bool(let a), .bool(let b)): return order(a ? 1 : 0, b ? 1 : 0)
        default:
            guard let a = decimal(lhs), let b = decimal(rhs) else { return nil }
            return order(a, b)
        }
    }

    /// A number as a `Decimal`: integers exactly, doubles through their shortest digits.
    static func decimal(_ value: FormValue) -> Decimal? {
        switch value {
        case .integer(let number): return Decimal(number)
        case .decimal(let number): return number
        case .double(let number): return number.isFinite ? Decimal(formValue: value) : nil
        default: return nil
        }
    }

    private static func order<T: Comparable>(_ a: T, _ b: T) -> ComparisonResult {
        a < b ? .orderedAscending : (a > b ? .orderedDescending : .orderedSame)
    }

    private static func order(_ a: [UInt32], _ b: [UInt32]) -> ComparisonResult {
        a.lexicographicallyPrecedes(b) ? .orderedAscending : (a == b ? .orderedSame : .orderedDescending)
    }
}
