/// The width class a custom layout is written for.
///
/// ```swift
/// LayoutWidth.compact.sizeClass          // .compact (375 points)
/// LayoutWidth.regular.sizeClass          // .regular (768 points)
/// LayoutWidth.points(700).sizeClass      // .regular (600 points and up)
/// ```
public enum LayoutSizeClass: String, Sendable, Hashable, CaseIterable {
    /// Narrower than 600 points: phones in portrait.
    case compact
    /// 600 points and wider: tablets.
    case regular

    /// The width from which a layout is regular.
    public static let regularMinimumWidth = 600.0

    /// The class of a width.
    public init(width: Double) {
        self = width >= LayoutSizeClass.regularMinimumWidth ? .regular : .compact
    }
}
