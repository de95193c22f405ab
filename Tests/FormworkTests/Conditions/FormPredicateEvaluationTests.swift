import Foundation
import Testing

@testable import Formwork

@Suite("Condition evaluation")
struct FormPredicateEvaluationTests {
    typealias Fixture = SignUpConditionFixture

    @Test(arguments: [
        ("age > 12", true), ("age > 42", false), ("age >= 42", true), ("age <= 41", false),
        ("age == 42", true), ("age != 42", false), ("age > -1", true), ("age < 42.5", true),
        ("age == 42.0", true), ("balance >= -10.5", true), ("balance < -10", false),
    ])
    func numberComparisons(source: String, expected: Bool) throws {
        #expect(try Fixture.evaluate(source) == expected)
    }

    @Test func numbersCompareAcrossIntegerDoubleAndDecimal() throws {
        #expect(try Fixture.evaluate("score > 9"))  // double 9.5 against integer 9
        #expect(try Fixture.evaluate("score == 9.5"))  // double 9.5 against decimal literal 9.5
        #expect(try Fixture.evaluate("price == 19.99"))  // decimal against decimal
        #expect(try !Fixture.evaluate("price > 19.99"))
    }

    @Test func textComparesByUnicodeOrderNotLocale() throws {
        #expect(try Fixture.evaluate("user_name == \"Ada\""))
        #expect(try Fixture.evaluate("user_name == 'Ada'"))
        #expect(try Fixture.evaluate("user_name < 'Bob'"))
        // "A" (U+0041) sorts before "a" (U+0061), whatever the locale.
        #expect(try !Fixture.evaluate("user_name > 'ada'"))
        #expect(try Fixture.evaluate("password == password_confirmation"))
    }

    @Test func stringEscapes() throws {
        #expect(try Fixture.evaluate(#"nickname == 'O\'Brien "OB"'"#))
        #expect(try Fixture.evaluate(#"nickname == "O'Brien \"OB\"""#))
        let predicate = try FormPredicate(#"note == 'a\\b\nc\td'"#)
        #expect(predicate.evaluate(["note": "a\\b\nc\td"]))
    }

    @Test func datesCompareInTime() throws {
        #expect(try Fixture.evaluate("starts_at < ends_at"))
        #expect(try !Fixture.evaluate("starts_at == ends_at"))
    }

    @Test(arguments: [
        ("newsletter && age >= 18", true), ("!newsletter || age < 18", false), ("newsletter", true),
        ("true", true), ("false || true", true), ("!(age > 12)", false), ("(age > 12)", true),
        ("true || false && false", true),  // && binds tighter: true || (false && false)
        ("(true || false) && false", false),
    ])
    func logicAndPrecedence(source: String, expected: Bool) throws {
        #expect(try Fixture.evaluate(source) == expected)
    }

    @Test(arguments: [
        ("gender in [\"female\", \"unspecified\"]", true), ("gender in ['male']", false),
        ("age in [1, 42, 3]", true), ("age in [42.0]", true), ("age in []", false),
        ("gender in ['female',]", true), ("balance in [-10]", true),
    ])
    func listMembership(source: String, expected: Bool) throws {
        #expect(try Fixture.evaluate(source) == expected)
    }

    @Test(arguments: [
        ("tags.count == 2", true), ("user_name.count == 3", true), ("bio.isEmpty", true),
        ("!tags.isEmpty", true), ("user_name.isEmpty", false), ("missing.isEmpty", true),
    ])
    func countAndIsEmpty(source: String, expected: Bool) throws {
        #expect(try Fixture.evaluate(source) == expected)
    }

    @Test func countIsUserPerceivedCharacters() throws {
        let predicate = try FormPredicate("name.count == 3")
        #expect(predicate.evaluate(["name": "👨‍👩‍👧🇨🇳e\u{301}"]))
    }

    @Test func nestedKeysReachIntoObjects() throws {
        #expect(try Fixture.evaluate("address.country == \"CN\""))
        #expect(try !Fixture.evaluate("address.zip == \"310000\""))
    }

    @Test func nestedKeysPreferAFieldUnderTheWholeKey() throws {
        let predicate = try FormPredicate("address.country == 'US'")
        #expect(predicate.evaluate { $0 == "address.country" ? "US" : Fixture.values[$0] })
    }

    @Test(arguments: [
        ("missing == nil", true), ("missing == null", true), ("age == nil", false), ("age != nil", true),
        ("missing < 3", false), ("missing >= 3", false), ("nil == nil", true),
    ])
    func nullComparisons(source: String, expected: Bool) throws {
        #expect(try Fixture.evaluate(source) == expected)
    }

    @Test func valuesOfDifferentKindsAreNeverEqualOrOrdered() throws {
        #expect(try !Fixture.evaluate("age == '42'"))
        #expect(try Fixture.evaluate("age != '42'"))
        #expect(try !Fixture.evaluate("age < 'z'"))
        #expect(try !Fixture.evaluate("newsletter > 'a'"))
    }

    @Test func bareNonBooleanFieldIsFalse() throws {
        #expect(try !Fixture.evaluate("user_name"))
    }

    @Test func unicodeNamesAndText() throws {
        let predicate = try FormPredicate("名字 == '你好'")
        #expect(predicate.evaluate(["名字": "你好"]))
        #expect(predicate.dependencies == ["名字"])
    }

    @Test func lookupClosureIsCalledForTheKeysRead() throws {
        let predicate = try FormPredicate("age > 12 || tags.count > 5")
        var asked: [String] = []
        _ = predicate.evaluate { key in
            asked.append(key)
            return Fixture.values[key]
        }
        #expect(asked == ["age"])  // || stops at the first true operand
    }

    @Test func dependenciesAreInOrderOfFirstAppearanceWithoutRepeats() throws {
        let predicate = try FormPredicate("age > 12 && (tags.count > 0 || age < 5) && address.country == 'CN'")
        #expect(predicate.dependencies == ["age", "tags", "address.country"])
        #expect(predicate.depends(on: "tags"))
        #expect(!predicate.depends(on: "gender"))
    }

    @Test func literalOnlyConditionHasNoDependencies() throws {
        #expect(try FormPredicate("true").dependencies == [])
    }

    @Test func samePredicateParsedTwiceIsEqual() throws {
        #expect(try FormPredicate("age > 12") != FormPredicate("age  >  12"))  // the text is part of the value
        #expect(try FormPredicate("age > 12") == FormPredicate("age > 12"))
        #expect(try FormPredicate("age > 12").description == "age > 12")
    }
}
