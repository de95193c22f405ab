import Formwork
import FormworkFixtures
import Foundation
import Testing

/// What an HTML page posts for lists — an empty box to add an
/// entry, an empty entry so that choosing nothing still posts the list.
@Suite("Bodies: blank list items")
struct BlankListItemTests {
    @Test func aBlankItemOfAListOfOptionsIsNoItem() throws {
        var form = try FormState(Everything())
        let result = form.update(fromURLEncoded: "genders%5B%5D=&genders%5B%5D=male")
        #expect(result.fieldErrors.isEmpty)
        #expect(form.value([Gender].self, for: "genders") == [.male])
    }

    @Test func aLoneBlankItemOfAListOfOptionsIsAnEmptyList() throws {
        var everything = Everything()
        everything.topics = [.swift]
        var form = try FormState(everything)
        _ = form.update(fromURLEncoded: "topics%5B%5D=")
        #expect(form.value([Topic].self, for: "topics") == [])
    }

    @Test func aBlankItemOfAListOfNumbersIsNoItem() throws {
        var form = try FormState(Everything())
        let result = form.update(fromURLEncoded: "numbers%5B%5D=1&numbers%5B%5D=")
        #expect(result.fieldErrors.isEmpty)
        #expect(form.value([Int64].self, for: "numbers") == [1])
    }

    @Test func aBlankItemOfAListOfTextIsKeptByDefault() throws {
        var form = try FormState(Everything())
        _ = form.update(fromURLEncoded: "words%5B%5D=a&words%5B%5D=")
        #expect(form.value([String].self, for: "words") == ["a", ""])
    }

    @Test func aBlankItemOfAListOfTextIsNoItemWhenAsked() throws {
        var form = try FormState(Everything())
        _ = form.update(fromURLEncoded: "words%5B%5D=a&words%5B%5D=", options: .init(blankListItemsAreAbsent: true))
        #expect(form.value([String].self, for: "words") == ["a"])
    }

    @Test func aBlankMultipartItemIsNoItemWhenAsked() throws {
        let body = Data("--XyZ\r\nContent-Disposition: form-data; name=\"words[]\"\r\n\r\n\r\n--XyZ--\r\n".utf8)
        var everything = Everything()
        everything.words = ["old"]
        var form = try FormState(everything)
        _ = form.update(fromMultipart: body, boundary: "XyZ", options: .init(blankListItemsAreAbsent: true))
        #expect(form.value([String].self, for: "words") == [])
    }

    @Test func aJSONBlankItemIsAlwaysKept() throws {
        var form = try FormState(Everything())
        _ = form.update(fromJSON: Data(#"{"words":["a",""]}"#.utf8), options: .init(blankListItemsAreAbsent: true))
        #expect(form.value([String].self, for: "words") == ["a", ""])
    }

    @Test func htmlTimeAndDateTimeInputTextsAreRead() throws {
        // HTML's time (HH:MM[:SS]) and datetime-local (yyyy-mm-ddTHH:MM[:SS]) value formats, as UTC.
        var form = try FormState(Everything())
        _ = form.update(fromURLEncoded: "moment=2026-11-21T07:30")
        #expect(form.value(Date.self, for: "moment") == Date(timeIntervalSince1970: 1_795_246_200))
    }
}
