import Formwork
import FormworkFixtures
import Foundation
import Testing

/// A JSON body that cannot be read says what the grammar expected, what
/// it found instead, and where: line and column as an editor counts them,
/// and the byte offset.
@Suite struct JSONSyntaxMessageTests {
    private func message(_ body: String) -> String? {
        do {
            _ = try FormValue(json: body)
            return nil
        } catch {
            return error.problems.first?.description
        }
    }

    @Test(arguments: [
        (#"{"a":1, 2}"#, "invalid JSON: expected a string key, found '2' at line 1, column 9 (byte 8)"),
        ("{\n  \"a\": tru\n}", "invalid JSON: expected 'true', found 'tru' at line 2, column 8 (byte 9)"),
        ("[1,]", "invalid JSON: expected a value, found ']' at line 1, column 4 (byte 3)"),
        ("", "invalid JSON: expected a value, found the end of the body at line 1, column 1 (byte 0)"),
        (#"{"a":01}"#, "invalid JSON: expected a number without a leading zero, found '01' at line 1, column 6 (byte 5)"),
        (
            "{\"a\":\"x\ny\"}",
            #"invalid JSON: expected a control character written as an escape (\n, \t, \u001F), found the control character U+000A at line 1, column 8 (byte 7)"#
        ),
        (#"["\q"]"#, #"invalid JSON: expected one of \" \\ \/ \b \f \n \r \t \u, found '\q' at line 1, column 3 (byte 2)"#),
        (#"["\u12G4"]"#, #"invalid JSON: expected four hex digits after \u, found '\u12G4' at line 1, column 3 (byte 2)"#),
        // "é" is two bytes and one column.
        (#"{"é":1 x}"#, "invalid JSON: expected ',' or '}', found 'x' at line 1, column 8 (byte 8)"),
        (#"[1 2]"#, "invalid JSON: expected ',' or ']', found '2' at line 1, column 4 (byte 3)"),
        (#"{"a":"x"#, #"invalid JSON: expected '"' to close the string, found the end of the body at line 1, column 8 (byte 7)"#),
        (#"{"a":1} x"#, "invalid JSON: expected the end of the body after the value, found 'x' at line 1, column 9 (byte 8)"),
        (#"[-]"#, "invalid JSON: expected a digit, found ']' at line 1, column 3 (byte 2)"),
        (#"[1.e5]"#, "invalid JSON: expected a digit after '.', found 'e5' at line 1, column 4 (byte 3)"),
        (#"["\uD83D x"]"#, #"lone surrogate \uD83D: expected a \uDC00 to \uDFFF escape after it at line 1, column 3 (byte 2)"#),
        (#"["\uDE00"]"#, #"lone surrogate \uDE00: expected a \uD800 to \uDBFF escape before it at line 1, column 3 (byte 2)"#),
    ])
    func aSyntaxErrorSaysWhatWasExpectedWhatWasFoundAndWhere(_ body: String, _ expected: String) {
        #expect(message(body) == expected)
    }

    /// A model read from a body (which may read it straight into the rows)
    /// and a form updated from it report the problem the JSON reader gives.
    @Test func everyReaderOfABodyReportsTheSameProblem() throws {
        let body = "{\"user_name\": \"Ada\",\n \"age\": 36,,\n \"tags\": []}"
        // The second "," is byte 32: line 2 starts at byte 21, so it is column 12.
        let problem = FormParameters.DecodingError.Problem(
            offset: 32, line: 2, column: 12, reason: .invalidJSON(expected: "a string key", found: "','"))
        #expect(throws: FormParameters.DecodingError([problem])) { try FormParameters(json: body) }
        #expect(throws: FormSubmissionError(decodingProblems: [problem])) { try Profile(json: body) }
        var form = try FormState(Profile())
        #expect(form.update(fromJSON: Data(body.utf8)).decodingProblems == [problem])
    }
}
