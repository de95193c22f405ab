import Formwork
import Foundation
import Testing

/// Writes urlencoded and JSON bodies, with hand-written manifests of what they
/// must decode to, into `<temporary directory>/formwork-body-fixtures/`, where
/// `Tests/Scripts/body_cross_check.py` reads each with Python's own
/// `urllib.parse.parse_qsl` and `json` (numbers read as exact `int` and
/// `Decimal`). The manifests hold the raw names and values as declared
/// here, not our output. Each test also checks in Swift what it can without
/// Python: the bytes are ones the WHATWG serializer may write, the pairs read
/// back are the manifest's, and Foundation's JSON parser reads the exact
/// numbers.
@Suite("Bodies: fixtures for the Python cross-check")
struct BodyFixtureTests {
    static let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formwork-body-fixtures")

    private func write(_ name: String, _ body: Data, manifest: some Encodable) throws {
        try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
        try body.write(to: Self.directory.appendingPathComponent(name))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try encoder.encode(manifest).write(to: Self.directory.appendingPathComponent(name + ".manifest"))
    }

    static let hostile: FormParameters = [
        "user_name": "Zoë + 東京 😀", "note": "a&b=c%20d\r\nnext line", "nfd": "e\u{301}", "empty": "",
        "tags": ["swift & forms", "100%"], "address": .object([.init("city", "São Paulo"), .init("zip", "01310-100")]),
        "items": .array([.object([.init("id", 1), .init("name", "pen")]), .object([.init("id", 2), .init("name", "ink")])]),
        "agree": true, "punctuation": "!\"#$&'()*+,-./:;<=>?@[\\]^_`{|}~",
    ]

    @Test func urlEncodedSignUp() throws {
        // The pairs a standard parser must give back, in order: nesting as
        // `a[b]`, scalar arrays as `tags[]`, arrays of objects as `items[0][id]`.
        let pairs: [[String]] = [
            ["user_name", "Zoë + 東京 😀"], ["note", "a&b=c%20d\r\nnext line"], ["nfd", "e\u{301}"], ["empty", ""],
            ["tags[]", "swift & forms"], ["tags[]", "100%"], ["address[city]", "São Paulo"], ["address[zip]", "01310-100"],
            ["items[0][id]", "1"], ["items[0][name]", "pen"], ["items[1][id]", "2"], ["items[1][name]", "ink"],
            ["agree", "true"], ["punctuation", "!\"#$&'()*+,-./:;<=>?@[\\]^_`{|}~"],
        ]
        let body = Self.hostile.urlEncodedData()
        try write("sign-up.urlencoded", body, manifest: pairs)
        // WHATWG URL Standard, application/x-www-form-urlencoded serializer:
        // only A-Z a-z 0-9 * - . _ literally, '+' for a space, %XX (upper-case
        // hex) for every other byte, '&' and '=' as separators.
        let literal = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789*-._+&=".utf8)
        let hex = Set("0123456789ABCDEF".utf8)
        var index = body.startIndex
        while index < body.endIndex {
            if body[index] == UInt8(ascii: "%") {
                #expect(index + 2 < body.endIndex && hex.contains(body[index + 1]) && hex.contains(body[index + 2]))
                index += 3
            } else {
                #expect(literal.contains(body[index]), "byte \(body[index]) at \(index)")
                index += 1
            }
        }
        #expect(FormParameters.urlEncodedPairs(body).map { [$0.name, $0.value] } == pairs)
    }

    /// A JSON member as the manifest declares it: its key, Python type and exact text.
    struct Member: Encodable {
        var key: String
        var type: String
        var text: String
    }

    @Test func jsonWithExactNumbers() throws {
        let parameters: FormParameters = [
            "min": .integer(.min), "max": .integer(.max), "pi": .decimal(Decimal(string: "3.14159265358979323846264338327") ?? 0),
            "tenth": .double(0.1), "tiny": .double(1e-5), "name": "Zoë / \"quoted\" \u{1F}", "on": true, "none": .null,
        ]
        let members = [
            Member(key: "min", type: "int", text: "-9223372036854775808"),
            Member(key: "max", type: "int", text: "9223372036854775807"),
            Member(key: "pi", type: "decimal", text: "3.14159265358979323846264338327"),
            Member(key: "tenth", type: "float", text: "0.1"),
            Member(key: "tiny", type: "float", text: "0.00001"),
            Member(key: "name", type: "str", text: "Zoë / \"quoted\" \u{1F}"),
            Member(key: "on", type: "bool", text: "true"),
            Member(key: "none", type: "null", text: ""),
        ]
        let body = try parameters.json()
        try write("exact.json", body, manifest: members)
        // Foundation's own parser: the document is valid JSON and the
        // integers at the ends of Int64 arrive exactly.
        let object = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        #expect(Set(object.keys) == Set(members.map(\.key)))
        #expect((object["min"] as? NSNumber)?.int64Value == .min)
        #expect((object["max"] as? NSNumber)?.int64Value == .max)
        #expect((object["tenth"] as? NSNumber)?.doubleValue == 0.1)
        #expect(object["name"] as? String == "Zoë / \"quoted\" \u{1F}")
        #expect(object["none"] is NSNull)
        // The 30-digit decimal is written as those digits, not rounded.
        #expect(String(decoding: body, as: UTF8.self).contains("\"pi\":3.14159265358979323846264338327,"))
        // Our own reader keeps every member, in order, with its exact value
        // (a JSON number with a fraction reads as its exact decimal).
        let read = try FormParameters(json: body)
        #expect(read.members.map(\.key) == members.map(\.key))
        #expect(read["min"] == .integer(.min) && read["max"] == .integer(.max))
        #expect(read["pi"] == .decimal(Decimal(string: "3.14159265358979323846264338327") ?? 0))
        #expect(read["tenth"]?.text == "0.1")
        #expect(read["none"] == .null && read["on"] == .bool(true))
    }
}
