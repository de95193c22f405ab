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
