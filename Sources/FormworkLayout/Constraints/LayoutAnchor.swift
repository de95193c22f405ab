/// An attribute of a named view, or of the superview.
///
/// ```swift
/// LayoutAnchor("avatar", .width).description        // "avatar.width"
/// LayoutAnchor.superview(.trailing).description     // "|.trailing"
/// ```
public struct LayoutAnchor: Sendable, Hashable, CustomStringConvertible {
    /// The view's name; `nil` is the superview (`|` in a format).
    public var view: String?
    /// Which attribute.
    public var attribute: LayoutAttribute

    /// An attribute of a named view.
    public init(_ view: String, _ attribute: LayoutAttribute) {
        self.view = view
        self.attribute = attribute
    }

    /// An attribute of the superview.
    public static func superview(_ attribute: LayoutAttribute) -> LayoutAnchor {
        var anchor = LayoutAnchor("", attribute)
        anchor.view = nil
        return anchor
    }

    /// `name.attribute`, or `|.attribute` for the superview.
    public var description: String { "\(view ?? "|").\(attribute.rawValue)" }
}
