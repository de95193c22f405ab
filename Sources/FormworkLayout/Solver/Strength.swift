/// How much a constraint matters: required, or a weight the solver trades off.
///
/// ```swift
/// Strength.required               // must hold, or adding it fails
/// Strength.strong > .medium       // true
/// Strength(priority: 750)         // .strong (1 000 000)
/// Strength(priority: 700)         // medium × 700/250 = 2 800
/// Strength(priority: 1000)        // .required
/// ```
///
/// Strengths are the usual Cassowary ones: `strong` = 1 000 000,
/// `medium` = 1 000, `weak` = 1, and `required` = 1 001 001 000, above any
/// sum of the others. The solver minimises Σ strength × error over the
/// non-required constraints.
///
/// ## From Auto Layout priorities
///
/// An Auto Layout priority `p` (1…1000) maps to a band, and inside the band
/// `p` is a multiplier, so two priorities in one band still differ:
///
/// | priority      | strength                 | range                  |
/// |---------------|--------------------------|------------------------|
/// | 1000          | required                 | 1 001 001 000          |
/// | 750 … 999     | strong × p / 750         | 1 000 000 … 1 332 000  |
/// | 250 … 749     | medium × p / 250         | 1 000 … 2 996          |
/// | 1 … 249       | weak × p                 | 1 … 249                |
///
/// The bands never overlap (249 < 1 000, 2 996 < 1 000 000), so one
/// constraint of a higher band outweighs up to ~300 violated ones of the band
/// below. Auto Layout's named priorities land on the band floors:
/// `defaultHigh` (750) is exactly `strong`, `defaultLow` (250) exactly
/// `medium`, and 1 is exactly `weak`. Priorities below 1 count as 1, above
/// 1000 as 1000.
package struct Strength: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The weight the solver multiplies this constraint's error by.
    package let value: Double

    /// A strength with an explicit weight; `value` at or above
    /// ``required``'s value makes the constraint required.
    package init(value: Double) { self.value = value }

    /// Must hold exactly.
    package static let required = Strength(value: 1_001_001_000)
    /// Wins over medium and weak.
    package static let strong = Strength(value: 1_000_000)
    /// Wins over weak.
    package static let medium = Strength(value: 1_000)
    /// Gives way to everything else.
    package static let weak = Strength(value: 1)

    /// The strength for an Auto Layout priority (see the table above).
    package init(priority: Double) {
        let p = Swift.min(Swift.max(priority, 1), 1000)
        if p >= 1000 {
            self = .required
        } else if p >= 750 {
            self.init(value: Strength.strong.value * p / 750)
        } else if p >= 250 {
            self.init(value: Strength.medium.value * p / 250)
        } else {
            self.init(value: Strength.weak.value * p)
        }
    }

    /// Whether the constraint must hold exactly.
    package var isRequired: Bool { value >= Strength.required.value }

    /// Compares weights.
    package static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }

    /// `required`, `strong`, `medium`, `weak`, or the weight for anything else.
    package var description: String {
        switch value {
        case Strength.required.value...: return "required"
        case Strength.strong.value: return "strong"
        case Strength.medium.value: return "medium"
        case Strength.weak.value: return "weak"
        default: return "strength \(PointsText.format(value))"
        }
    }
}
