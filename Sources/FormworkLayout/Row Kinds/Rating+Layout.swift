import Formwork

/// A rating in pictures and text snapshots: its stars filled to the
/// rating (`★★★☆☆`), all empty while it is unrated.
extension _FormFieldKind.Rating: FormLayoutRowGlyph {
    public static func layoutGlyph(for row: FormRow) -> String {
        Self.stars(Int(formValue: row.value) ?? 0, outOf: Self.mostStars(row.maximum))
    }
}
