import Formwork
import FormworkFixtures
import Foundation
import Testing

/// What Formwork's multipart writer writes, its reader reads back as it was
/// given: hostile names, files with any bytes, nesting and lists.
@Suite("Multipart: written and read back")
struct MultipartRoundTripTests {
    private func roundTrip(_ parameters: FormParameters) throws -> FormParameters {
        var generator = SeededGenerator(seed: 7)
        let body = parameters.multipart(using: &generator)
        return try FormParameters(multipart: body.data, contentType: body.contentType)
    }

    @Test func hostileNamesReadBackAsThemselves() throws {
        // HTML escapes LF, CR and '"' (and Formwork a backslash); the reader undoes exactly those.
        let parameters: FormParameters = [
            "a\"b\r\nX-Injected: yes": "value", "new\nline": "x", "x\\": "trailing", "q\\\"": "2", "50% off; a=b": "3",
        ]
        #expect(try roundTrip(parameters) == parameters)
    }

    @Test func hostileFileNamesAndContentTypesReadBackAsThemselves() throws {
        let file = FormFile(filename: "evil\".txt\r\nX-Evil: 1\\", contentType: "text/plain\r\nX: \"y\"", data: Data("boom".utf8))
        #expect(try roundTrip(["doc": .file(file)]) == ["doc": .file(file)])
    }

    @Test func binaryFilesAndTextThatLooksLikeABoundaryReadBack() throws {
        let file = FormFile(filename: "bytes.bin", contentType: "application/octet-stream", data: Data((0...255).map(UInt8.init)))
        let parameters: FormParameters = ["bin": .file(file), "bio": "line\r\n--not a boundary\r\n\r\n", "empty": ""]
        #expect(try roundTrip(parameters) == parameters)
    }

    @Test func nestedGroupsAndListsReadBack() throws {
        let parameters: FormParameters = [
            "user_name": "Zoë 東京 😀", "address": .object([.init("city", "London"), .init("zip", "N1 9GU")]),
            "tags": ["math", "engines"],
        ]
        #expect(try roundTrip(parameters) == parameters)
    }

    @Test func aModelWithFilesReadsBackFromItsOwnParameters() throws {
        var application = JobApplication()
        application.name = "Ada \"the\" Countess\r\n"
        application.age = 36
        application.tags = ["math", "engines"]
        application.newsletter = true
        application.address.city = "London"
        application.photo = FormFile(filename: "me.png", contentType: "image/png", data: Data([0x89, 0x50, 0x0D, 0x0A]))
        application.cv = FormFile(filename: "C:\\cv.pdf", contentType: "application/pdf", data: Data([0x25, 0x00]))
        let form = try FormState(application)
        var generator = SeededGenerator(seed: 3)
        let body = form.parameters.multipart(using: &generator)
        #expect(try JobApplication(multipart: body.data, contentType: body.contentType) == application)
    }
}
