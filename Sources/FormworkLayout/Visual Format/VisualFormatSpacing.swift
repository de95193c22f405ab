/// The standard spacing a lone dash stands for.
///
/// ```swift
/// let spacing = VisualFormatSpacing(sibling: 8, superview: 20)   // .standard
/// try format.constraints(views: ["find", "findNext"], spacing: spacing)
/// ```
///
/// Auto Layout's standard space is 8 points between sibling views and 20
/// points between a view and its superview's edge.
package struct VisualFormatSpacing: Sendable, Equatable {
    /// `[a]-[b]`.
    package var sibling: Double
    /// `|-[a]` and `[a]-|`.
    package var superview: Double

    /// A spacing.
    package init(sibling: Double = 8, superview: Double = 20) {
        self.sibling = sibling
        self.superview = superview
    }

    /// 8 between siblings, 20 to the superview.
    package static let standard = VisualFormatSpacing()
}
