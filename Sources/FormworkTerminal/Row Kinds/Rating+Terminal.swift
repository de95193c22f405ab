import Formwork

/// A rating in the terminal: a list of the ratings, each shown as its
/// stars (`★★★☆☆`), chosen with ↑, ↓ and Enter; line by line, the number or
/// the stars typed.
extension _FormFieldKind.Rating: FormTerminalRowEditor {
    public static func terminalEditor(for row: FormRow) -> FormTerminalEditor {
        let most = row.maximum.flatMap { Int(formValue: $0) } ?? 5
        return .choices(
            (1...max(most, 1)).map { stars in
                FormRow.Choice(
                    value: .integer(Int64(stars)),
                    label: String(repeating: "★", count: stars) + String(repeating: "☆", count: most - stars))
            })
    }
}
