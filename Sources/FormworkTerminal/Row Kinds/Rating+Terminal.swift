import Formwork

/// A rating in the terminal: a list of the ratings, each shown as its
/// stars (`★★★☆☆`), chosen with ↑, ↓ and Enter; line by line, the number or
/// the stars typed.
extension _FormFieldKind.Rating: FormTerminalRowEditor {
    public static func terminalEditor(for row: FormRow) -> FormTerminalEditor {
        let most = Self.mostStars(row.maximum)
        return .choices(
            (1...most).map { rating in
                FormRow.Choice(value: .integer(Int64(rating)), label: Self.stars(rating, outOf: most))
            })
    }
}
