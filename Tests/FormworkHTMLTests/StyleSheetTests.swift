import Formwork
import FormworkFixtures
import FormworkHTML
import Foundation
import Testing

/// FormworkHTML's own stylesheet, an option that is off by default.
@Suite("HTML: the default stylesheet")
struct StyleSheetTests {
    private func styled(_ form: FormState<some FormModel>, nonce: String? = nil, pretty: Bool = true) -> String {
        form.html(options: FormHTMLOptions(nonce: nonce, includesStyleSheet: true, pretty: pretty))
    }

    /// The text between `<style…>` and `</style>`.
    private func css(_ html: String) throws -> String {
        let start = try #require(html.range(of: ">")).upperBound
        let end = try #require(html.range(of: "</style>")).lowerBound
        return String(html[start..<end])
    }

    @Test func theStyleSheetIsOffByDefault() throws {
        #expect(FormHTMLOptions().includesStyleSheet == false)
        #expect(!(try FormState(Registration()).html()).contains("<style"))
    }

    @Test func theStyleSheetIsAStyleElementBeforeTheForm() throws {
        let html = styled(try FormState(Registration()))
        #expect(html.hasPrefix("<style>\n"))
        #expect(html.contains("</style>\n<form id=\"formwork\""))
    }

    @Test func theStyleElementAndTheScriptCarryTheNonce() throws {
        let html = styled(try FormState(Registration()), nonce: "r4nd\"0m")
        #expect(html.hasPrefix("<style nonce=\"r4nd&quot;0m\">"))
        #expect(html.contains("<script nonce=\"r4nd&quot;0m\">(function(D)"))
    }

    @Test func noElementHasAStyleAttribute() throws {
        let elements = try StrictTokenizer.elements(styled(try FormState(EveryKind())))
        #expect(elements.contains { $0.name == "style" })
        #expect(!elements.contains { $0.attributes["style"] != nil })
    }

    @Test func everySelectorNamesAFormworkClassOrAttribute() throws {
        let rules = try css(styled(try FormState(Registration()), pretty: false)).split(separator: "}")
        #expect(rules.count > 10)
        for rule in rules {
            let selectors = try #require(rule.split(separator: "{").first).split(separator: ",")
            for selector in selectors { #expect(selector.contains("formwork"), "\(selector)") }
        }
    }

    @Test func requiredRowsAreMarkedByTheStyleSheetWhenTheFormHasNoMarker() throws {
        var form = try FormState(Registration())
        #expect(styled(form).contains(#"<div class="formwork-row formwork-required" data-formwork-row="user_name">"#))
        #expect(try css(styled(form)).contains(#".formwork-required>label:first-child::after"#))
        form.requiredMarker = "*"
        #expect(try !css(styled(form)).contains("::after"))
        #expect(styled(form).contains(#"<label for="formwork-user_name">User Name *</label>"#))
    }

    @Test func compactOutputWritesTheStyleSheetOnOneLine() throws {
        let html = styled(try FormState(Registration()), pretty: false)
        #expect(html.hasPrefix("<style>fieldset[data-formwork-section]{"))
        #expect(!(try css(html)).contains("\n"))
    }
}
