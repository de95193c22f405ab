import Formwork

/// A row kind that says what pictures and text snapshots show in its
/// rows' box: a glyph for the value, such as `★★★☆☆`.
///
/// ```swift
/// extension StarRating: FormLayoutRowGlyph {
///     static func layoutGlyph(for row: FormRow) -> String {
///         let stars = Int(formValue: row.value) ?? 0
///         return String(repeating: "★", count: stars) + String(repeating: "☆", count: 5 - stars)
///     }
/// }
/// ```
///
/// The glyph is the row's text in the layout input
/// (``FormLayoutInput/Item/text``), drawn in a text box and shown through
/// the same escaping as every value: control characters and bidirectional
/// overrides appear as symbols. A kind that does not adopt it shows its
/// display text in the box, or its placeholder when that is empty. Either
/// way the box is the kind's `FormRowKind.layoutHeight` tall.
public protocol FormLayoutRowGlyph: FormRowKind {
    /// The glyph shown for `row`'s value.
    static func layoutGlyph(for row: FormRow) -> String
}
