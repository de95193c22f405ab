import FormworkFixtures
import Foundation

@testable import Formwork

extension RandomNumberGenerator {
    /// A uniform integer in `0..<bound`.
    mutating func below(_ bound: Int) -> Int {
        Int(next(upperBound: UInt64(bound)))
    }
}

/// Random JSON-native form values: text from every script and edge we care
/// about, numbers at their extremes, empty and deep containers.
struct FormValueGenerator {
    var random: SeededGenerator

    static let textPieces: [String] = [
        "", "a", "Ada", " ", "\"", "\\", "/", "\n", "\r\n", "\t", "\u{0}", "\u{1F}", "\u{7F}", "中文", "東京",
        "😀", "👩‍👩‍👧", "e\u{301}", "é", "\u{2028}", "\u{FEFF}", "\u{10FFFF}", "&=+%", "[]", "null", "𝄞",
    ]

    mutating func text() -> String {
        (0..<random.below(6)).map { _ in Self.textPieces.randomElement(using: &random) ?? "" }.joined()
    }

    mutating func number() -> FormValue {
        switch random.below(8) {
        case 0: return .integer([Int64.min, Int64.max, 0, -1].randomElement(using: &random) ?? 0)
        case 1: return .integer(Int64(bitPattern: random.next()))
        case 2:
            return .double(
                [0.1, 1e-05, -0.0, .greatestFiniteMagnitude, .leastNonzeroMagnitude, 5].randomElement(using: &random) ?? 0)
        case 3, 4:
            let double = Double(bitPattern: random.next())
            return .double(double.isFinite ? double : 1.5)
        case 5: return .decimal(Decimal(string: "3.14159265358979323846264338327", locale: nil) ?? 0)
        default:
            let digits = (0..<Int(1 + random.below(38))).map { _ in String(random.below(10)) }.joined()
            let exponent = random.below(60) - 30
            return .decimal(Decimal(string: "-\(digits)e\(exponent)", locale: nil) ?? 0)
        }
    }

    mutating func value(depth: Int) -> FormValue {
        let choice = random.below(depth > 3 ? 5 : 7)
        switch choice {
        case 0: return .null
        case 1: return .bool(random.below(2) == 0)
        case 2: return number()
        case 3, 4: return .string(text())
        case 5: return .array((0..<random.below(4)).map { _ in value(depth: depth + 1) })
        default: return .object(members(depth: depth + 1))
        }
    }

    mutating func members(depth: Int) -> [FormValue.Member] {
        (0..<random.below(4)).map { _ in FormValue.Member(text(), value(depth: depth)) }
    }
}

/// `true` when two values are the same JSON value: numbers compare by
/// their numeric value (a written double reads back as a decimal, an
/// integral decimal as an integer), everything else exactly.
func sameJSONValue(_ lhs: FormValue, _ rhs: FormValue) -> Bool {
    switch (lhs, rhs) {
    case (.array(let left), .array(let right)):
        return left.count == right.count && zip(left, right).allSatisfy(sameJSONValue)
    case (.object(let left), .object(let right)):
        return left.count == right.count
            && zip(left, right).allSatisfy { $0.key == $1.key && sameJSONValue($0.value, $1.value) }
    case (.double(let double), let other), (let other, .double(let double)):
        return Double(other.text) == double
    case (.integer, .decimal), (.decimal, .integer), (.decimal, .decimal):
        return Decimal(string: lhs.text, locale: nil) == Decimal(string: rhs.text, locale: nil)
    default:
        return lhs == rhs
    }
}

extension Data {
    var text: String { String(decoding: self, as: UTF8.self) }
}
