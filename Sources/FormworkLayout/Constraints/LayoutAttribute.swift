/// An edge, size or centre of a view's frame.
///
/// ```swift
/// LayoutAnchor("user_name", .width)      // user_name.width
/// LayoutAttribute.trailing.rawValue      // "trailing"
/// ```
///
/// Every attribute is a linear expression of the frame `(x, y, width,
/// height)`: `right = x + width`, `centerX = x + width / 2`, `bottom =
/// y + height`. Layout is left-to-right, so leading is left and trailing is
/// right. Views carry no text, so the last baseline is the bottom edge and
/// the first baseline the top edge.
package enum LayoutAttribute: String, Sendable, Hashable, CaseIterable {
    /// `x`
    case left
    /// `x + width`
    case right
    /// `y`
    case top
    /// `y + height`
    case bottom
    /// `x` (left-to-right layout).
    case leading
    /// `x + width` (left-to-right layout).
    case trailing
    /// `width`
    case width
    /// `height`
    case height
    /// `x + width / 2`
    case centerX
    /// `y + height / 2`
    case centerY
    /// `y + height` (no text: the bottom edge).
    case lastBaseline
    /// `y` (no text: the top edge).
    case firstBaseline

    /// The coefficients of `(x, y, width, height)` in this attribute.
    var coefficients: (x: Double, y: Double, width: Double, height: Double) {
        switch self {
        case .left, .leading: return (1, 0, 0, 0)
        case .right, .trailing: return (1, 0, 1, 0)
        case .top, .firstBaseline: return (0, 1, 0, 0)
        case .bottom, .lastBaseline: return (0, 1, 0, 1)
        case .width: return (0, 0, 1, 0)
        case .height: return (0, 0, 0, 1)
        case .centerX: return (1, 0, 0.5, 0)
        case .centerY: return (0, 1, 0, 0.5)
        }
    }
}
