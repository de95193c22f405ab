import Formwork
import Foundation
import Testing

// A model with a repeating group, written as parameters in each encoding
// and read back by the model's own initializer, is the model it was.

private struct Job: FormModel, Equatable {
    @FormText var title = ""
    @FormNumber var years = 0
    @FormText var employer: String? = nil
}

private struct Resume: FormModel, Equatable {
    @FormText var name = ""
    @FormGroup var jobs: [Job] = []
    @FormBoolean var open = false
}

private struct Piece: FormModel, Equatable {
    @FormText var caption = ""
    @FormImage var image: FormFile? = nil
}

private struct Portfolio: FormModel, Equatable {
    @FormText var owner = ""
    @FormGroup var pieces: [Piece] = []
}

@Suite("Repeating group round trips")
struct RepeatingGroupRoundTripTests {
    private static let texts = ["Engineer", "東京 👩‍👩‍👧", "e\u{301}", "&=+%[]", "line\r\nbreak", " ", "𝄞"]

    /// Resumes of 0, 1, 2 and 7 items, their texts from every script above.
    static let resumes: [(String, Int)] = [("none", 0), ("one", 1), ("two", 2), ("many", 7)]

    private func resume(_ count: Int) -> Resume {
        let jobs = (0..<count).map { index in
            Job(
                title: Self.texts[index % Self.texts.count], years: index * 3,
                employer: index.isMultiple(of: 2) ? nil : Self.texts[(index + 3) % Self.texts.count])
        }
        return Resume(name: "Ada", jobs: jobs, open: count > 1)
    }

    @Test(arguments: resumes)
    func urlEncodedBodiesReadBackAsTheModel(_ name: String, _ count: Int) throws {
        let original = resume(count)
        let body = try FormState(original).parameters.urlEncoded
        #expect(try Resume(urlEncoded: body) == original, "\(body)")
    }

    @Test(arguments: resumes)
    func jsonBodiesReadBackAsTheModel(_ name: String, _ count: Int) throws {
        let original = resume(count)
        let body = try FormState(original).parameters.json()
        #expect(try Resume(json: body) == original)
    }

    @Test(arguments: resumes)
    func multipartBodiesReadBackAsTheModel(_ name: String, _ count: Int) throws {
        let original = resume(count)
        let body = try FormState(original).parameters.multipart()
        #expect(try Resume(multipart: body.data, boundary: body.boundary) == original)
    }

    @Test(arguments: resumes)
    func dictionariesReadBackAsTheModel(_ name: String, _ count: Int) throws {
        let original = resume(count)
        let dictionary = try FormState(original).parameters.dictionary
        #expect(try Resume(formParameters: FormParameters(dictionary: dictionary)) == original)
    }

    @Test func filesInsideItemsReadBackFromMultipart() throws {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0xFF])
        let original = Portfolio(
            owner: "Ada",
            pieces: [
                Piece(caption: "Sketch", image: FormFile(filename: "a.png", contentType: "image/png", data: png)),
                Piece(caption: "No picture"),
                Piece(caption: "東京", image: FormFile(filename: "b \"x\".txt", contentType: "text/plain", data: Data("b".utf8))),
            ])
        let body = try FormState(original).parameters.multipart()
        // The file name's quote travels as %22, the HTML Standard's escaping, and reads back as a quote.
        #expect(try Portfolio(multipart: body.data, boundary: body.boundary) == original)
    }
}
