/// A solved form layout: the lines used, their metrics, a frame per box in
/// reading order, and the content size.
///
/// ```swift
/// let layout = try input.layout(.compact)
/// layout.lines.first            // "V:|-margin-[user_name(>=44)]"
/// layout.frames.map(\.name)     // ["user_name", "age"]
/// layout.contentSize            // LayoutSize(width: 375, height: 104)
/// print(layout.render(.text))
/// ```
///
/// A layout is a plain value; renderers are pure functions of it.
public struct FormLayout: Sendable, Equatable {
    /// The width laid out at.
    public var width: Double
    /// The size class that chose the lines.
    public var sizeClass: LayoutSizeClass
    /// The Visual Format lines, in the order they were applied.
    public var lines: [String]
    /// The metrics the lines use, sorted by name.
    public var metrics: [LayoutMetric]
    /// Headers and rows, in reading order.
    public var frames: [LayoutFrame]
    /// The superview's solved width (the requested width unless required
    /// constraints overrule it, the width being a strong edit variable) by
    /// its solved height (or, when no line sizes the superview, the lowest
    /// frame's bottom edge).
    public var contentSize: LayoutSize
    /// Attributes the constraints leave undetermined, such as
    /// `bio.height`; empty when the layout has exactly one answer.
    public var ambiguities: [String]

    /// A layout.
    public init(
        width: Double, sizeClass: LayoutSizeClass, lines: [String], metrics: [LayoutMetric],
        frames: [LayoutFrame], contentSize: LayoutSize, ambiguities: [String]
    ) {
        self.width = width
        self.sizeClass = sizeClass
        self.lines = lines
        self.metrics = metrics
        self.frames = frames
        self.contentSize = contentSize
        self.ambiguities = ambiguities
    }

    /// Whether some attribute is undetermined.
    public var isAmbiguous: Bool { !ambiguities.isEmpty }

    /// The frame of the box with this row key (or header identifier).
    public func frame(named name: String) -> LayoutFrame? {
        frames.first { $0.name == name }
    }

    /// Throws ``LayoutError/ambiguous(_:)`` when some attribute is undetermined.
    public func requireUnambiguous() throws(LayoutError) {
        if isAmbiguous { throw .ambiguous(ambiguities) }
    }
}
