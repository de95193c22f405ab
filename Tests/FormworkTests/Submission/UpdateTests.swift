import Formwork
import FormworkFixtures
import Foundation
import Testing

/// `form.update(from:)` and its sources: rows matched by parameter path,
/// mismatches kept as per-field errors, unknown keys reported, one change.
@Suite("Submission: reading a body back into a form")
struct UpdateTests {
    @Test func parametersFillRowsByTheirParameterPaths() throws {
        var form = try FormState(Profile())
        let result = form.update(from: [
            "user_name": "Ada", "age": "36", "tags": ["math"],
            "address": .object([.init("city", "London")]),
        ])
        #expect(result.error == nil)
        #expect(result.change.changedKeys == ["user_name", "age", "tags", "address.city"])
        let profile = try form.model
        #expect(profile.user_name == "Ada")
        #expect(profile.age == 36)
        #expect(profile.tags == ["math"])
        #expect(profile.address.city == "London")
        #expect(profile.address.street == "")  // absent: unchanged
    }

    @Test func aTypeMismatchKeepsThePreviousValueAndIsAFieldError() throws {
        var form = try FormState(Profile.ada)
        let result = form.update(fromURLEncoded: "age=forty&user_name=Grace&gender=robot&birthday=soon")
        #expect(result.fieldErrors.map(\.key) == ["age", "gender", "birthday"])  // form order
        #expect(
            result.fieldErrors.map(\.message) == [
                "Age must be a whole number",
                "Gender must be one of Female, Male, Prefer Not to Say",
                "Birthday must be a date like 2026-11-21",
            ])
        #expect(result.fieldErrors.map(\.input) == ["forty", "robot", "soon"])
        #expect(
            result.fieldErrors.map(\.reason) == [
                .invalidValue(expected: .wholeNumber), .invalidValue(expected: .option), .invalidValue(expected: .date),
            ])
        #expect(result.change.changedKeys == ["user_name"])
        #expect(form.value(Int.self, for: "age") == 36)
        #expect(form.value(for: "gender") == "female")
        #expect(form.value(Date.self, for: "birthday") == Profile.ada.birthday)
    }

    @Test func refusedValuesAreRememberedOnTheirRowsUntilAGoodOne() throws {
        var form = try FormState(Profile())
        form.update(fromURLEncoded: "age=forty")
        #expect(form.row("age")?.inputError?.input == "forty")
        #expect(form.validate().map(\.key).contains("age"))
        form.update(fromURLEncoded: "age=41")
        #expect(form.row("age")?.inputError == nil)
        #expect(form.value(Int.self, for: "age") == 41)
    }

    @Test func aValueThatIsNoOptionIsRefused() throws {
        var form = try FormState(Everything())
        let result = form.update(fromURLEncoded: "size=XL")
        #expect(result.fieldErrors.map(\.reason) == [.notAnOption])
        #expect(result.fieldErrors.map(\.message) == ["Size must be one of Small, Medium, Large"])
        #expect(form.value(String.self, for: "size") == "M")
    }

    @Test func unknownKeysAreReportedNotFatal() throws {
        var form = try FormState(Profile())
        let result = form.update(fromURLEncoded: "nickname=ada&user_name=Ada&address%5Bzip%5D=SW1&serverID=x&nickname=b")
        #expect(result.unknownKeys == ["nickname", "address[zip]", "serverID"])  // body order, once each
        #expect(result.error == nil)
        #expect(result.change.changedKeys == ["user_name"])
    }

    @Test func unknownKeysAreAnErrorOnlyWhenAskedFor() throws {
        var form = try FormState(Profile())
        let result = form.update(fromURLEncoded: "nickname=ada", options: .init(rejectsUnknownKeys: true))
        #expect(result.error == FormSubmissionError(unknownKeys: ["nickname"]))
    }

    @Test func aPlainValueWhereAGroupIsDeclaredIsABodyProblem() throws {
        var form = try FormState(Profile())
        let result = form.update(fromURLEncoded: "address=London&user_name=Ada")
        #expect(
            result.decodingProblems.map(\.description)
                == ["address: 'address' is a group of fields, so it cannot hold text"])
        #expect(result.unknownKeys == [])
        #expect(result.change.changedKeys == ["user_name"])
    }

    @Test func duplicateKeysInJSONLetTheLastWin() throws {
        var form = try FormState(Profile())
        form.update(fromJSON: Data(#"{"user_name":"first","user_name":"last"}"#.utf8))
        #expect(form.value(String.self, for: "user_name") == "last")
    }

    // MARK: Sources

    @Test func jsonValuesAreReadLenientlyByTheRowsTypes() throws {
        var form = try FormState(Profile())
        let json =
            #"{"user_name":"Ada","age":"36","newsletter":1,"birthday":"2026-11-21","tags":"solo","#
            + #""address":{"city":"London"}}"#
        let result = form.update(fromJSON: Data(json.utf8))
        #expect(result.error == nil)
        let profile = try form.model
        #expect(profile.age == 36)
        #expect(profile.newsletter)
        #expect(profile.birthday == Date(timeIntervalSince1970: 1_795_219_200))
        #expect(profile.tags == ["solo"])  // one item is a list of one
        #expect(result.fieldErrors == [])
    }

    @Test func jsonNullForATextRowIsAFieldError() throws {
        var form = try FormState(Profile())
        let result = form.update(fromJSON: Data(#"{"address":{"country":null},"phone":null}"#.utf8))
        // country is a String: null is no text. phone is a String?: null is nil.
        #expect(result.fieldErrors.map(\.key) == ["address.country"])
        #expect(form.value(for: "phone") == .null)
    }

    @Test func aDictionaryFillsTheForm() throws {
        var form = try FormState(Profile())
        let object = try #require(
            try JSONSerialization.jsonObject(
                with: Data(#"{"age":36,"newsletter":true,"tags":["a","b"],"address":{"city":"London"}}"#.utf8)) as? [String: Any])
        let result = form.update(fromDictionary: object)
        #expect(result.error == nil)
        #expect(result.change.changedKeys == ["age", "tags", "newsletter", "address.city"])
        #expect(try form.model.tags == ["a", "b"])
    }

    @Test func aDictionaryWithAnUnreadableValueChangesNothing() throws {
        var form = try FormState(Profile())
        let result = form.update(fromDictionary: ["user_name": "Ada", "when": NSObject()])
        #expect(result.decodingProblems.map(\.key) == ["when"])
        #expect(result.change.isEmpty)
        #expect(form.value(String.self, for: "user_name") == "")
    }

    @Test func urlEncodedDataIsReadAsText() throws {
        var form = try FormState(Profile())
        form.update(fromURLEncoded: Data("user_name=Zo%C3%AB+Ada&tags%5B%5D=a&tags%5B%5D=b".utf8))
        #expect(form.value(String.self, for: "user_name") == "Zoë Ada")
        #expect(form.value([String].self, for: "tags") == ["a", "b"])
    }

    // MARK: Booleans and empty values

    @Test(arguments: [
        ("true", true), ("false", false), ("on", true), ("off", false), ("1", true), ("0", false),
        ("yes", true), ("no", false), ("ON", true),
    ])
    func booleanWords(_ word: String, _ expected: Bool) throws {
        var form = try FormState(Profile())
        try form.setValue(!expected, for: "newsletter")
        let result = form.update(fromURLEncoded: "newsletter=\(word)")
        #expect(result.error == nil)
        #expect(form.value(Bool.self, for: "newsletter") == expected)
    }

    @Test func anAbsentCheckboxKeepsItsValueByDefault() throws {
        var form = try FormState(Profile.ada)  // newsletter == true
        form.update(fromURLEncoded: "user_name=Ada")
        #expect(form.value(Bool.self, for: "newsletter") == true)
    }

    @Test func anAbsentCheckboxIsFalseWithHTMLSemantics() throws {
        var form = try FormState(Profile.ada)
        let result = form.update(fromURLEncoded: "user_name=Ada", options: .init(absentBooleansAreFalse: true))
        #expect(form.value(Bool.self, for: "newsletter") == false)
        #expect(result.change.changedKeys == ["user_name", "newsletter"])
        form.update(fromURLEncoded: "newsletter=on", options: .init(absentBooleansAreFalse: true))
        #expect(form.value(Bool.self, for: "newsletter") == true)
    }

    @Test func anAbsentOptionalCheckboxIsFalseNotNilWithHTMLSemantics() throws {
        var form = try FormState(Everything())
        form.update(fromURLEncoded: "", options: .init(absentBooleansAreFalse: true))
        #expect(form.value(for: "maybe_flag") == .bool(false))
        #expect(form.value(for: "flag") == .bool(false))
    }

    @Test func anEmptyStringIsNilForAnOptionalNumber() throws {
        var model = Everything()
        model.maybe_int = 5
        model.maybe_decimal = 2
        var form = try FormState(model)
        let result = form.update(fromURLEncoded: "maybe_int=&maybe_decimal=+&maybe_double=")
        #expect(result.error == nil)
        #expect(form.value(for: "maybe_int") == .null)
        #expect(form.value(for: "maybe_decimal") == .null)  // "+" is a space: blank
        #expect(form.value(for: "maybe_double") == .null)
    }

    @Test func anEmptyStringForARequiredNumberIsAFieldError() throws {
        var model = Everything()
        model.int = 7
        var form = try FormState(model)
        let result = form.update(fromURLEncoded: "int=")
        #expect(result.fieldErrors.map(\.key) == ["int"])
        #expect(form.value(Int.self, for: "int") == 7)
    }

    // MARK: Visibility, access, mappings

    @Test func hiddenAndDisabledRowsAreWrittenAsDataImportWhenAskedFor() throws {
        var form = try FormState(GiftOrder())  // gift_message hidden, wrapping disabled
        form.setEditable(false)
        let result = form.update(
            fromURLEncoded: "gift_message=Happy+birthday&wrapping=gold", options: .init(writesEveryRow: true))
        #expect(result.error == nil)
        #expect(result.change.changedKeys == ["gift_message", "wrapping"])
        #expect(try form.model.gift_message == "Happy birthday")
        #expect(try form.model.wrapping == "gold")
    }

    @Test func conditionsAreEvaluatedOnceIntoOneChange() throws {
        var form = try FormState(GiftOrder())
        let result = form.update(fromURLEncoded: "gift=true&gift_message=Hi")
        #expect(result.change.changedKeys == ["gift", "gift_message"])
        #expect(result.change.appearedKeys == ["gift_message"])
        #expect(result.change.insertedRows == [FormRow.IndexPath(section: 0, row: 1)])
        #expect(result.change.enabledChangedRows == [FormRow.IndexPath(section: 0, row: 2)])  // wrapping
    }

    @Test func keysAMappingWritesAreRecognisedButNotRead() throws {
        var order = GiftOrder()
        order.price = 12
        var form = try FormState(order)
        let body = form.parameters.urlEncoded  // gift=false&wrapping=plain&unit=CNY&amount=12&parcel%5Bkg%5D=0&...
        var blank = try FormState(GiftOrder())
        let result = blank.update(fromURLEncoded: body)
        #expect(result.unknownKeys == [])
        #expect(try blank.model.price == 0)  // a mapping cannot be inverted
        let plain = form.update(fromURLEncoded: "price=7")
        #expect(plain.error == nil)
        #expect(try form.model.price == 7)  // the row's own key is read
    }

    @Test func titleRowsAreNeverWritten() throws {
        var form = try FormState(Everything())
        let result = form.update(fromURLEncoded: "heading=Changed")
        #expect(result.unknownKeys == ["heading"])
        #expect(form.value(String.self, for: "heading") == "Everything")
    }

    @Test func renamedParameterKeysAreRead() throws {
        var form = try FormState(GiftOrder())
        form.update(fromURLEncoded: "parcel%5Bkg%5D=2.5&parcel%5Bweight%5D=9")
        #expect(try form.model.parcel.weight == Decimal(string: "2.5", locale: nil))
        #expect(form.update(fromURLEncoded: "parcel%5Bweight%5D=9").unknownKeys == ["parcel[weight]"])
    }
}
