import Formwork
import Foundation
import Testing

/// Bodies written by Python's urllib3 and email packages (committed under
/// `Fixtures/`; `Tests/Scripts/multipart_reader_cross_check.py` checks they
/// are byte for byte what those writers write today), read back exactly.
/// The expected values are the script's inputs, written out again here.
@Suite("Multipart: bodies written by Python")
struct MultipartPythonFixtureTests {
    private static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    private func read(_ name: String) throws -> FormParameters {
        let body = try Data(contentsOf: Self.directory.appendingPathComponent(name + ".body"))
        let header = try String(contentsOf: Self.directory.appendingPathComponent(name + ".content-type"), encoding: .utf8)
        return try FormParameters(multipart: body, contentType: header.trimmingCharacters(in: .newlines))
    }

    private let binary = Data((0...255).map(UInt8.init) + [0x0D, 0x0A, 0x2D, 0x2D])

    @Test func urllib3BodiesReadBackExactly() throws {
        let expected: FormParameters = [
            "user_name": "Zoë 東京 😀", "名前": "UTF-8 name", "bio": "line one\r\nline two\n--not a boundary",
            "address": .object([.init("city", "London")]), "tags": ["math", "engines"], "quote\"d\r\nname": "hostile",
            "avatar": .file(FormFile(filename: "avatar.png", contentType: "image/png", data: binary)), "empty": "",
        ]
        #expect(try read("urllib3") == expected)
    }

    @Test func emailPackageBodiesReadBackExactly() throws {
        // The email package writes the non-ASCII name as RFC 2231 `name*=utf-8''%E5%90%8D%E5%89%8D`.
        let csv = Data("name,city\r\nAda,London\r\n".utf8)
        let expected: FormParameters = [
            "user_name": "Zoë 東京 😀", "名前": "UTF-8 name", "bio": "line one\r\nline two",
            "avatar": .file(FormFile(filename: "avatar.bin", contentType: "application/octet-stream", data: csv)),
        ]
        #expect(try read("email") == expected)
    }
}
