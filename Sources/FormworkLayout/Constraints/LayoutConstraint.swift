/// A linear relation between two view attributes, as Auto Layout writes one:
/// `first relation second × multiplier + constant @ priority`.
///
/// ```swift
/// let constraints = try LayoutConstraint.constraints(
///     visualFormat: "[button]-[textField]", views: ["button", "textField"])
/// constraints[0].description   // "textField.leading == button.trailing + 8"
/// ```
///
/// A constraint without a second anchor compares the first one with the
/// constant alone (`button.width >= 50`). Priorities are Auto Layout's
/// 1…1000 (1000 = required); ``Strength/init(priority:)`` maps them onto
/// the solver's strengths.
package struct LayoutConstraint: Sendable, Equatable, CustomStringConvertible {
    /// The constrained attribute.
    package var first: LayoutAnchor
    /// How `first` compares with the right-hand side.
    package var relation: LinearRelation
    /// The attribute on the right-hand side, if any.
    package var second: LayoutAnchor?
    /// What `second` is multiplied by.
    package var multiplier: Double
    /// What is added to the right-hand side.
    package var constant: Double
    /// 1…1000; 1000 is required.
    package var priority: Double
    /// The Visual Format the constraint came from, if any.
    package var format: String?

    /// A constraint `first relation second × multiplier + constant @ priority`.
    package init(
        _ first: LayoutAnchor, _ relation: LinearRelation, _ second: LayoutAnchor? = nil,
        multiplier: Double = 1, constant: Double = 0, priority: Double = 1000, format: String? = nil
    ) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.format = format
    }

    /// Parses a Visual Format string and builds its constraints, as
    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` does.
    package static func constraints(
        visualFormat: String, options: VisualFormatOptions = [], metrics: [String: Double] = [:],
        views: [String], spacing: VisualFormatSpacing = .standard
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        try VisualFormat.parse(visualFormat)
            .constraints(views: views, metrics: metrics, options: options, spacing: spacing)
    }

    /// `a.width >= 50`, `b.leading == a.trailing + 8 @750`, `a.width == 0.5 × b.width`.
    package var description: String {
        var text = "\(first) \(relation.symbol) "
        if let second {
            text += multiplier == 1 ? "\(second)" : "\(PointsText.format(multiplier)) × \(second)"
            if constant != 0 {
                text += constant < 0 ? " - " : " + "
                text += PointsText.format(abs(constant))
            }
        } else {
            text += PointsText.format(constant)
        }
        if priority < 1000 { text += " @\(PointsText.format(priority))" }
        return text
    }
}
