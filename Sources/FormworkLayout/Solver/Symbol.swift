/// One unknown of the simplex tableau, as Cassowary names them.
///
/// A symbol is an integer: its index in the tableau's per-symbol arrays in the
/// high bits and its kind in the low three bits, so rows can keep plain sorted
/// arrays of them and sorting by `raw` sorts by creation order.
struct Symbol: Hashable, Comparable {
    /// What the symbol stands for in the algorithm.
    enum Kind: UInt32 {
        /// No symbol (a failed search).
        case invalid = 0
        /// A variable the caller created; unrestricted in sign.
        case external = 1
        /// The slack of an inequality; never negative.
        case slack = 2
        /// The error of a non-required constraint; never negative, costs its strength.
        case error = 3
        /// The marker of a required equality; always zero, never enters the basis.
        case dummy = 4
    }

    var raw: UInt32

    init(index: Int, kind: Kind) {
        raw = UInt32(truncatingIfNeeded: index) << 3 | kind.rawValue
    }

    static let invalid = Symbol(index: 0, kind: .invalid)

    var index: Int { Int(raw >> 3) }
    var kind: Kind { Kind(rawValue: raw & 7) ?? .invalid }
    var isValid: Bool { raw & 7 != 0 }
    var isExternal: Bool { raw & 7 == Kind.external.rawValue }
    var isDummy: Bool { raw & 7 == Kind.dummy.rawValue }
    /// Slack and error symbols: the ones the simplex keeps non-negative.
    var isPivotable: Bool {
        let kind = raw & 7
        return kind == Kind.slack.rawValue || kind == Kind.error.rawValue
    }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
}

/// Cassowary's tolerance: coefficients and constants this close to zero are zero.
@inline(__always)
func nearZero(_ value: Double) -> Bool {
    value < 1.0e-8 && value > -1.0e-8
}
