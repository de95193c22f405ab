import Formwork
import FormworkHTML
import Foundation
import Testing

/// Every text and attribute value escaped: the OWASP filter-evasion corpus
/// through every place a string reaches the page adds no element and no attribute.
@Suite("HTML: escaping")
struct EscapingTests {
    /// The corpus file, plus what a text file cannot hold well: NUL, CR, line separators.
    static let corpus: [String] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/xss-corpus.txt")
        let lines = ((try? String(contentsOf: url, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        return lines + ["\0<script>alert(1)</script>", "a\r\nb\rc", "\u{2028}<b>\u{2029}", "\0\"\0'"]
    }()

    @Test func theCorpusIsRead() {
        #expect(Self.corpus.count > 40)
    }

    @Test func textEscapesAmpersandAndAngleBrackets() {
        #expect(FormHTMLEscaping.text(#"a < b && c > "d" 'e'"#) == #"a &lt; b &amp;&amp; c &gt; "d" 'e'"#)
    }

    @Test func attributesAlsoEscapeBothQuotes() {
        #expect(FormHTMLEscaping.attribute(#"<"a" & 'b'>"#) == "&lt;&quot;a&quot; &amp; &#39;b&#39;&gt;")
    }

    @Test func carriageReturnsAreReferencesAndNULIsTheReplacementCharacter() {
        // §13.2.3.5 turns CR LF into LF in markup; a reference survives. NUL is never written.
        #expect(FormHTMLEscaping.text("a\r\nb\0") == "a&#13;\nb\u{FFFD}")
    }

    /// The Billboard with `text` in every place a string reaches the page.
    private func page(_ text: String) throws -> String {
        var form = try FormState(Billboard())
        // Titles, placeholders, option labels and the section title, all through the localization.
        form.localization = FormLocalization { _ in text }
        try form.setValue(.string(text), for: "headline")
        try form.setValue(.string(text), for: "story")
        try form.setValue(.array([.string(text), .string(text)]), for: "words")
        let error = FormFieldError(key: "headline", title: text, kind: .model, message: text)
        let unplaced = FormFieldError(key: text, title: text, kind: .model, message: text)
        return form.html(options: .init(action: text, submitLabel: text), errors: [error, unplaced])
    }

    @Test func everyCorpusStringLeavesTheElementsAndAttributesAsTheyAre() throws {
        let reference = try StrictTokenizer.tokens(page("harmless")).tags
        for text in Self.corpus {
            let html = try page(text)
            let tokens = try StrictTokenizer.tokens(html)
            #expect(tokens.tags == reference, "\(text)")
            // Text reads back as it was written (NUL as the parser makes it).
            let expected = text.replacingOccurrences(of: "\0", with: "\u{FFFD}")
            #expect(tokens.texts.filter { $0 == expected }.count >= 3, "\(text)")
        }
    }
}
