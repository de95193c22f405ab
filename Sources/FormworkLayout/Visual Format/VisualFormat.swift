/// A parsed Visual Format Language string: orientation, superview edges,
/// views and the connections between them.
///
/// ```swift
/// let format = try VisualFormat.parse("|-[find]-[findNext]-[findField(>=20)]-|")
/// format.orientation                 // .horizontal
/// format.views.map(\.name)           // ["find", "findNext", "findField"]
/// format.connections                 // [.standard, .standard]
/// format.leadingSuperview            // .standard
/// let constraints = try format.constraints(views: ["find", "findNext", "findField"])
/// ```
///
/// The grammar is the one of Apple's Auto Layout Guide, appendix "Visual
/// Format Language":
///
/// ```
/// <visualFormatString> ::= (<orientation>:)? (<superview><connection>)?
///                          <view>(<connection><view>)* (<connection><superview>)?
/// <orientation>  ::= H | V
/// <superview>    ::= |
/// <view>         ::= [<viewName>(<predicateListWithParens>)?]
/// <connection>   ::= e | -<predicateList>- | -
/// <predicateList> ::= <simplePredicate> | <predicateListWithParens>
/// <simplePredicate> ::= <metricName> | <positiveNumber>
/// <predicateListWithParens> ::= (<predicate>(,<predicate>)*)
/// <predicate>    ::= (<relation>)?(<objectOfPredicate>)(@<priority>)?
/// <relation>     ::= == | <= | >=
/// <objectOfPredicate> ::= <constant> | <viewName>
/// <priority>     ::= <metricName> | <number>
/// <constant>     ::= <metricName> | <number>
/// ```
///
/// Names are C identifiers; numbers are decimal, optionally signed inside
/// parentheses, with an optional fraction and exponent (C locale), and at
/// most ``Solver/maximumMagnitude`` (10 000 000) in magnitude: `1e400`, a
/// million digits or `2e7` is refused with a caret at the number, and
/// `inf`/`nan` are names, never numbers. No
/// white space is allowed, as in Auto Layout. Whether a name in a view
/// predicate is a view or a metric is decided when building constraints
/// (a known view wins), as Auto Layout does.
package struct VisualFormat: Sendable, Equatable {
    /// The axis a format lays out.
    package enum Orientation: String, Sendable, Hashable {
        /// `H:` (the default): leading to trailing, sizes are widths.
        case horizontal = "H"
        /// `V:`: top to bottom, sizes are heights.
        case vertical = "V"
    }

    /// The string that was parsed.
    package var source: String
    /// `H:` or `V:`; horizontal when the string has no orientation.
    package var orientation: Orientation
    /// The connection from the superview's leading edge to the first view,
    /// when the string starts with `|`.
    package var leadingSuperview: VisualFormatConnection?
    /// The views, in order.
    package var views: [VisualFormatView]
    /// The connection between `views[i]` and `views[i + 1]`.
    package var connections: [VisualFormatConnection]
    /// The connection from the last view to the superview's trailing edge,
    /// when the string ends with `|`.
    package var trailingSuperview: VisualFormatConnection?

    /// A format from its parts; ``parse(_:)`` is the usual way to make one.
    package init(
        source: String, orientation: Orientation, leadingSuperview: VisualFormatConnection?,
        views: [VisualFormatView], connections: [VisualFormatConnection],
        trailingSuperview: VisualFormatConnection?
    ) {
        self.source = source
        self.orientation = orientation
        self.leadingSuperview = leadingSuperview
        self.views = views
        self.connections = connections
        self.trailingSuperview = trailingSuperview
    }

    /// Parses a Visual Format string; a malformed one throws an error that
    /// points at the offending character and says what was expected.
    ///
    /// ```swift
    /// try VisualFormat.parse("V:[topField]-10-[bottomField]")
    /// try VisualFormat.parse("[a(>=44)")   // expected ']' after view predicates
    /// ```
    package static func parse(_ string: String) throws(VisualFormatError) -> VisualFormat {
        var parser = VisualFormatParser(string)
        return try parser.parseFormat()
    }
}
