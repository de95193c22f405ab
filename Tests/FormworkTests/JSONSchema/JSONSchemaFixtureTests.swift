import Formwork
import FormworkFixtures
import Foundation
import Testing

/// The schemas and bodies Tests/Scripts/json_schema_check.py checks with
/// Python's `jsonschema`, kept equal to what Formwork writes: a missing
/// file, or any file under `FORMWORK_RECORD=1`, is written and the test
/// fails; otherwise it is compared. The refused bodies are written by hand, one per rule, and so
/// is WorkHistory.body.json: two jobs as the JSON body's array of objects,
/// the second one's `end_year` hidden and so left out.
@Suite struct JSONSchemaFixtureTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scripts/json_schema")

    static let pretty = FormParameters.JSONOptions(formatting: .prettyPrinted)

    /// Every kind of row holding a value: a file with bytes, lists, several choices, a date.
    static var everything: Everything {
        var model = Everything()
        model.secret = "s3cret"
        model.int64 = .max
        model.decimal = Decimal(string: "3.14159265358979323846") ?? 0
        model.maybe_int = -1
        model.words = ["東京", "👨‍👩‍👧"]
        model.numbers = [1, -2]
        model.reals = [0.1, 1e-5]
        model.topics = [.swift, .music]
        model.maybe_gender = .male
        model.genders = [.female, .male]
        model.picture = URL(string: "https://example.com/a.png")
        model.scan = FormFile(filename: "scan.png", contentType: "image/png", data: Data([0x89, 0x50, 0x4E, 0x47]))
        model.day = Date(timeIntervalSince1970: 86_400)
        return model
    }

    /// Writes `text` to `name` when recording, else expects the file to hold it.
    /// Writing records an issue, as FormworkTesting's snapshots do: a run that
    /// wrote a file compared nothing, so it fails; run again to compare.
    private func check(_ text: String, _ name: String) throws {
        let url = Self.folder.appendingPathComponent(name)
        let record = ProcessInfo.processInfo.environment["FORMWORK_RECORD"].map { $0 == "1" || $0 == "all" } ?? false
        if record || !FileManager.default.fileExists(atPath: url.path) {
            try Data((text + "\n").utf8).write(to: url)
            Issue.record("Wrote \(name) (\(record ? "FORMWORK_RECORD is set" : "there was none")); run again to compare.")
            return
        }
        #expect(String(decoding: try Data(contentsOf: url), as: UTF8.self) == text + "\n", "\(name) is out of date")
    }

    @Test func committedSchemasAreWhatTheModelsWrite() throws {
        try check(try Membership.formJSONSchema.jsonString(options: Self.pretty), "Membership.schema.json")
        try check(try Profile.formJSONSchema.jsonString(options: Self.pretty), "Profile.schema.json")
        try check(try Everything.formJSONSchema.jsonString(options: Self.pretty), "Everything.schema.json")
        try check(try WorkHistory.formJSONSchema.jsonString(options: Self.pretty), "WorkHistory.schema.json")
    }

    @Test func committedBodiesAreWhatTheFormsSubmit() throws {
        try check(try FormState(Membership.filled).parameters.jsonString(options: Self.pretty), "Membership.body.json")
        try check(try FormState(Profile.ada).parameters.jsonString(options: Self.pretty), "Profile.body.json")
        try check(try FormState(Self.everything).parameters.jsonString(options: Self.pretty), "Everything.body.json")
        try check(try FormState(WorkHistory.filled).parameters.jsonString(options: Self.pretty), "WorkHistory.body.json")
    }

    @Test func sampleBodiesAreReadBackWithEveryRuleHolding() throws {
        let options = FormUpdateOptions(validates: true)
        // The committed bodies the Python check validates, read as a server reads them.
        for name in ["Membership", "Profile", "WorkHistory"] {
            let body = try Data(contentsOf: Self.folder.appendingPathComponent(name + ".body.json"))
            let read =
                name == "Membership"
                ? try FormState(try Membership(json: body, options: options)).parameters
                : name == "Profile"
                    ? try FormState(try Profile(json: body, options: options)).parameters
                    : try FormState(try WorkHistory(json: body, options: options)).parameters
            // Compared as text: a body's 12.5 reads as a decimal, the model writes its double.
            #expect(try read.jsonString(options: Self.pretty) + "\n" == String(decoding: body, as: UTF8.self))
        }
    }

    @Test func everyWorkHistoryBodyTheSchemaRefusesIsRefusedByTheModel() throws {
        let url = Self.folder.appendingPathComponent("WorkHistory.refused.json")
        guard case .object(let cases) = try FormValue(json: try Data(contentsOf: url)) else {
            Issue.record("WorkHistory.refused.json is not an object")
            return
        }
        #expect(cases.count == 6)
        for refused in cases {
            guard case .object(let body)? = refused.value.arrayValue?.last else {
                Issue.record("\(refused.key) has no body")
                continue
            }
            let data = try FormParameters(body).json()
            #expect(throws: FormSubmissionError.self, "\(refused.key)") {
                _ = try WorkHistory(json: data, options: FormUpdateOptions(validates: true))
            }
        }
    }

    @Test func everyBodyTheSchemaRefusesIsRefusedByTheModel() throws {
        let url = Self.folder.appendingPathComponent("Membership.refused.json")
        guard case .object(let cases) = try FormValue(json: try Data(contentsOf: url)) else {
            Issue.record("Membership.refused.json is not an object")
            return
        }
        #expect(cases.count == 12)
        for refused in cases {
            guard case .object(let body)? = refused.value.arrayValue?.last else {
                Issue.record("\(refused.key) has no body")
                continue
            }
            let data = try FormParameters(body).json()
            #expect(throws: FormSubmissionError.self, "\(refused.key)") {
                _ = try Membership(json: data, options: FormUpdateOptions(validates: true))
            }
        }
    }
}
