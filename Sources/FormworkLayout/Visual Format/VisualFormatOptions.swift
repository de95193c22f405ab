/// Alignment options: extra constraints that align every view of a format
/// on one attribute, as `NSLayoutFormatOptions` do.
///
/// ```swift
/// let format = try VisualFormat.parse("[find]-[findNext]")
/// let constraints = try format.constraints(views: ["find", "findNext"], options: .alignAllCenterY)
/// // ... plus findNext.centerY == find.centerY
/// ```
///
/// Each chosen alignment adds `views[i + 1].attribute == views[i].attribute`
/// for each neighbouring pair. An alignment must be across the format's
/// axis (vertical alignments for `H:` formats, horizontal ones for `V:`),
/// otherwise building fails, as in Auto Layout. Views have no text here:
/// the last baseline is the bottom edge and the first baseline the top edge.
package struct VisualFormatOptions: OptionSet, Sendable, Hashable {
    /// The bits.
    package let rawValue: UInt16

    /// Options from bits.
    package init(rawValue: UInt16) { self.rawValue = rawValue }

    /// Equal left edges (`V:` formats).
    package static let alignAllLeft = VisualFormatOptions(rawValue: 1 << 0)
    /// Equal right edges (`V:` formats).
    package static let alignAllRight = VisualFormatOptions(rawValue: 1 << 1)
    /// Equal top edges (`H:` formats).
    package static let alignAllTop = VisualFormatOptions(rawValue: 1 << 2)
    /// Equal bottom edges (`H:` formats).
    package static let alignAllBottom = VisualFormatOptions(rawValue: 1 << 3)
    /// Equal leading edges (`V:` formats).
    package static let alignAllLeading = VisualFormatOptions(rawValue: 1 << 4)
    /// Equal trailing edges (`V:` formats).
    package static let alignAllTrailing = VisualFormatOptions(rawValue: 1 << 5)
    /// Equal horizontal centres (`V:` formats).
    package static let alignAllCenterX = VisualFormatOptions(rawValue: 1 << 6)
    /// Equal vertical centres (`H:` formats).
    package static let alignAllCenterY = VisualFormatOptions(rawValue: 1 << 7)
    /// Equal last baselines (`H:` formats).
    package static let alignAllLastBaseline = VisualFormatOptions(rawValue: 1 << 8)
    /// Equal first baselines (`H:` formats).
    package static let alignAllFirstBaseline = VisualFormatOptions(rawValue: 1 << 9)
    /// Auto Layout's older name for ``alignAllLastBaseline``.
    package static let alignAllBaseline = alignAllLastBaseline

    /// Each option with its attribute, its name and the axis it aligns
    /// across, in this fixed order.
    static let alignments: [(option: VisualFormatOptions, attribute: LayoutAttribute, name: String, forHorizontal: Bool)] = [
        (.alignAllLeft, .left, "alignAllLeft", false),
        (.alignAllRight, .right, "alignAllRight", false),
        (.alignAllTop, .top, "alignAllTop", true),
        (.alignAllBottom, .bottom, "alignAllBottom", true),
        (.alignAllLeading, .leading, "alignAllLeading", false),
        (.alignAllTrailing, .trailing, "alignAllTrailing", false),
        (.alignAllCenterX, .centerX, "alignAllCenterX", false),
        (.alignAllCenterY, .centerY, "alignAllCenterY", true),
        (.alignAllLastBaseline, .lastBaseline, "alignAllLastBaseline", true),
        (.alignAllFirstBaseline, .firstBaseline, "alignAllFirstBaseline", true),
    ]
}
