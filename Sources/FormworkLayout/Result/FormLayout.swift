/// A solved form layout: the lines used, their metrics, a frame per box in
/// reading order, and the content size.
///
/// ```swift
/// let layout = try input.layout(.compact)
/// layout.lines.first            // "V:|-margin-[user_name(>=44)]"
/// layout.frames.map(\.name)     // ["user_name", "age"]
/// layout.contentSize            // FormLayout.Size(width: 375, height: 104)
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
    public var metrics: [FormLayout.Metric]
    /// Headers and rows, in reading order.
    public var frames: [FormLayout.Frame]
    /// The superview's solved width (the requested width unless required
    /// constraints overrule it, the width being a strong edit variable) by
    /// its solved height (or, when no line sizes the superview, the lowest
    /// frame's bottom edge).
    public var contentSize: FormLayout.Size
    /// What the lines leave undetermined, or `nil` when the layout has
    /// exactly one answer. Only a layout made with `ambiguity: .allow` has
    /// one; snapshot assertions refuse such a layout.
    public var ambiguity: FormLayout.Ambiguity?
    /// The language it is shown in and the words its pictures write; the
    /// frames of a right-to-left language are already mirrored.
    public var wording: FormLayout.Wording

    /// A layout.
    public init(
        width: Double, sizeClass: LayoutSizeClass, lines: [String], metrics: [FormLayout.Metric],
        frames: [FormLayout.Frame], contentSize: FormLayout.Size, ambiguity: FormLayout.Ambiguity? = nil,
        wording: FormLayout.Wording = .english
    ) {
        self.wording = wording
        self.width = width
        self.sizeClass = sizeClass
        self.lines = lines
        self.metrics = metrics
        self.frames = frames
        self.contentSize = contentSize
        self.ambiguity = ambiguity
    }

    /// Whether some attribute is undetermined.
    public var isAmbiguous: Bool { ambiguity != nil }

    /// The undetermined attributes as `identifier.attribute`, such as
    /// `bio.y` (and `|.height` for the content height); empty when the
    /// layout has exactly one answer.
    public var ambiguities: [String] { ambiguity?.attributeNames ?? [] }

    /// The frame of the box with this row key (or header identifier, or
    /// the key of a repeating item's header, `jobs[0]`).
    public func frame(named name: String) -> FormLayout.Frame? {
        frames.first { $0.name == name }
    }

    /// Checks that every frame is determined.
    ///
    /// ```swift
    /// let sketch = try form.layout(for: .regular, ambiguity: .allow)
    /// try sketch.requireUnambiguous()   // what laying out without `.allow` would have thrown
    /// ```
    ///
    /// - Throws: ``LayoutError/ambiguous(_:)`` with ``ambiguity`` when some
    ///   attribute is undetermined.
    public func requireUnambiguous() throws(LayoutError) {
        if let ambiguity { throw .ambiguous(ambiguity) }
    }
}
