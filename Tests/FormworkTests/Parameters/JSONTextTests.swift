import Formwork
import FormworkFixtures
import Foundation
import Testing

/// JSON is read from text as from bytes, as urlencoded bodies are, and
/// written pretty with `.pretty`.
@Suite struct JSONTextTests {
    static let body = #"{"user_name":"Ada","age":36,"address":{"city":"London"}}"#

    @Test func aModelIsReadFromJSONTextAsFromItsBytes() throws {
        var fromText = try Profile(json: Self.body)
        let fromData = try Profile(json: Data(Self.body.utf8))
        // `serverID` is no row: each `Profile()` makes its own.
        fromText.serverID = fromData.serverID
        #expect(fromText == fromData)
        #expect(fromText.user_name == "Ada")
        #expect(fromText.age == 36)
        #expect(fromText.address.city == "London")
    }

    @Test func aFormIsUpdatedFromJSONTextAsFromItsBytes() throws {
        var fromText = try FormState(Profile())
        var fromData = try FormState(Profile())
        let textResult = fromText.update(fromJSON: Self.body)
        let dataResult = fromData.update(fromJSON: Data(Self.body.utf8))
        #expect(textResult == dataResult)
        #expect(fromText.value(for: "address.city") == .string("London"))
        #expect(fromText.parameters == fromData.parameters)
    }

    @Test func malformedJSONTextIsRefusedAsItsBytesAre() throws {
        var form = try FormState(Profile())
        let result = form.update(fromJSON: #"{"age":}"#)
        #expect(
            result.decodingProblems.map(\.description) == [
                "invalid JSON: expected a value, found '}' at line 1, column 8 (byte 7)"
            ])
        #expect(!form.hasChanges)
    }

    @Test func parametersAndValuesAreReadFromJSONText() throws {
        #expect(try FormParameters(json: #"{"name":"Ada"}"#)["name"] == .string("Ada"))
        #expect(try FormValue(json: "[1, 0.5]") == .array([.integer(1), .decimal(Decimal(string: "0.5")!)]))
    }

    @Test func prettyIsThePrettyPrintedFormatting() throws {
        let parameters: FormParameters = ["name": "Ada", "tags": ["math"]]
        let expected = """
            {
              "name": "Ada",
              "tags": [
                "math"
              ]
            }
            """
        #expect(try parameters.jsonString(options: .pretty) == expected)
        #expect(FormParameters.JSONOptions.pretty == FormParameters.JSONOptions(formatting: .prettyPrinted))
    }
}
