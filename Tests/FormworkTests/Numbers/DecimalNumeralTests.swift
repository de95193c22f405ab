import Testing

@testable import Formwork

/// What counts as a numeral, checked on the text's bytes where they lie:
/// `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`, nothing
/// before or after it.
@Suite struct DecimalNumeralTests {
    @Test(arguments: ["0", "42", "-7", "+3", "3.", ".5", "-0.25", "1e3", "1E-3", "2.5e+10", "007.700"])
    func aNumeralOfTheGrammarIsOne(_ text: String) {
        #expect(ExactNumberText.isDecimalNumeral(text))
    }

    @Test(arguments: ["", "-", "+", ".", "e3", "1e", "1e+", "1.2.3", " 1", "1 ", "--1", "1,5", "0x10", "inf", "١٢"])
    func textOutsideTheGrammarIsNoNumeral(_ text: String) {
        #expect(!ExactNumberText.isDecimalNumeral(text))
    }

    @Test func aNumeralInsideLongerTextIsReadFromItsOwnBytes() {
        let line = "amount=1249.5;"
        let numeral = String(line.dropFirst(7).dropLast())
        #expect(numeral == "1249.5")
        #expect(ExactNumberText.isDecimalNumeral(numeral))
    }
}
