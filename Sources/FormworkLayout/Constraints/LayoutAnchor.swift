/// An attribute of a named view, or of the superview.
///
/// ```swift
/// LayoutAnchor("avatar", .width).description        // "avatar.width"
/// LayoutAnchor.superview(.trailing).description     // "|.trailing"
/// ```
package struct LayoutAnchor: Sendable, Hashable, CustomStringConvertible {
    /// The view's name; `nil` is the superview (`|` in a format).
    package var view: String?
    /// Which attribute.
    package var attribute: LayoutAttribute

    /// An attribute of a named view.
    package init(_ view: String, _ attribute: LayoutAttribute) {
        self.view = view
        self.attribute = attribute
    }

    /// An attribute of the superview.
    package static func superview(_ attribute: LayoutAttribute) -> LayoutAnchor {
        var anchor = LayoutAnchor("", attribute)
        anchor.view = nil
        return anchor
    }

    /// `name.attribute`, or `|.attribute` for the superview.
    package var description: String { "\(view ?? "|").\(attribute.rawValue)" }
}
