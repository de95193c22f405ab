import Formwork
import Testing

@testable import FormworkHTML

/// A browser obeys the bidirectional formatting characters in a text node
/// (UAX #9 §2.1–2.4: LRE U+202A … RLO U+202E, LRI U+2066 … PDI U+2069), so
/// `"\u{202E}gnp.exe"` would read "exe.png". Text a person reads shows them
/// as their code point; what the browser posts back (an input's `value`, a
/// textarea's text) keeps the bytes.
@Suite struct DirectionalFormattingTests {
    static let reversed = "\u{202E}gnp.exe"

    /// Contacts titled by their name, a value another person may have typed.
    struct Contacts: FormModel {
        struct Contact: FormModel {
            @FormText var name = ""
        }

        @FormGroup(itemTitle: .field("name")) var contacts: [Contact] = []
    }

    /// The Billboard with `text` as every title, label, help, footer, option
    /// label, button and error, and as the values of its fields.
    private func page(_ text: String) throws -> (html: String, form: FormState<Billboard>) {
        var form = try FormState(Billboard())
        form.localization = FormLocalization { _ in text }
        try form.setValue(.string(text), for: "headline")
        try form.setValue(.string(text), for: "story")
        try form.setValue(.array([.string(text)]), for: "words")
        let error = FormFieldError(key: "headline", title: text, kind: .model, message: text)
        let unplaced = FormFieldError(key: text, title: text, kind: .model, message: text)
        return (form.html(options: .init(action: "/", submitLabel: text), errors: [error, unplaced]), form)
    }

    @Test func everyEmbeddingOverrideAndIsolateInTextShowsItsCodePoint() {
        #expect(FormHTMLEscaping.text(Self.reversed) == "&lt;U+202E&gt;gnp.exe")
        #expect(
            FormHTMLEscaping.text("\u{202A}\u{202B}\u{202C}\u{202D}\u{2066}\u{2067}\u{2068}\u{2069}")
                == "&lt;U+202A&gt;&lt;U+202B&gt;&lt;U+202C&gt;&lt;U+202D&gt;"
                + "&lt;U+2066&gt;&lt;U+2067&gt;&lt;U+2068&gt;&lt;U+2069&gt;")
    }

    /// Right-to-left text uses the marks for its punctuation; a browser acts on no control.
    @Test func marksAndControlsStayInText() {
        #expect(FormHTMLEscaping.text("\u{5E9}\u{200F}.\u{200E}\u{61C}\u{1B}") == "\u{5E9}\u{200F}.\u{200E}\u{61C}\u{1B}")
    }

    @Test func attributesAndATextareaKeepTheBytes() {
        #expect(FormHTMLEscaping.attribute(Self.reversed + "\"") == Self.reversed + "&quot;")
        #expect(FormHTMLEscaping.editableText(Self.reversed + "<") == Self.reversed + "&lt;")
    }

    @Test func everyTextAPersonReadsShowsTheOverride() throws {
        let html = try page(Self.reversed).html
        let texts = try StrictTokenizer.tokens(html).texts
        let textarea = try #require(try StrictTokenizer.elements(html).first { $0.name == "textarea" })
        let read = texts.filter { $0 != textarea.attributes["#text"] }
        #expect(!read.contains { $0.unicodeScalars.contains("\u{202E}") })
        // Legend, label, help, option labels, footer, heading, errors, button.
        #expect(read.filter { $0 == "<U+202E>gnp.exe" }.count >= 8)
    }

    @Test func anItemTitledByAFieldShowsTheOverrideInItsLegend() throws {
        var model = Contacts()
        model.contacts = [Contacts.Contact()]
        model.contacts[0].name = Self.reversed
        let form = try FormState(model)
        let html = form.html(options: .init(action: "/"))
        #expect(html.contains("<legend>&lt;U+202E&gt;gnp.exe</legend>"))
        let input = try #require(try StrictTokenizer.elements(html).first { $0.attributes["name"] == "contacts[0][name]" })
        #expect(input.attributes["value"] == Self.reversed)
    }

    @Test func whatTheBrowserPostsBackIsTheBytes() throws {
        let (html, form) = try page(Self.reversed)
        let entries = try Browser.entries(html)
        #expect(entries.first { $0.0 == "headline" }?.1 == Self.reversed)
        #expect(entries.first { $0.0 == "story" }?.1 == Self.reversed)
        #expect(entries.first { $0.0 == "words[]" }?.1 == Self.reversed)
        #expect(try form.model.story.unicodeScalars.elementsEqual(Self.reversed.unicodeScalars))
    }
}
