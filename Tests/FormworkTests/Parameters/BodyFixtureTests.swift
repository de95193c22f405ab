import Foundation
import Testing
import Formwork

/// Writes urlencoded and JSON bodies, with hand-written manifests of what they
/// must decode to, into `<temporary directory>/formwork-body-fixtures/`, where
/// `Tests/Scripts/body_cross_check.py` reads each with Python's own
/// `urllib.parse.parse_qsl` and `json` (numbers read as exact `int` and
/// `Decimal`). The manifests hold the raw names and values as declared
/// here, not our output.
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
        try write("sign-up.urlencoded", Self.hostile.urlEncodedData(), manifest: pairs)
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
        try write("exact.json", parameters.json(), manifest: members)
    }
}
