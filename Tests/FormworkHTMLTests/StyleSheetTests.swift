import Formwork
import FormworkFixtures
import FormworkHTML
import Foundation
import Testing

/// FormworkHTML's own stylesheet, for the page's head or as a file to link:
/// the form itself writes no `<style>`.
@Suite("HTML: the default stylesheet")
struct StyleSheetTests {
    /// The text between `<style…>` and `</style>`.
    private func css(_ html: String) throws -> String {
        let start = try #require(html.range(of: ">")).upperBound
        let end = try #require(html.range(of: "</style>")).lowerBound
        return String(html[start..<end])
    }

    @Test func theFormWritesNoStyleElement() throws {
        for options in [FormHTMLOptions(), FormHTMLOptions(nonce: "r4nd0m"), FormHTMLOptions(pretty: false)] {
            #expect(!(try FormState(Registration()).html(options: options)).contains("<style"))
        }
    }

    @Test func theStyleElementHoldsTheStyleSheetForTheHead() throws {
        let element = FormHTMLStyleSheet.styleElement()
        #expect(element.hasPrefix("<style>\nfieldset[data-formwork-section]{"))
        #expect(element.hasSuffix("}\n</style>\n"))
        #expect(try css(element) == "\n" + FormHTMLStyleSheet.text())
    }

    @Test func theStyleElementCarriesTheNonceEscaped() {
        #expect(FormHTMLStyleSheet.styleElement(nonce: "r4nd\"0m").hasPrefix("<style nonce=\"r4nd&quot;0m\">\n"))
    }

    @Test func theLinkElementNamesTheServedFileEscaped() {
        #expect(FormHTMLStyleSheet.linkElement(href: "/formwork.css") == "<link rel=\"stylesheet\" href=\"/formwork.css\">\n")
        #expect(
            FormHTMLStyleSheet.linkElement(href: "/f.css?v=\"1\"&x=<")
                == "<link rel=\"stylesheet\" href=\"/f.css?v=&quot;1&quot;&amp;x=&lt;\">\n")
    }

    @Test func theTextIsOneRulePerLine() {
        let lines = FormHTMLStyleSheet.text().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count > 10 && lines.last == "")
        for line in lines.dropLast() { #expect(line.hasSuffix("}") && line.filter { $0 == "}" }.count == 1, "\(line)") }
    }

    @Test func noElementOfAFormHasAStyleAttribute() throws {
        let elements = try StrictTokenizer.elements(try FormState(EveryKind()).html())
        #expect(!elements.contains { $0.attributes["style"] != nil })
    }

    @Test func everySelectorNamesAFormworkClassOrAttribute() throws {
        let rules = FormHTMLStyleSheet.text().split(separator: "\n")
        #expect(rules.count > 10)
        for rule in rules {
            let selectors = try #require(rule.split(separator: "{").first).split(separator: ",")
            for selector in selectors { #expect(selector.contains("formwork"), "\(selector)") }
        }
    }

    @Test func requiredRowsAreMarkedByTheStyleSheetUnlessAskedNotTo() throws {
        var form = try FormState(Registration())
        #expect(form.html().contains(#"<div class="formwork-row formwork-required" data-formwork-row="user_name">"#))
        #expect(FormHTMLStyleSheet.text().contains(#".formwork-required>label:first-child::after"#))
        #expect(!FormHTMLStyleSheet.text(marksRequiredRows: false).contains("::after"))
        #expect(!(try css(FormHTMLStyleSheet.styleElement(marksRequiredRows: false))).contains("::after"))
        form.requiredMarker = "*"
        #expect(form.html().contains(#"<label for="formwork-user_name">User Name *</label>"#))
    }
}
