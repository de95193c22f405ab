/// Everything a form layout is made from: sections of items, and optional
/// custom layouts per size class.
///
/// ```swift
/// let input = FormLayoutInput(sections: [
///     FormLayoutInput.Section(items: [
///         FormLayoutInput.Item(name: "user_name", kind: .text, title: "User Name", text: "Your name", isPlaceholder: true),
///         FormLayoutInput.Item(name: "age", kind: .number, title: "Age", text: "42"),
///     ]),
/// ])
/// let layout = try input.layout(.compact)
/// ```
///
/// A Formwork form maps onto it section by section: each visible row
/// becomes an item (key, kind, title, display text or placeholder), each
/// section keeps its title.
public struct FormLayoutInput: Sendable, Equatable {
    /// The sections, in order.
    public var sections: [FormLayoutInput.Section]
    /// Layouts that replace the default at some size classes, such as
    /// `[.regular: iPad]`; a size class without one uses ``defaultLines``.
    public var customLayouts: [LayoutSizeClass: FormCustomLayout]
    /// The `margin` metric of the default layout (8 by default); like
    /// every metric, a finite number of at most 10 000 000 in magnitude, or
    /// laying out throws ``LayoutError/visualFormat(_:)`` at `margin`.
    public var margin: Double
    /// Keys of rows that exist but are hidden now: they take no space, and a
    /// custom line naming one is left out rather than reported as unknown.
    public var hiddenNames: [String]
    /// The language the layout is shown in and the words its pictures
    /// write; a right-to-left language mirrors the layout.
    public var wording: FormLayout.Wording

    /// An input.
    public init(
        sections: [FormLayoutInput.Section], customLayouts: [LayoutSizeClass: FormCustomLayout] = [:], margin: Double = 8,
        hiddenNames: [String] = [], wording: FormLayout.Wording = .english
    ) {
        self.sections = sections
        self.customLayouts = customLayouts
        self.margin = margin
        self.hiddenNames = hiddenNames
        self.wording = wording
    }

    /// Generates, solves and returns the layout at one width.
    ///
    /// ```swift
    /// let phone = try input.layout(.compact)
    /// let sketch = try input.layout(.regular, ambiguity: .allow)   // keeps undetermined frames
    /// ```
    ///
    /// - Throws: ``LayoutError``: ``LayoutError/ambiguous(_:)`` for frames
    ///   the lines do not determine, unless `ambiguity` is `.allow`;
    ///   ``LayoutError/invalidWidth(_:)``, ``LayoutError/visualFormat(_:)``
    ///   and ``LayoutError/unsatisfiable(_:)`` as for a form's layout.
    public func layout(
        _ width: LayoutWidth = .compact, ambiguity: FormLayout.Ambiguity.Policy = .reject
    ) throws(LayoutError) -> FormLayout {
        try FormLayoutEngine(self).layout(width, ambiguity: ambiguity)
    }

    /// The custom layout used at `sizeClass`, if any.
    public func customLayout(for sizeClass: LayoutSizeClass) -> FormCustomLayout? {
        customLayouts[sizeClass]
    }
}
