import Testing

@testable import Formwork

@Suite("Condition syntax errors")
struct FormPredicateSyntaxErrorTests {
    typealias Fixture = SignUpConditionFixture

    @Test(arguments: [
        ("", "Expected a condition, found the end at position 0 in condition ''."),
        ("   ", "Expected a condition, found the end at position 3 in condition '   '."),
        ("age >", "Expected a value after '>', found the end at position 5 in condition 'age >'."),
        ("age > 12 &&", "Expected a condition after '&&', found the end at position 11 in condition 'age > 12 &&'."),
        ("|| age", "Expected a condition, found '||' at position 0 in condition '|| age'."),
        ("(age > 12", "Unclosed '(' at position 0 in condition '(age > 12'."),
        ("((age > 12)", "Unclosed '(' at position 0 in condition '((age > 12)'."),
        ("age > 12)", "Unexpected ')' without a matching '(' at position 8 in condition 'age > 12)'."),
        ("(age > 12 age)", "Expected ')', found 'age' at position 10 in condition '(age > 12 age)'."),
        ("()", "Expected a condition after '(', found ')' at position 1 in condition '()'."),
        ("!", "Expected a condition after '!', found the end at position 1 in condition '!'."),
        ("name == \"Ada", "Unterminated string at position 8 in condition 'name == \"Ada'."),
        ("name == 'a\\qb'", "Unknown escape '\\q' in a string at position 10 in condition \"name == 'a\\qb'\"."),
        ("age # 3", "Unexpected character '#' at position 4 in condition 'age # 3'."),
        ("age = 3", "Unexpected '=' (use '==' to compare) at position 4 in condition 'age = 3'."),
        ("a & b", "Unexpected '&' (use '&&' for 'and') at position 2 in condition 'a & b'."),
        ("a | b", "Unexpected '|' (use '||' for 'or') at position 2 in condition 'a | b'."),
        ("age 12", "Expected '&&', '||' or the end, found '12' at position 4 in condition 'age 12'."),
        ("a < b < c", "Chained comparison (join comparisons with '&&') at position 6 in condition 'a < b < c'."),
        ("a == b in [1]", "Chained comparison (join comparisons with '&&') at position 7 in condition 'a == b in [1]'."),
        (
            "gender in \"female\"",
            "Expected '[' after 'in', found \"female\" at position 10 in condition 'gender in \"female\"'."
        ),
        ("gender in", "Expected '[' after 'in', found the end at position 9 in condition 'gender in'."),
        (
            "gender in ['a', age]",
            "Expected a literal value in the list, found 'age' at position 16 in condition \"gender in ['a', age]\"."
        ),
        ("gender in ['a'", "Unclosed '[' at position 10 in condition \"gender in ['a'\"."),
        (
            "gender in ['a' 'b']",
            "Expected ',' or ']' in the list, found 'b' at position 15 in condition \"gender in ['a' 'b']\"."
        ),
        ("tags. count", "Expected a field or property name after '.' at position 5 in condition 'tags. count'."),
        ("age > -x", "Expected a number after '-', found 'x' at position 7 in condition 'age > -x'."),
        ("age > 1.", "Unexpected character '.' at position 7 in condition 'age > 1.'."),
        ("in [1]", "Expected a condition, found 'in' at position 0 in condition 'in [1]'."),
    ])
    func malformedConditionMessage(source: String, expected: String) {
        #expect(Fixture.error(source)?.message == expected)
        #expect(Fixture.error(source)?.kind == .syntax)
    }

    @Test func descriptionShowsTheConditionWithACaret() {
        let error = Fixture.error("age > 12 &&", row: "bio")
        #expect(
            error?.description == """
                Expected a condition after '&&', found the end at position 11 in condition 'age > 12 &&' of row 'bio'.
                  age > 12 &&
                             ^
                """)
        #expect(error?.position == 11)
        #expect(error?.caretLine == "           ^")
    }

    @Test func positionsCountCharactersNotBytes() {
        // 名0 字1 space2 =3 =4 space5, then the end at 6.
        let error = Fixture.error("名字 == ")
        #expect(error?.position == 6)
        #expect(error?.message == "Expected a value after '==', found the end at position 6 in condition '名字 == '.")
    }

    @Test func lineBreaksAreShownAsSpacesSoTheCaretLinesUp() {
        let error = Fixture.error("age >\n")
        let expected = [
            "Expected a value after '>', found the end at position 6 in condition 'age > '.",
            "  age > ",
            "        ^",
        ]
        #expect(error?.description == expected.joined(separator: "\n"))
        #expect(error?.condition == "age >\n")
    }

    @Test func deepNestingIsAnErrorNotAStackOverflow() {
        // The 17th '(' is at offset 16: one level more than the maximum of 16.
        let source = String(repeating: "(", count: 17) + "true" + String(repeating: ")", count: 17)
        #expect(
            Fixture.error(source)?.problem == "The condition nests more than 16 levels deep")
        #expect(Fixture.error(source)?.position == 16)
        let allowed = String(repeating: "(", count: 16) + "true" + String(repeating: ")", count: 16)
        #expect(Fixture.error(allowed) == nil)
        #expect(Fixture.error(String(repeating: "!", count: 200) + "true")?.position == 16)
    }

    @Test func longChainsDoNotNest() throws {
        let source = Array(repeating: "age > 1", count: 5_000).joined(separator: " && ")
        #expect(try FormPredicate(source).evaluate(SignUpConditionFixture.values))
    }

    @Test func numberTooLongForADecimalIsAnError() {
        let digits = String(repeating: "9", count: 200)
        #expect(Fixture.error("age > \(digits)")?.problem.hasPrefix("The number 999") == true)
    }

    @Test func errorsNameTheirRow() {
        #expect(
            Fixture.error("age >", row: "bio")?.message
                == "Expected a value after '>', found the end at position 5 in condition 'age >' of row 'bio'.")
    }
}
