import Foundation

extension FieldInput {
    /// Why a number row refuses numeral `text`, whichever way it came (typed
    /// text, a JSON number, a dictionary's `Decimal`): not a number of the
    /// row's type, a fraction for an integer row, beyond the integer type's
    /// range (too large, too small, or below zero for an unsigned row), or
    /// more digits than a decimal keeps.
    static func numberRefusal(_ text: String, _ descriptor: Declared) -> Refusal {
        Refusal(reason: .invalidValue, predicate: numberPredicate(text, descriptor.numberShape))
    }

    /// Why a number of `shape` cannot be numeral `text`: the sentence a
    /// number row, and an item of a list of numbers, says after its title.
    static func numberPredicate(_ text: String, _ shape: FormNumberShape?) -> String {
        guard ExactNumberText.isDecimalNumeral(text) else { return numberTypePredicate(shape) }
        if case .integer(let signed) = shape {
            let isNegative = text.hasPrefix("-")
            // Whole when its exact value is (`1e3`, `42.0`); a numeral past
            // `Decimal`'s digits is judged by its spelling.
            let isWhole =
                ExactNumberText.decimal(text).map(isWholeNumber)
                ?? !text.contains(where: { ".eE".contains($0) })
            guard isWhole else { return numberTypePredicate(shape) }
            guard isNegative else { return "is too large" }
            return signed ? "is too small" : "must be zero or more"
        }
        if ExactNumberText.hasTooManyDigitsForDecimal(text) {
            return "has more digits than can be kept exactly (at most \(ExactNumberText.decimalDigitLimit))"
        }
        return ExactNumberText.decimal(text) == nil ? "is out of range" : numberTypePredicate(shape)
    }

    /// What a number of `shape` is: "must be a whole number" or "must be a number".
    static func numberTypePredicate(_ shape: FormNumberShape?) -> String {
        if case .integer = shape { return "must be a whole number" }
        return "must be a number"
    }

    private static func isWholeNumber(_ value: Decimal) -> Bool {
        var rounded = Decimal(), copy = value
        NSDecimalRound(&rounded, &copy, 0, .plain)
        return rounded == value
    }
}
