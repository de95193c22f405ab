import Formwork

/// A rating in pictures and text snapshots: its stars filled to the
/// rating (`★★★☆☆`), all empty while it is unrated.
extension _FormFieldKind.Rating: FormLayoutRowGlyph {
    public static func layoutGlyph(for row: FormRow) -> String {
        let most = row.maximum.flatMap { Int(formValue: $0) } ?? 5
        let stars = min(max(Int(formValue: row.value) ?? 0, 0), most)
        return String(repeating: "★", count: stars) + String(repeating: "☆", count: most - stars)
    }
}
