/// What separates two neighbours in a Visual Format string.
///
/// ```swift
/// try VisualFormat.parse("[maroonView][blueView]").connections      // [.flush]
/// try VisualFormat.parse("[button]-[textField]").connections        // [.standard]
/// try VisualFormat.parse("V:[a]-10-[b]").connections                // [.predicates([== 10])]
/// ```
package enum VisualFormatConnection: Sendable, Equatable {
    /// No dash: the views touch (spacing 0).
    case flush
    /// A single dash: the standard spacing (8 between views, 20 to the
    /// superview, see ``VisualFormatSpacing``).
    case standard
    /// `-20-`, `-metric-` or `-(>=8@750,<=20)-`: each predicate constrains the gap.
    case predicates([VisualFormatPredicate])
}
