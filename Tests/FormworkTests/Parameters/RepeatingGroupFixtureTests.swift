import Formwork
import Foundation
import Testing

// A form's repeating group written as urlencoded, JSON and multipart bodies,
// beside hand-written manifests of what each must hold, for
// `Tests/Scripts/body_cross_check.py` (Python's `parse_qsl` and `json`) and
// `Tests/Scripts/multipart_cross_check.py` (Python's `email`).

private struct Piece: FormModel {
    @FormText var caption = ""
    @FormNumber var year = 0
    @FormImage var image: FormFile? = nil
}

private struct Portfolio: FormModel {
    @FormText var owner = ""
    @FormGroup var pieces: [Piece] = []
    @FormBoolean var public_profile = false
}

@Suite("Repeating groups: fixtures for the Python cross-checks")
struct RepeatingGroupFixtureTests {
    private static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0xFF])

    private var portfolio: Portfolio {
        Portfolio(
            owner: "Zoë & 東京",
            pieces: [
                Piece(
                    caption: "Sketch + ink", year: 1843,
                    image: FormFile(filename: "a b.png", contentType: "image/png", data: Self.png)),
                Piece(caption: "😀 \"quoted\"", year: 2026),
            ],
            public_profile: true)
    }

    private func write(_ directory: URL, _ name: String, _ body: Data, manifest: some Encodable) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try body.write(to: directory.appendingPathComponent(name))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try encoder.encode(manifest).write(to: directory.appendingPathComponent(name + ".manifest"))
    }

    @Test func urlEncodedItemsAreIndexedPairsInItemOrder() throws {
        let pairs: [[String]] = [
            ["owner", "Zoë & 東京"], ["pieces[0][caption]", "Sketch + ink"], ["pieces[0][year]", "1843"],
            ["pieces[0][image]", "a b.png"], ["pieces[1][caption]", "😀 \"quoted\""], ["pieces[1][year]", "2026"],
            ["public_profile", "true"],
        ]
        // A urlencoded body holds text only: a file is its name, as HTML submits a file input without multipart.
        let body = try FormState(portfolio).parameters.urlEncodedData()
        try write(BodyFixtureTests.directory, "portfolio-items.urlencoded", body, manifest: pairs)
        #expect(FormParameters.urlEncodedPairs(body).map { [$0.name, $0.value] } == pairs)
    }

    @Test func jsonItemsAreAnArrayOfObjects() throws {
        let parameters = try FormState(Portfolio(owner: "Ada", pieces: [Piece(caption: "a", year: 1), Piece()])).parameters
        let members = [
            BodyFixtureTests.Member(key: "owner", type: "str", text: "Ada"),
            BodyFixtureTests.Member(
                key: "pieces", type: "json", text: #"[{"caption": "a", "year": 1}, {"caption": "", "year": 0}]"#),
            BodyFixtureTests.Member(key: "public_profile", type: "bool", text: "false"),
        ]
        let body = try parameters.json()
        try write(BodyFixtureTests.directory, "portfolio-items.json", body, manifest: members)
        let object = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        let pieces = try #require(object["pieces"] as? [[String: Any]])
        #expect(pieces.map { $0["caption"] as? String } == ["a", ""])
    }

    @Test func multipartItemsArePartsNamedByTheirItemFilesIncluded() throws {
        let parts = [
            MultipartFixtureTests.ExpectedPart("owner", "Zoë & 東京"),
            MultipartFixtureTests.ExpectedPart("pieces[0][caption]", "Sketch + ink"),
            MultipartFixtureTests.ExpectedPart("pieces[0][year]", "1843"),
            MultipartFixtureTests.ExpectedPart(
                "pieces[0][image]", file: FormFile(filename: "a b.png", contentType: "image/png", data: Self.png)),
            MultipartFixtureTests.ExpectedPart("pieces[1][caption]", "😀 \"quoted\""),
            MultipartFixtureTests.ExpectedPart("pieces[1][year]", "2026"),
            MultipartFixtureTests.ExpectedPart("public_profile", "true"),
        ]
        let body = try FormState(portfolio).parameters.multipart(boundary: "formwork-items")
        let manifest = MultipartFixtureTests.Manifest(contentType: body.contentType, parts: parts)
        let directory = MultipartFixtureTests.directory
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try body.data.write(to: directory.appendingPathComponent("portfolio-items.body"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try encoder.encode(manifest).write(to: directory.appendingPathComponent("portfolio-items.json"))
        let read = try FormParameters(multipart: body.data, boundary: body.boundary)
        #expect(read["pieces"]?.arrayValue?.count == 2)
    }
}
