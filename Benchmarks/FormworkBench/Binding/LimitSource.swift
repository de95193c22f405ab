import Foundation

/// Where a limit reader takes one value from: a JSON member's value or a
/// urlencoded pair's, read as the plain struct's property needs it.
protocol LimitSource {
    mutating func text() throws -> String
    mutating func int() throws -> Int
    mutating func double() throws -> Double
    mutating func decimal() throws -> Decimal
    mutating func bool() throws -> Bool
    mutating func date() throws -> Date
    /// Whether the value is absent (JSON `null`, a bare urlencoded name), consumed if so.
    mutating func isNull() -> Bool
}

extension LimitSource {
    /// `read`'s value, or `nil` for an absent one.
    mutating func optional<T>(_ read: (inout Self) throws -> T) throws -> T? {
        isNull() ? nil : try read(&self)
    }
}

extension LimitJSONReader: LimitSource {
    mutating func text() throws -> String { try string() }
    mutating func isNull() -> Bool { null() }
}

extension LimitFormReader: LimitSource {
    func isNull() -> Bool { isBare }
}
