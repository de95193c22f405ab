import Testing

@testable import Formwork

@Suite("Condition check against the form's fields")
struct FormPredicateCatalogueTests {
    typealias Fixture = SignUpConditionFixture

    @Test func unknownFieldSuggestsTheClosestKey() {
        let error = Fixture.error("agee > 12", row: "bio", fields: Fixture.fields)
        #expect(error?.kind == .unknownField)
        #expect(error?.suggestion == "age")
        #expect(
            error?.description == """
                Unknown field 'agee' at position 0 in condition 'agee > 12' of row 'bio'. Did you mean 'age'?
                  agee > 12
                  ^
                """)
    }

    @Test func unknownFieldSuggestionToleratesTranspositions() {
        let error = Fixture.error("newsletter && emial == 'x'", row: "bio", fields: Fixture.fields)
        #expect(
            error?.message
                == "Unknown field 'emial' at position 14 in condition \"newsletter && emial == 'x'\" of row 'bio'. Did you mean 'email'?"
        )
    }

    @Test func unknownFieldFarFromEveryKeyHasNoSuggestion() {
        let error = Fixture.error("zzz > 1", row: "bio", fields: Fixture.fields)
        #expect(error?.message == "Unknown field 'zzz' at position 0 in condition 'zzz > 1' of row 'bio'.")
        #expect(error?.suggestion == nil)
    }

    @Test func unknownNestedFieldSuggestsTheNestedKey() {
        let error = Fixture.error("address.contry == 'CN'", row: "bio", fields: Fixture.fields)
        #expect(error?.problem == "Unknown field 'address.contry'")
        #expect(error?.suggestion == "address.country")
    }

    @Test func unknownFieldIgnoresTrailingProperties() {
        let error = Fixture.error("tagz.count > 1", fields: Fixture.fields)
        #expect(error?.problem == "Unknown field 'tagz'")
        #expect(error?.suggestion == "tags")
    }

    @Test func unknownPropertyOfAKnownField() {
        let error = Fixture.error("tags.size > 2", row: "bio", fields: Fixture.fields)
        #expect(error?.kind == .unknownProperty)
        #expect(
            error?.message
                == "Unknown property 'size' of 'tags' (use 'count' or 'isEmpty') at position 5 in condition 'tags.size > 2' of row 'bio'."
        )
    }

    @Test(arguments: [
        (
            "age > \"twelve\"",
            "Cannot compare 'age' (a number) with \"twelve\" (text) at position 4 in condition 'age > \"twelve\"'"
        ),
        (
            "user_name && newsletter",
            "'&&' needs true or false on both sides, but 'user_name' is text at position 0 in condition 'user_name && newsletter'"
        ),
        (
            "newsletter || age",
            "'||' needs true or false on both sides, but 'age' is a number at position 14 in condition 'newsletter || age'"
        ),
        (
            "newsletter.count > 1",
            "'.count' needs text or a list, but 'newsletter' is a Boolean at position 11 in condition 'newsletter.count > 1'"
        ),
        ("age.count > 1", "'.count' needs text or a list, but 'age' is a number at position 4 in condition 'age.count > 1'"),
        ("age", "A condition must be true or false, but 'age' is a number at position 0 in condition 'age'"),
        ("!age", "'!' needs true or false, but 'age' is a number at position 1 in condition '!age'"),
        (
            "newsletter < true",
            "'<' needs numbers, text or dates, but 'newsletter' is a Boolean at position 0 in condition 'newsletter < true'"
        ),
        ("tags > 1", "'>' needs numbers, text or dates, but 'tags' is a list at position 0 in condition 'tags > 1'"),
        ("age > nil", "'>' needs numbers, text or dates, but 'nil' is nil at position 6 in condition 'age > nil'"),
        ("age in ['a', 1]", "Cannot compare 'age' (a number) with 'a' (text) at position 8 in condition \"age in ['a', 1]\""),
        ("birthday > 3", "Cannot compare 'birthday' (a date) with '3' (a number) at position 9 in condition 'birthday > 3'"),
        (
            "(age > 1) == 'yes'",
            "Cannot compare '(age > 1)' (a Boolean) with 'yes' (text) at position 10 in condition \"(age > 1) == 'yes'\""
        ),
    ])
    func typeMismatchMessage(source: String, expected: String) {
        let error = Fixture.error(source, row: "bio", fields: Fixture.fields)
        #expect(error?.kind == .typeMismatch)
        #expect(error?.message == "\(expected) of row 'bio'.")
    }

    @Test(arguments: [
        "gender == 'female'", "gender == 1", "gender in ['female', 'unspecified']", "gender < 'm'",
        "address.country == 'CN'", "avatar.isEmpty", "!birthday.isEmpty", "tags.count >= 1 && !bio.isEmpty",
        "extra > 3 && extra", "extra == 'x' || extra.count == 2", "age == nil", "bio == nil",
        "newsletter == true", "(age > 12) == newsletter", "tags.isEmpty == false",
    ])
    func wellTypedConditionsPass(source: String) {
        #expect(Fixture.error(source, row: "bio", fields: Fixture.fields) == nil)
    }

    @Test func typeErrorsAreFoundWithoutACatalogueForLiterals() {
        #expect(Fixture.error("1 && true")?.problem == "'&&' needs true or false on both sides, but '1' is a number")
        #expect(Fixture.error("'a' > 1")?.problem == "Cannot compare 'a' (text) with '1' (a number)")
        #expect(Fixture.error("age > 1 && name") == nil)
    }

    @Test func dottedNameResolvesToTheLongestKnownKey() throws {
        let fields: [FormPredicate.Field] = [.init("order", .list), .init("order.count", .number)]
        let predicate = try FormPredicate("order.count > 1", fields: fields)
        #expect(predicate.dependencies == ["order.count"])
        #expect(predicate.evaluate(["order.count": 2, "order": [1]]))
    }

    @Test func dottedNameFallsBackToKeyAndProperty() throws {
        let predicate = try FormPredicate("tags.count > 1 && address.country == 'CN'", fields: Fixture.fields)
        #expect(predicate.dependencies == ["tags", "address.country"])
        #expect(predicate.evaluate(Fixture.values))
    }

    @Test func withoutACatalogueTrailingPropertiesAreProperties() throws {
        #expect(try FormPredicate("tags.count > 0").dependencies == ["tags"])
        #expect(try FormPredicate("tags.count.isEmpty == false").dependencies == ["tags"])
        #expect(try FormPredicate("count > 1").dependencies == ["count"])
        #expect(try FormPredicate("a.b.c == 1").dependencies == ["a.b.c"])
    }

    @Test func valueTypeDescribesRowKindsAndValues() {
        #expect(FormPredicate.ValueType(FormRow.Kind.text) == .string)
        #expect(FormPredicate.ValueType(FormRow.Kind.longText) == .string)
        #expect(FormPredicate.ValueType(FormRow.Kind.number) == .number)
        #expect(FormPredicate.ValueType(FormRow.Kind.boolean) == .bool)
        #expect(FormPredicate.ValueType(FormRow.Kind.list) == .list)
        #expect(FormPredicate.ValueType(FormRow.Kind.enumerated) == .option)
        #expect(FormPredicate.ValueType(FormRow.Kind.image) == .file)
        #expect(FormPredicate.ValueType(FormRow.Kind.date) == .date)
        #expect(FormPredicate.ValueType(of: .decimal(1)) == .number)
        #expect(FormPredicate.ValueType(of: .null) == .unknown)
        #expect(FormPredicate.ValueType(of: ["a"]) == .list)
    }

    @Test func editDistanceCountsCharacterEdits() {
        #expect(FormEditDistance.distance(Array("agee"), Array("age")) == 1)
        // Swapped neighbours are one edit (optimal string alignment), not two.
        #expect(FormEditDistance.distance(Array("emial"), Array("email")) == 1)
        #expect(FormEditDistance.distance(Array(""), Array("age")) == 3)
        #expect(FormEditDistance.closest(to: "User_Name", among: ["user_name", "age"]) == "user_name")
        #expect(FormEditDistance.closest(to: "ag", among: ["bio", "age", "agg"]) == "age")  // first of equals
    }

    @Test func oneCatalogueIndexedOnceChecksEveryConditionOfAModel() throws {
        // A schema indexes its keys once and checks every condition against them.
        let catalogue = FormPredicate.Catalogue(Fixture.fields)
        let adult = try FormPredicate("age >= 18", row: "coupon", catalogue: catalogue)
        #expect(adult.dependencies == ["age"])
        #expect(adult.evaluate(["age": 42]))
        let typo = #expect(throws: FormPredicateError.self) {
            try FormPredicate("agee > 12", row: "bio", catalogue: catalogue)
        }
        #expect(typo?.suggestion == "age")
        #expect(typo?.row == "bio")
    }

    @Test func theFirstFieldDeclaringAKeyDecidesItsTypeInACatalogue() {
        let catalogue = FormPredicate.Catalogue([.init("age", .number), .init("age", .string)])
        // Declared first as a number, `age` orders against a number, not against text.
        #expect((try? FormPredicate("age > 12", row: "bio", catalogue: catalogue)) != nil)
        #expect((try? FormPredicate("age > 'twelve'", row: "bio", catalogue: catalogue)) == nil)
    }
}
