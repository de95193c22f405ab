import Foundation
import Testing

@testable import Formwork

/// JSON text expectations written by hand from RFC 8259: section 6 for
/// numbers (`-? int frac? exp?`), section 7 for strings (`"`, `\` and
/// U+0000–U+001F must be escaped; any other character may appear as is).
@Suite("JSON: writer")
struct JSONWriterTests {
    private func json(_ parameters: FormParameters, _ options: FormParameters.JSONOptions = FormParameters.JSONOptions()) throws
        -> String
    {
        try parameters.jsonString(options: options)
    }

    @Test func int64ExtremesAreExact() throws {
        #expect(
            try json(["min": .integer(.min), "max": .integer(.max)])
                == #"{"min":-9223372036854775808,"max":9223372036854775807}"#)
    }

    @Test func aThirtyDigitDecimalIsUnchanged() throws {
        let pi = try #require(Decimal(string: "3.14159265358979323846264338327", locale: nil))
        #expect(try json(["pi": .decimal(pi)]) == #"{"pi":3.14159265358979323846264338327}"#)
    }

    @Test func doublesAreTheShortestRoundTripText() throws {
        #expect(
            try json(["a": 0.1, "b": 1e-05, "c": .double(5), "d": 1e20, "e": -0.0])
                == #"{"a":0.1,"b":1e-05,"c":5.0,"d":1e+20,"e":-0.0}"#)
    }

    @Test func infinityIsAnErrorNamingItsPath() {
        let parameters: FormParameters = ["items": [.object([.init("ratio", .double(.infinity))])]]
        #expect(throws: FormParameters.EncodingError.nonFiniteNumber(path: "items[0][ratio]")) { try parameters.json() }
    }

    @Test func nanIsAnError() {
        #expect(throws: FormParameters.EncodingError.nonFiniteNumber(path: "x")) {
            try (["x": .double(.nan)] as FormParameters).json()
        }
    }

    @Test func quotesBackslashesAndControlsAreEscaped() throws {
        // RFC 8259 section 7: the two-character escapes where they exist,
        // \u00XX (we write lowercase hex) for the other controls.
        let text = "\"\\\u{8}\u{C}\n\r\t\u{0}\u{1F}\u{1B}"
        #expect(try json(["s": .string(text)]) == #"{"s":"\"\\\b\f\n\r\t\u0000\u001f\u001b"}"#)
    }

    @Test func slashDeleteAndLineSeparatorAreNotEscaped() throws {
        #expect(try json(["url": "a/b\u{7F}\u{2028}"]) == "{\"url\":\"a/b\u{7F}\u{2028}\"}")
    }

    @Test func nonASCIIIsWrittenAsUTF8() throws {
        let data = try (["city": "東京😀"] as FormParameters).json()
        #expect(
            Array(data) == Array(#"{"city":""#.utf8) + [0xE6, 0x9D, 0xB1, 0xE4, 0xBA, 0xAC, 0xF0, 0x9F, 0x98, 0x80]
                + Array(#""}"#.utf8))
    }

    @Test func keysKeepTheirOrderIncludingDuplicates() throws {
        #expect(try json(["zeta": 1, "alpha": 2, "zeta": 3]) == #"{"zeta":1,"alpha":2,"zeta":3}"#)
    }

    @Test func everyKindOfValue() throws {
        let parameters: FormParameters = [
            "nil": nil, "yes": true, "no": false, "list": [1, "two", []], "group": .object([]),
            "at": .date(Date(timeIntervalSince1970: 1_795_253_400)),
        ]
        #expect(
            try json(parameters)
                == #"{"nil":null,"yes":true,"no":false,"list":[1,"two",[]],"group":{},"at":"2026-11-21T09:30:00Z"}"#)
    }

    @Test func prettyPrintingIndentsByTwoSpaces() throws {
        let parameters: FormParameters = [
            "name": "Ada", "tags": ["math", "engines"], "empty": [], "address": .object([.init("city", "London")]),
        ]
        let expected = """
            {
              "name": "Ada",
              "tags": [
                "math",
                "engines"
              ],
              "empty": [],
              "address": {
                "city": "London"
              }
            }
            """
        #expect(try json(parameters, FormParameters.JSONOptions(formatting: .prettyPrinted)) == expected)
    }

    @Test func filesAreObjectsWithBase64DataByDefault() throws {
        let file = FormFile(filename: "a.txt", contentType: "text/plain", data: Data("hi".utf8))
        // Base64 of "hi" (68 69): 011010 000110 1001(00) → a G k =
        #expect(try json(["doc": .file(file)]) == #"{"doc":{"filename":"a.txt","contentType":"text/plain","data":"aGk="}}"#)
    }

    @Test func filesWithAURLAreTheirURLInURLStyle() throws {
        let file = FormFile(url: try #require(URL(string: "https://example.com/a.png")), contentType: "image/png")
        #expect(
            try json(["doc": .file(file)], FormParameters.JSONOptions(fileStyle: .url)) == #"{"doc":"https://example.com/a.png"}"#
        )
    }

    @Test func filesWithoutAURLStayObjectsInURLStyle() throws {
        let file = FormFile(filename: "a.txt", contentType: "text/plain", data: Data())
        #expect(
            try json(["doc": .file(file)], FormParameters.JSONOptions(fileStyle: .url))
                == #"{"doc":{"filename":"a.txt","contentType":"text/plain","data":""}}"#)
    }

    @Test func optionsDefaultToCompactAndFileObjects() {
        #expect(FormParameters.JSONOptions() == FormParameters.JSONOptions(formatting: .compact, fileStyle: .object))
    }

    @Test func foundationReadsOurOutputBackToTheSameValues() throws {
        let parameters: FormParameters = ["max": .integer(.max), "text": "a/\"b\"\n中", "ratio": 0.1]
        let object = try #require(try JSONSerialization.jsonObject(with: parameters.json()) as? [String: Any])
        #expect(object["text"] as? String == "a/\"b\"\n中")
        #expect((object["max"] as? NSNumber)?.int64Value == .max)
        #expect((object["ratio"] as? NSNumber)?.doubleValue == 0.1)
    }
}
