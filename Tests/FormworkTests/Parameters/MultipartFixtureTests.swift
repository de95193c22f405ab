import FormworkFixtures
import Foundation
import Testing

@testable import Formwork

/// Writes multipart bodies and hand-written manifests of what they must
/// contain to `<temporary directory>/formwork-multipart-fixtures/`, where
/// `Tests/Scripts/multipart_cross_check.py` parses each body with Python's
/// own `email` package. The manifests list the parameters' raw names and
/// contents as given, not our output: the script applies HTML's name
/// escaping itself. Each test also reads the body back in Swift with a
/// reader written from the RFCs (``MultipartTestReader``) and checks every
/// part's headers and bytes against the manifest.
@Suite("Multipart: fixtures for the Python cross-check")
struct MultipartFixtureTests {
    struct ExpectedPart: Encodable {
        var name: String
        var filename: String?
        var contentType: String?
        var contentBase64: String

        init(_ name: String, _ content: String) {
            (self.name, filename, contentType, contentBase64) = (name, nil, nil, Data(content.utf8).base64EncodedString())
        }

        init(_ name: String, file: FormFile) {
            (self.name, filename, contentType, contentBase64) = (
                name, file.filename, file.contentType, file.data.base64EncodedString()
            )
        }
    }

    struct Manifest: Encodable {
        var contentType: String
        var parts: [ExpectedPart]
    }

    static let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formwork-multipart-fixtures")

    private func write(_ name: String, _ body: FormParameters.MultipartBody, _ parts: [ExpectedPart]) throws {
        try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
        try body.data.write(to: Self.directory.appendingPathComponent(name + ".body"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let manifest = try encoder.encode(Manifest(contentType: body.contentType, parts: parts))
        try manifest.write(to: Self.directory.appendingPathComponent(name + ".json"))

        #expect(body.contentType == "multipart/form-data; boundary=\(body.boundary)")
        let read = try #require(MultipartTestReader.parts(of: body.data, boundary: body.boundary))
        #expect(read == parts.map(Self.expectedPart))
    }

    /// The part RFC 7578 section 4.2 describes for `part`: a form-data
    /// disposition with the escaped name (and file name), a Content-Type for
    /// files only, then the bytes.
    private static func expectedPart(_ part: ExpectedPart) -> MultipartTestReader.Part {
        var disposition = "Content-Disposition: form-data; name=\"\(MultipartTestReader.escapedName(part.name))\""
        var headers: [String] = []
        if let filename = part.filename {
            disposition += "; filename=\"\(MultipartTestReader.escapedName(filename))\""
            headers = [disposition, "Content-Type: \(part.contentType ?? "")"]
        } else {
            headers = [disposition]
        }
        return MultipartTestReader.Part(headers: headers, content: Data(base64Encoded: part.contentBase64) ?? Data())
    }

    @Test func signUpWithAvatar() throws {
        let avatar = FormFile(
            filename: "avatar.png", contentType: "image/png", data: Data((0...255).map(UInt8.init) + [13, 10, 45, 45]))
        let parameters: FormParameters = [
            "user_name": "Zoë 東京 😀", "age": 36, "bio": "line one\r\nline two\n--not a boundary",
            "address": .object([.init("city", "London"), .init("zip", "N1 9GU")]), "tags": ["math", "engines"],
            "avatar": .file(avatar), "empty": "",
        ]
        var generator = SeededGenerator(seed: 1)
        try write(
            "sign-up", parameters.multipart(using: &generator),
            [
                .init("user_name", "Zoë 東京 😀"), .init("age", "36"), .init("bio", "line one\r\nline two\n--not a boundary"),
                .init("address[city]", "London"), .init("address[zip]", "N1 9GU"), .init("tags[]", "math"),
                .init("tags[]", "engines"), .init("avatar", file: avatar), .init("empty", ""),
            ])
    }

    @Test func hostileNames() throws {
        let file = FormFile(filename: "evil\".txt\r\nX-Evil: 1", contentType: "text/plain", data: Data("boom".utf8))
        let parameters: FormParameters = ["a\"b\r\nX-Injected: yes": "value", "new\nline": "x", "doc": .file(file)]
        try write(
            "hostile-names", try parameters.multipart(boundary: "hostile-boundary"),
            [
                .init("a\"b\r\nX-Injected: yes", "value"), .init("new\nline", "x"), .init("doc", file: file),
            ])
    }

    /// A name or file name ending in a backslash. Written as
    /// it is, `name="x\"; filename="y"` reads in Python's `email` as the name
    /// `x"; filename=` and no file name; the script checks every name reads back.
    @Test func backslashNamesReadTheSameInMIMEReaders() throws {
        let file = FormFile(filename: "report\\", contentType: "text/plain", data: Data("tail".utf8))
        let windows = FormFile(filename: "C:\\Users\\ada\\photo.png", contentType: "image/png", data: Data([0x89, 0x50]))
        let parameters: FormParameters = [
            "x\\": "trailing", "a\\b": "inner", "two\\\\": "doubled", "q\\\"": "backslash quote",
            "doc\\": .file(file), "photo": .file(windows),
        ]
        try write(
            "backslash-names", try parameters.multipart(boundary: "backslash-boundary"),
            [
                .init("x\\", "trailing"), .init("a\\b", "inner"), .init("two\\\\", "doubled"),
                .init("q\\\"", "backslash quote"), .init("doc\\", file: file), .init("photo", file: windows),
            ])
    }

    @Test func boundaryCollision() throws {
        var peek = SeededGenerator(seed: 5)
        let firstDraw = FormParameters.MultipartBody.randomBoundary(using: &peek)
        let trap = "--\(firstDraw)\r\nContent-Disposition: form-data; name=\"fake\"\r\n\r\nfake"
        var generator = SeededGenerator(seed: 5)
        try write("collision", (["trap": .string(trap)] as FormParameters).multipart(using: &generator), [.init("trap", trap)])
    }

    @Test func noParameters() throws {
        try write("empty", try FormParameters().multipart(boundary: "nothing-here"), [])
    }
}
