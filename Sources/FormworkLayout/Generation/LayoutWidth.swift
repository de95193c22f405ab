/// The width to lay a form out at.
///
/// ```swift
/// try form.layout(for: .compact)       // 375 points
/// try form.layout(for: .regular)       // 768 points
/// try form.layout(for: .points(1024))  // any width; regular from 600 up
/// try form.layout(for: .points(.nan))  // throws LayoutError.invalidWidth("nan")
/// ```
///
/// A width is a finite number of points within ``pointsRange``, 0 to
/// 10 000 000 (where the constraint solver's arithmetic
/// stays exact); NaN, infinities, negative and larger widths are refused
/// with ``LayoutError/invalidWidth(_:)`` before anything is solved.
public enum LayoutWidth: Sendable, Hashable {
    /// 375 points, a phone in portrait.
    case compact
    /// 768 points, a tablet in portrait.
    case regular
    /// An explicit width.
    case points(Double)

    /// The widths a layout accepts: 0 through 10 000 000 points.
    public static let pointsRange: ClosedRange<Double> = 0...Solver.maximumMagnitude

    /// The width in points.
    public var points: Double {
        switch self {
        case .compact: return 375
        case .regular: return 768
        case .points(let value): return value
        }
    }

    /// The size class that picks the custom layout.
    public var sizeClass: LayoutSizeClass {
        switch self {
        case .compact: return .compact
        case .regular: return .regular
        case .points(let value): return LayoutSizeClass(width: value)
        }
    }
}
