import Formwork
import FormworkHTML
import Foundation
import Testing

/// Without script, the body a browser posts for a repeating group reads
/// back into the model: spare items left blank are dropped, filled ones
/// become items, and a group with nothing to post says it is empty.
@Suite("HTML: repeating group submissions without script")
struct RepeatingGroupSubmissionTests {
    private static let options = FormUpdateOptions(blankListItemsAreAbsent: true)

    /// Sets the value of the control named `name` (the first one, a text field).
    private static func type(_ text: String, into name: String) -> (inout [StrictTokenizer.Element]) -> Void {
        { elements in
            guard let index = elements.firstIndex(where: { $0.attributes["name"] == name }) else { return }
            elements[index].attributes["value"] = text
        }
    }

    /// The titles, current flags and end dates of the jobs read from `html`'s body, urlencoded and multipart.
    private static func jobs<Model: FormModel>(
        _ html: String, into start: Model, _ read: (Model) -> [HTMLJob],
        edit: (inout [StrictTokenizer.Element]) -> Void = { _ in }
    ) throws -> [[String]] {
        let entries = try Browser.entries(html, edit: edit)
        let byModel = try Model(urlEncoded: Browser.urlEncoded(entries), options: options)
        var encoded = try FormState(start)
        let first = encoded.update(fromURLEncoded: Browser.urlEncoded(entries), options: options)
        var multipart = try FormState(start)
        let second = multipart.update(fromMultipart: Browser.multipart(entries), boundary: "XyZ", options: options)
        for result in [first, second] {
            #expect(result.fieldErrors.isEmpty && result.decodingProblems.isEmpty && result.unknownKeys.isEmpty)
        }
        let all = try [byModel, encoded.model, multipart.model].map { read($0).map { [$0.title, "\($0.current)", $0.end_date] } }
        #expect(all[1] == all[0] && all[2] == all[0])
        return all[0]
    }

    @Test func sparesLeftBlankAreDroppedAndAFilledOneBecomesAnItem() throws {
        let resume = HTMLResume([HTMLJob(title: "Engineer", current: true)])
        let html = try FormState(resume).html()
        #expect(try Self.jobs(html, into: resume, \.jobs) == [["Engineer", "true", ""]])
        let filled = try Self.jobs(html, into: resume, \.jobs, edit: Self.type("Intern", into: "jobs[2][title]"))
        #expect(filled == [["Engineer", "true", ""], ["Intern", "false", ""]])
    }

    @Test func aPageOfSparesOnlyPostsNoItemWhenLeftBlank() throws {
        let html = try FormState(HTMLResume()).html()
        #expect(try Self.jobs(html, into: HTMLResume([HTMLJob(title: "Old")]), \.jobs).isEmpty)
    }

    @Test func aSpareWhoseItemHoldsValuesThatAreNotBlankAddsNothingLeftAlone() throws {
        let body = try Browser.urlEncoded(Browser.entries(FormState(HTMLOrder()).html()))
        #expect(try HTMLOrder(urlEncoded: body, options: Self.options).lines.isEmpty)
        var form = try FormState(HTMLOrder())
        let result = form.update(fromURLEncoded: body, options: Self.options)
        #expect(result.fieldErrors.isEmpty && result.decodingProblems.isEmpty && result.unknownKeys.isEmpty)
        #expect(try form.model.lines.isEmpty)
    }

    @Test func anEmptyGroupWithoutSparesPostsItsMarkerAndEmptiesTheGroup() throws {
        let html = try FormState(HTMLNoSpares()).html()
        let entries = try Browser.entries(html)
        #expect(entries.contains { $0 == ("jobs", "") })
        #expect(try Self.jobs(html, into: HTMLNoSpares.holding([HTMLJob(title: "Old")]), \.jobs).isEmpty)
    }
}
