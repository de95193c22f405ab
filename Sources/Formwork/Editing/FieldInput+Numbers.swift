import Foundation

extension FieldInput {
    /// Why a number row refuses numeral `text`, whichever way it came (typed
    /// text, a JSON number, a dictionary's `Decimal`): not a number of the
    /// row's type, a fraction for an integer row, beyond the integer type's
    /// range (too large, too small, or below zero for an unsigned row), or
    /// more digits than a decimal keeps.
    static func numberRefusal(_ text: String, _ descriptor: Declared) -> Refusal {
        func refusal(_ predicate: String) -> Refusal { Refusal(reason: .invalidValue, predicate: predicate) }
        guard ExactNumberText.isDecimalNumeral(text) else { return refusal(typePredicate(descriptor)) }
        if descriptor.holdsIntegers {
            let isNegative = text.hasPrefix("-")
            // Whole when its exact value is (`1e3`, `42.0`); a numeral past
            // `Decimal`'s digits is judged by its spelling.
            let isWhole =
                ExactNumberText.decimal(text).map(isWholeNumber)
                ?? !text.contains(where: { ".eE".contains($0) })
            guard isWhole else { return refusal(typePredicate(descriptor)) }
            guard isNegative else { return refusal("is too large") }
            return refusal(descriptor.holdsUnsignedIntegers ? "must be zero or more" : "is too small")
        }
        if ExactNumberText.hasTooManyDigitsForDecimal(text) {
            return refusal("has more digits than can be kept exactly (at most \(ExactNumberText.decimalDigitLimit))")
        }
        return refusal(ExactNumberText.decimal(text) == nil ? "is out of range" : typePredicate(descriptor))
    }

    private static func isWholeNumber(_ value: Decimal) -> Bool {
        var rounded = Decimal(), copy = value
        NSDecimalRound(&rounded, &copy, 0, .plain)
        return rounded == value
    }
}
