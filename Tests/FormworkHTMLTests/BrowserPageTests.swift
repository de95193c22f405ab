import Formwork
import FormworkHTML
import Foundation
import Testing

/// The pages the browser round trip loads besides the sample's
/// (Tests/Scripts/html_browser_round_trip.py runs this suite with
/// `FORMWORK_HTML_PAGES_OUT=DIR` to have them written there).
@Suite("HTML: pages for the browser checks")
struct BrowserPageTests {
    /// The folder the pages are written to, when the browser round trip asks.
    static let pagesFolder = ProcessInfo.processInfo.environment["FORMWORK_HTML_PAGES_OUT"]
    /// The body the browser posted for the groups page, when the browser round trip asks.
    static let groupBodyFile = ProcessInfo.processInfo.environment["FORMWORK_HTML_GROUP_BODY"]

    static let pages: [(name: String, options: FormHTMLOptions)] = [
        ("every-kind.html", FormHTMLOptions(action: "/submit")),
        ("every-kind-styled.html", FormHTMLOptions(action: "/submit", includesStyleSheet: true)),
        // Served under a Content-Security-Policy allowing this nonce only.
        ("every-kind-csp.html", FormHTMLOptions(action: "/submit", nonce: "formwork-test-nonce", includesStyleSheet: true)),
    ]

    /// The repeating group page, served under a Content-Security-Policy allowing this nonce only.
    static let groupsPage = (name: "groups.html", options: FormHTMLOptions(action: "/submit", nonce: "formwork-test-nonce"))

    /// The groups page in Chinese, its item titles "第1份工作" worded by the app:
    /// the page's script must title the items it numbers the same way.
    static let chineseGroupsPage = "groups-zh.html"

    static func chineseResume() throws -> FormState<HTMLResume> {
        var form = try FormState(HTMLResume())
        form.localization = FormLocalization(language: .simplifiedChinese) { request in
            guard case .title(let key, let text) = request, key.hasPrefix("jobs["), !key.contains(".") else { return nil }
            return "第" + String(text.reversed().prefix(while: \.isNumber).reversed()) + "份工作"
        }
        return form
    }

    @Test func theChineseGroupsPageTitlesItsNewItemInChinese() throws {
        let page = try Self.chineseResume().html(options: Self.groupsPage.options)
        #expect(page.contains("<legend>第__n__份工作</legend>") && page.contains("lang=\"zh-Hans\""))
    }

    @Test func theGroupsPageStartsWithNoJobAndSpares() throws {
        let page = try FormState(HTMLResume()).html(options: Self.groupsPage.options)
        #expect(page.contains(#"data-formwork-spare"#) && page.contains(#"<template data-formwork-item-template="jobs">"#))
    }

    /// With `FORMWORK_HTML_GROUP_BODY=FILE`, reads the urlencoded body the
    /// browser posted for the groups page and writes what it read as JSON
    /// to `FILE.json`: the model's jobs and every problem reading reported.
    /// The script checks that report; without a body there is nothing to
    /// read, and the trait makes the test show as skipped rather than pass.
    @Test(.enabled(if: groupBodyFile != nil, "needs FORMWORK_HTML_GROUP_BODY, set by html_browser_round_trip.py"))
    func theGroupsPagesPostedBodyIsReadBack() throws {
        let path = try #require(Self.groupBodyFile)
        let body = try String(decoding: Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
        var form = try FormState(HTMLResume())
        let result = form.update(fromURLEncoded: body, options: FormUpdateOptions(blankListItemsAreAbsent: true))
        let model = try HTMLResume(urlEncoded: body, options: FormUpdateOptions(blankListItemsAreAbsent: true))
        let jobs = model.jobs.map { ["title": $0.title, "current": $0.current, "end_date": $0.end_date] as [String: Any] }
        let problems =
            result.fieldErrors.map(\.message) + result.unknownKeys + result.refusedKeys
            + result.decodingProblems.map { "\($0)" }
        let formJobs = try form.model.jobs.map {
            ["title": $0.title, "current": $0.current, "end_date": $0.end_date] as [String: Any]
        }
        let report: [String: Any] = ["name": model.name, "jobs": jobs, "form_jobs": formJobs, "problems": problems]
        try JSONSerialization.data(withJSONObject: report, options: [.sortedKeys]).write(to: URL(fileURLWithPath: path + ".json"))
    }

    @Test func theEveryKindPageHoldsEveryKindOfRowAndLiveConditions() throws {
        let form = try FormState(EveryKind())
        #expect(Set(form.allRows.map(\.kind)) == Set(FormRow.Kind.allCases))
        let page = try EveryKind.page(options: Self.pages[0].options)
        #expect(page.contains(#"data-formwork-row="card""#) && page.contains(#"data-formwork-section="wrapping""#))
        #expect(page.contains(#"class="formwork-error""#))
    }

    /// With `FORMWORK_HTML_PAGES_OUT=DIR`, writes the pages the browser
    /// loads into `DIR`; the script fails when one is missing. Without a
    /// folder there is nothing to write, and the trait makes the test show
    /// as skipped rather than pass.
    @Test(.enabled(if: pagesFolder != nil, "needs FORMWORK_HTML_PAGES_OUT, set by html_browser_round_trip.py"))
    func thePagesAreWrittenForTheBrowser() throws {
        let folder = URL(fileURLWithPath: try #require(Self.pagesFolder))
        for (name, options) in Self.pages {
            try Data(try EveryKind.page(options: options).utf8).write(to: folder.appendingPathComponent(name))
        }
        let groups = try FormState(HTMLResume()).html(options: Self.groupsPage.options)
        try Data(("<!doctype html><html lang=\"en\"><title>Jobs</title>" + groups).utf8)
            .write(to: folder.appendingPathComponent(Self.groupsPage.name))
        let chinese = try Self.chineseResume().html(options: Self.groupsPage.options)
        try Data(("<!doctype html><html lang=\"zh-Hans\"><title>工作经历</title>" + chinese).utf8)
            .write(to: folder.appendingPathComponent(Self.chineseGroupsPage))
    }
}
