import Formwork
import FormworkFixtures
import FormworkHTML
import Foundation
import Testing

/// A cross-site request forgery token is written as the form's first control,
/// posted by the browser with the rest of the form, and checked exactly.
@Suite("HTML: CSRF token")
struct CSRFTokenTests {
    @Test func theTokenIsTheFirstControlOfTheForm() throws {
        let token = FormCSRFToken("a<b&\"c", name: "_csrf")
        let html = try FormState(Profile()).html(options: FormHTMLOptions(pretty: false, csrfToken: token))
        let form = try #require(html.range(of: "<form"))
        let firstInput = try #require(html.range(of: "<input", range: form.upperBound..<html.endIndex))
        let tag = html[firstInput.lowerBound...].prefix { $0 != ">" }
        // The value is escaped as every attribute value is (HTML's attribute value rules).
        #expect(tag == #"<input type="hidden" name="_csrf" value="a&lt;b&amp;&quot;c""#)
    }

    @Test func aFormWithoutATokenWritesNoHiddenInputForIt() throws {
        let html = try FormState(Profile()).html()
        #expect(!html.contains("csrf"))
    }

    @Test func theBrowserPostsTheTokenAndTheFormIgnoresItsName() throws {
        let token = FormCSRFToken("0123456789abcdef")
        let html = try FormState(Profile.ada).html(options: FormHTMLOptions(csrfToken: token))
        let entries = try Browser.entries(html)
        let body = Browser.urlEncoded(entries)
        #expect(token.isSent(in: try FormParameters(urlEncoded: body)))
        let multipart = Browser.multipart(entries)
        let parts = try FormParameters(multipart: multipart, boundary: "XyZ")
        #expect(token.isSent(in: parts))
        var form = try FormState(Profile())
        let result = form.update(fromURLEncoded: body, options: FormUpdateOptions(blankListItemsAreAbsent: true))
        #expect(result.unknownKeys == ["csrf_token"])
        #expect(result.fieldErrors.isEmpty)
        #expect(form.value(String.self, for: "user_name") == Profile.ada.user_name)
    }

    @Test func onlyTheExactTokenSentOnceMatches() throws {
        let token = FormCSRFToken("abc")
        #expect(token.isSent(in: ["csrf_token": "abc"]))
        #expect(!token.isSent(in: [:]))
        #expect(!token.isSent(in: ["csrf_token": "abd"]))
        #expect(!token.isSent(in: ["csrf_token": "ab"]))
        #expect(!token.isSent(in: ["csrf_token": "abcd"]))
        #expect(!token.isSent(in: ["csrf_token": ""]))
        #expect(!token.isSent(in: ["csrf_token": .array(["abc"])]))
        #expect(!token.isSent(in: ["CSRF_TOKEN": "abc"]))
        // Sent twice, even with the right value once: which one a server reads is its own choice.
        #expect(!token.isSent(in: FormParameters([.init("csrf_token", "abc"), .init("csrf_token", "x")])))
        // An empty expected token matches nothing, not even an empty one sent.
        #expect(!FormCSRFToken("").isSent(in: ["csrf_token": ""]))
    }

    @Test func randomTokensAreSixtyFourHexDigitsAndDiffer() {
        let tokens = (0..<64).map { _ in FormCSRFToken.random().value }
        #expect(Set(tokens).count == 64)
        for token in tokens {
            #expect(token.count == 64)
            #expect(token.allSatisfy { "0123456789abcdef".contains($0) })
        }
    }
}
