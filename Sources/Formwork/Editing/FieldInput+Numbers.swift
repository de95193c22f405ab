import Foundation

extension FieldInput {
    /// Why a number row refuses numeral `text`, whichever way it came (typed
    /// text, a JSON number, a dictionary's `Decimal`): not a number of the
    /// row's type, a fraction for an integer row, beyond the integer type's
    /// range (too large, too small, or below zero for an unsigned row), or
    /// more digits than a decimal keeps.
    static func numberRefusal(_ text: String, _ descriptor: Declared) -> Refusal {
        let expected = numberExpected(text, descriptor.numberShape)
        return Refusal(reason: .invalidValue(expected: expected), phrase: expected.phrase)
    }

    /// What a number of `shape` must be that numeral `text` is not: what a
    /// number row, and an item of a list of numbers, says after its title.
    static func numberExpected(_ text: String, _ shape: FormNumberShape?) -> FormInputError.Expected {
        guard ExactNumberText.isDecimalNumeral(text) else { return numberTypeExpected(shape) }
        if case .integer(let signed) = shape {
            let isNegative = text.hasPrefix("-")
            // Whole when its exact value is (`1e3`, `42.0`); a numeral past
            // `Decimal`'s digits is judged by its spelling.
            let isWhole =
                ExactNumberText.decimal(text).map(isWholeNumber)
                ?? !text.contains(where: { ".eE".contains($0) })
            guard isWhole else { return numberTypeExpected(shape) }
            guard isNegative else { return .smallerNumber }
            return signed ? .largerNumber : .zeroOrMore
        }
        if ExactNumberText.hasTooManyDigitsForDecimal(text) { return .fewerDigits(limit: ExactNumberText.decimalDigitLimit) }
        return ExactNumberText.decimal(text) == nil ? .numberInRange : numberTypeExpected(shape)
    }

    /// What a number of `shape` is: a whole number or a number.
    static func numberTypeExpected(_ shape: FormNumberShape?) -> FormInputError.Expected {
        if case .integer = shape { return .wholeNumber }
        return .number
    }

    private static func isWholeNumber(_ value: Decimal) -> Bool {
        var rounded = Decimal(), copy = value
        NSDecimalRound(&rounded, &copy, 0, .plain)
        return rounded == value
    }
}
