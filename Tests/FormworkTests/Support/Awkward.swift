import FormworkFixtures
import Foundation

/// Values that break careless code: Unicode of every shape, extremes, emptiness.
enum Awkward {
    static let texts = [
        "", " ", "a", "Ada Lovelace", "é", "e\u{301}", "中文名字", "😀", "👨‍👩‍👧", "🇨🇳", "line\nbreak", "tab\tbed",
        "quote\"s", "a&b=c+d%20", "ümlaut ß", "\u{0}", "  padded  ", String(repeating: "長", count: 300),
    ]
    static let integers: [Int64] = [0, 1, -1, 42, Int64.max, Int64.min, 9_007_199_254_740_993]
    static let doubles: [Double] = [
        0, 0.1, -2.5, 1e-5, 1e300, -1e-300, .greatestFiniteMagnitude, .leastNonzeroMagnitude, 123_456.789,
    ]
    static let decimals: [Decimal] = [
        "0", "3.14159265358979323846264338327", "123456789012345678901234567890", "-0.000000000000000000000000000001",
        "99999999999999999999999999999999999999",
    ].compactMap { Decimal(string: $0) }

    static func text(_ g: inout SeededGenerator) -> String {
        Int.random(in: 0..<3, using: &g) == 0
            ? texts.randomElement(using: &g) ?? ""
            : (0..<Int.random(in: 0...4, using: &g)).map { _ in texts.randomElement(using: &g) ?? "" }.joined()
    }

    static func integer(_ g: inout SeededGenerator) -> Int64 {
        Bool.random(using: &g) ? integers.randomElement(using: &g) ?? 0 : Int64.random(in: .min ... .max, using: &g)
    }

    static func double(_ g: inout SeededGenerator) -> Double {
        if Bool.random(using: &g) { return doubles.randomElement(using: &g) ?? 0 }
        let bits = UInt64.random(in: 0 ... .max, using: &g)
        let value = Double(bitPattern: bits)
        return value.isFinite ? value : 1.5
    }

    static func decimal(_ g: inout SeededGenerator) -> Decimal {
        decimals.randomElement(using: &g) ?? 0
    }

    static func date(_ g: inout SeededGenerator) -> Date {
        Date(timeIntervalSinceReferenceDate: Double.random(in: -4e10...4e10, using: &g))
    }
}
