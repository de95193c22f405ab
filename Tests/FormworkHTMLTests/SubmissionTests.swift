import Formwork
import FormworkFixtures
import FormworkHTML
import Foundation
import Testing

/// The body a browser posts for a rendered page reads back into the model,
/// urlencoded and multipart.
@Suite("HTML: submission round trips")
struct SubmissionTests {
    private static let options = FormUpdateOptions(blankListItemsAreAbsent: true)

    /// Sets or removes a Boolean attribute of the element with `id`.
    private static func set(_ attribute: String, _ isOn: Bool, id: String) -> (inout [StrictTokenizer.Element]) -> Void {
        { elements in
            for index in elements.indices where elements[index].attributes["id"] == id {
                elements[index].attributes[attribute] = isOn ? "" : nil
            }
        }
    }

    /// `html`'s body after `edit`, read into a new `Profile` form both ways.
    private static func readBack(
        _ html: String, edit: (inout [StrictTokenizer.Element]) -> Void = { _ in }
    ) throws -> [FormState<Profile>] {
        let entries = try Browser.entries(html, edit: edit)
        var encoded = try FormState(Profile())
        let first = encoded.update(fromURLEncoded: Browser.urlEncoded(entries), options: options)
        var multipart = try FormState(Profile())
        let second = multipart.update(fromMultipart: Browser.multipart(entries), boundary: "XyZ", options: options)
        #expect(first.fieldErrors.isEmpty && first.decodingProblems.isEmpty, "\(first.fieldErrors)")
        #expect(second.fieldErrors.isEmpty && second.decodingProblems.isEmpty, "\(second.fieldErrors)")
        return [encoded, multipart]
    }

    @Test func aWholeProfileReadsBackUnchangedButItsFile() throws {
        var expected = Profile.ada
        expected.about_me = "Wrote the first program.\nThen another."
        for form in try Self.readBack(FormState(expected).html()) {
            var model = try form.model
            model.avatar = expected.avatar  // no file chosen: the row keeps its value
            model.serverID = expected.serverID
            // A textarea posts its newlines as CR LF (§4.10.21.8), and Formwork keeps what was sent.
            model.about_me = model.about_me.replacingOccurrences(of: "\r\n", with: "\n")
            #expect(model == expected)
        }
    }

    @Test func anUntickedCheckboxPostsFalse() throws {
        var profile = Profile()
        profile.newsletter = true
        let html = try FormState(profile).html()
        for form in try Self.readBack(html, edit: Self.set("checked", false, id: "formwork-newsletter")) {
            #expect(form.value(Bool.self, for: "newsletter") == false)
        }
    }

    @Test func aTickedCheckboxPostsTrueAfterTheHiddenFalse() throws {
        let html = try FormState(Profile()).html()
        let entries = try Browser.entries(html, edit: Self.set("checked", true, id: "formwork-newsletter"))
        #expect(entries.filter { $0.0 == "newsletter" }.map(\.1) == ["false", "true"])
        for form in try Self.readBack(html, edit: Self.set("checked", true, id: "formwork-newsletter")) {
            #expect(form.value(Bool.self, for: "newsletter") == true)
        }
    }

    @Test func theEmptyBoxOfAListAddsNothing() throws {
        for form in try Self.readBack(FormState(Profile.ada).html()) {
            #expect(form.value([String].self, for: "tags") == ["math", "engines"])
        }
    }

    @Test func aListWhoseBoxesAreEmptiedIsEmpty() throws {
        let html = try FormState(Profile.ada).html().replacingOccurrences(of: #"value="math""#, with: #"value="""#)
            .replacingOccurrences(of: #"value="engines""#, with: #"value="""#)
        for form in try Self.readBack(html) {
            #expect(form.value([String].self, for: "tags") == [])
        }
    }

    @Test func severalChoicesWithNothingChosenPostAnEmptyList() throws {
        var everything = Everything()
        everything.genders = [.male]
        let html = try FormState(everything).html()
        let entries = try Browser.entries(html, edit: Self.set("checked", false, id: "formwork-genders-2"))
        var form = try FormState(everything)
        let result = form.update(fromURLEncoded: Browser.urlEncoded(entries))
        #expect(result.fieldErrors.isEmpty)
        #expect(form.value([Gender].self, for: "genders") == [])
    }

    @Test func aMenuOfSeveralChoicesPostsWhatIsSelected() throws {
        let html = try FormState(Everything()).html(options: .init(choiceStyle: .select))
        let entries = try Browser.entries(html) { elements in
            for index in elements.indices where elements[index].attributes["value"] == "male" {
                elements[index].attributes["selected"] = ""
            }
        }
        var form = try FormState(Everything())
        _ = form.update(fromURLEncoded: Browser.urlEncoded(entries))
        #expect(form.value([Gender].self, for: "genders") == [.male])
    }

    @Test func aRowAPredicateHidesPostsNothing() throws {
        let entries = try Browser.entries(FormState(Registration()).html())
        #expect(!entries.contains { $0.0 == "bio" })
        #expect(!entries.contains { $0.0 == "frequency" })
    }

    @Test func datesPostedAsTheirInputsWriteThemReadBack() throws {
        var form = try FormState(Registration())
        let result = form.update(fromURLEncoded: Browser.urlEncoded(try Browser.entries(form.html())))
        #expect(result.fieldErrors.isEmpty)
        #expect(form.value(Date.self, for: "alarm") == Date(timeIntervalSince1970: 7 * 3600 + 30 * 60))
        #expect(form.value(Date.self, for: "meeting") == Date(timeIntervalSince1970: 15))
    }
}
