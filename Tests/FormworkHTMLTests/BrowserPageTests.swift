import Formwork
import FormworkHTML
import Foundation
import Testing

/// The pages the browser round trip loads besides the sample's
/// (Tests/Scripts/html_browser_round_trip.py runs this suite with
/// `FORMWORK_HTML_PAGES_OUT=DIR` to have them written there).
@Suite("HTML: pages for the browser checks")
struct BrowserPageTests {
    static let pages: [(name: String, options: FormHTMLOptions)] = [
        ("every-kind.html", FormHTMLOptions(action: "/submit")),
        ("every-kind-styled.html", FormHTMLOptions(action: "/submit", includesStyleSheet: true)),
        // Served under a Content-Security-Policy allowing this nonce only.
        ("every-kind-csp.html", FormHTMLOptions(action: "/submit", nonce: "formwork-test-nonce", includesStyleSheet: true)),
    ]

    /// The repeating group page, served under a Content-Security-Policy allowing this nonce only.
    static let groupsPage = (name: "groups.html", options: FormHTMLOptions(action: "/submit", nonce: "formwork-test-nonce"))

    @Test func theGroupsPageStartsWithNoJobAndSpares() throws {
        let page = try ModelForm(HTMLResume()).html(options: Self.groupsPage.options)
        #expect(page.contains(#"data-formwork-spare"#) && page.contains(#"<template data-formwork-item-template="jobs">"#))
        if let out = ProcessInfo.processInfo.environment["FORMWORK_HTML_PAGES_OUT"] {
            let url = URL(fileURLWithPath: out).appendingPathComponent(Self.groupsPage.name)
            try Data(("<!doctype html><html lang=\"en\"><title>Jobs</title>" + page).utf8).write(to: url)
        }
    }

    /// With `FORMWORK_HTML_GROUP_BODY=FILE`, reads the urlencoded body the
    /// browser posted for the groups page and writes what it read as JSON
    /// to `FILE.json`: the model's jobs and every problem reading reported.
    @Test func theGroupsPagesPostedBodyIsReadBack() throws {
        guard let path = ProcessInfo.processInfo.environment["FORMWORK_HTML_GROUP_BODY"] else { return }
        let body = try String(decoding: Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
        var form = try ModelForm(HTMLResume())
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
        let form = try ModelForm(EveryKind())
        #expect(Set(form.allRows.map(\.kind)) == Set(FormRow.Kind.allCases))
        let page = try EveryKind.page(options: Self.pages[0].options)
        #expect(page.contains(#"data-formwork-row="card""#) && page.contains(#"data-formwork-section="wrapping""#))
        #expect(page.contains(#"class="formwork-error""#))
        if let out = ProcessInfo.processInfo.environment["FORMWORK_HTML_PAGES_OUT"] {
            for (name, options) in Self.pages {
                let url = URL(fileURLWithPath: out).appendingPathComponent(name)
                try Data(try EveryKind.page(options: options).utf8).write(to: url)
            }
        }
    }
}
