/// One `[name(predicates)]` of a Visual Format string.
///
/// ```swift
/// let format = try VisualFormat.parse("[flexibleButton(>=70,<=100)]")
/// format.views[0].name               // "flexibleButton"
/// format.views[0].predicates.count   // 2
/// ```
package struct VisualFormatView: Sendable, Equatable {
    /// The view's name: a key of the views the format is built against.
    package var name: String
    /// Size predicates: the view's width in `H:`, its height in `V:`.
    package var predicates: [VisualFormatPredicate]
    /// Where the name starts in the string (0-based, in characters).
    package var position: Int

    /// A view element.
    package init(name: String, predicates: [VisualFormatPredicate] = [], position: Int) {
        self.name = name
        self.predicates = predicates
        self.position = position
    }
}
