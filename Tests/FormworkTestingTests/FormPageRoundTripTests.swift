import Formwork
import FormworkFixtures
import FormworkHTML
import FormworkTesting
import Foundation
import Testing

/// A FormworkHTML page posted as a browser posts it and read back by
/// Formwork gives the model the page was filled with.
@Suite("Pages: the browser's round trip")
struct FormPageRoundTripTests {
    @Test func aPageWrittenFromAModelPostsThatModelBackURLEncoded() throws {
        var member = PageFixtures.ada
        member.avatar = nil
        let page = try FormPage(html: try PageFixtures.page(member))
        var form = try FormState(PageMember())
        let result = form.update(fromURLEncoded: page.urlEncodedBody(), options: PageFixtures.readOptions)
        #expect(result.fieldErrors.isEmpty && result.refusedKeys.isEmpty && result.decodingProblems.isEmpty)
        #expect(result.unknownKeys == ["csrf_token"])
        #expect(try form.model == member)
    }

    @Test func aPageWrittenFromAModelPostsThatModelBackAsMultipart() throws {
        var member = PageFixtures.ada
        member.avatar = nil
        let page = try FormPage(html: try PageFixtures.page(member))
        #expect(page.enctype == "multipart/form-data")
        var form = try FormState(PageMember())
        let body = try page.multipartBody(boundary: "page-boundary")
        let result = form.update(fromMultipart: body, boundary: "page-boundary", options: PageFixtures.readOptions)
        #expect(result.fieldErrors.isEmpty && result.refusedKeys.isEmpty && result.decodingProblems.isEmpty)
        #expect(try form.model == member)
    }

    /// The blank page filled in by edits, the file attached, posted in the
    /// page's own encoding: the model is what was typed.
    @Test func aBlankPageFilledInPostsWhatWasTyped() throws {
        var page = try FormPage(html: try PageFixtures.page())
        try fill(&page)
        let (contentType, body) = try page.body(boundary: "fill-boundary")
        #expect(contentType == "multipart/form-data; boundary=fill-boundary")
        var form = try FormState(PageMember())
        let result = form.update(fromMultipart: body, boundary: "fill-boundary", options: PageFixtures.readOptions)
        #expect(result.fieldErrors.isEmpty && result.refusedKeys.isEmpty && result.decodingProblems.isEmpty)
        var expected = PageFixtures.ada
        expected.avatar = PageFixtures.portrait
        expected.tags = ["math"]
        #expect(try form.model == expected)
        #expect(PageFixtures.token.isSent(in: try FormParameters(multipart: body, boundary: "fill-boundary")))
    }

    @Test func theBodyCarriesTheTokenFirstAndEachRowsHiddenEntries() throws {
        let page = try FormPage(html: try PageFixtures.page())
        let names = page.entries.map(\.name)
        #expect(names.first == "csrf_token")
        // The checkbox's hidden `false`, the several-choice rows' hidden empty entries, the list's empty box.
        #expect(page.entries.contains(FormPage.Entry(name: "newsletter", value: .text("false"))))
        #expect(page.entries.filter { $0.name == "topics[]" } == [FormPage.Entry(name: "topics[]", value: .text(""))])
        #expect(page.entries.filter { $0.name == "free_days[]" } == [FormPage.Entry(name: "free_days[]", value: .text(""))])
        #expect(page.entries.contains(FormPage.Entry(name: "tags[]", value: .text(""))))
        #expect(page.entries.contains(FormPage.Entry(name: "avatar", value: .file(FormFile(filename: "", data: Data())))))
        #expect(page.csrfToken == PageFixtures.token)
    }

    @Test func hostileTextRoundTripsAsData() throws {
        let texts = [
            "<script>alert(1)</script>", "\"'><img src=x onerror=alert(1)>", "\u{202E}gnp.exe", "a&b=c%20+d;e#f",
            "漢字テスト", "👩‍👩‍👧 🇺🇳", "&amp; &#39; &lt;", "\u{2067}isolate\u{2069}", "tab\there",
        ]
        for text in texts {
            var page = try FormPage(html: try PageFixtures.page())
            try page.fill("name", with: text)
            try page.fill("about", with: text + "\n" + text)
            try page.fill("tags[]", with: [text])
            var form = try FormState(PageMember())
            let urlEncoded = page.urlEncodedBody()
            _ = form.update(fromURLEncoded: urlEncoded, options: PageFixtures.readOptions)
            #expect(try form.model.name == text)
            #expect(try form.model.about == text + "\r\n" + text)
            #expect(try form.model.tags == [text])
            // The page written from what was read posts the same values again.
            let again = try FormPage(html: form.html(options: PageFixtures.options))
            var reread = try FormState(PageMember())
            _ = reread.update(fromURLEncoded: again.urlEncodedBody(), options: PageFixtures.readOptions)
            #expect(try reread.model == form.model)
        }
    }

    private func fill(_ page: inout FormPage) throws {
        try page.fill("name", with: "Ada Lovelace")
        try page.fill("email", with: "ada@example.com")
        try page.fill("age", with: "36")
        try page.check("newsletter")
        try page.choose("female", for: "gender")
        try page.choose("4", for: "meeting_day")
        try page.choose(["swift", "music"], for: "topics[]")
        try page.choose(["6", "7"], for: "free_days[]")
        // A blank list has one box, and a page without script cannot add another.
        try page.fill("tags[]", with: ["math"])
        try page.fill("about", with: "Wrote the first program.\nAnd notes on it.")
        try page.fill("birthday", with: "1815-12-10")
        try page.attach(PageFixtures.portrait, to: "avatar")
        try page.fill("emergency_contacts[0][name]", with: "Mary Somerville")
        try page.fill("emergency_contacts[0][phone]", with: "555-0100")
    }
}
