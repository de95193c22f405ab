import Testing

@testable import Formwork

/// The one escaping of HTML and XML, and the one JSON string writer, in
/// each place text goes. The expected bytes follow the HTML standard
/// (§13.3, *escaping a string*), XML 1.0 (§2.2 "Characters", §3.3.3
/// attribute-value normalization) and RFC 8259 §7.
@Suite("Markup and JSON escaping")
struct MarkupEscapingTests {
    static let reversed = "\u{202E}gnp.exe"

    @Test func htmlTextEscapesAmpersandAndAngleBrackets() {
        #expect(MarkupEscaping.htmlText(#"a < b && c > "d" 'e'"#) == #"a &lt; b &amp;&amp; c &gt; "d" 'e'"#)
    }

    @Test func htmlAttributesAlsoEscapeBothQuotes() {
        #expect(MarkupEscaping.htmlAttribute(#"<"a" & 'b'>"#) == "&lt;&quot;a&quot; &amp; &#39;b&#39;&gt;")
    }

    @Test func htmlCarriageReturnsAreReferencesAndNULIsTheReplacementCharacter() {
        // §13.2.3.5 turns CR LF into LF in markup; a reference survives. NUL is never written.
        #expect(MarkupEscaping.htmlText("a\r\nb\0") == "a&#13;\nb\u{FFFD}")
    }

    @Test func everyEmbeddingOverrideAndIsolateInHTMLTextShowsItsCodePoint() {
        #expect(MarkupEscaping.htmlText(Self.reversed) == "&lt;U+202E&gt;gnp.exe")
        #expect(
            MarkupEscaping.htmlText("\u{202A}\u{202B}\u{202C}\u{202D}\u{2066}\u{2067}\u{2068}\u{2069}")
                == "&lt;U+202A&gt;&lt;U+202B&gt;&lt;U+202C&gt;&lt;U+202D&gt;"
                + "&lt;U+2066&gt;&lt;U+2067&gt;&lt;U+2068&gt;&lt;U+2069&gt;")
    }

    /// Right-to-left text uses the marks for its punctuation; a browser acts on no control.
    @Test func marksAndControlsStayInHTMLText() {
        #expect(MarkupEscaping.htmlText("\u{5E9}\u{200F}.\u{200E}\u{61C}\u{1B}") == "\u{5E9}\u{200F}.\u{200E}\u{61C}\u{1B}")
    }

    @Test func htmlAttributesAndATextareaKeepTheBytes() {
        #expect(MarkupEscaping.htmlAttribute(Self.reversed + "\"") == Self.reversed + "&quot;")
        #expect(MarkupEscaping.htmlEditableText(Self.reversed + "<") == Self.reversed + "&lt;")
    }

    @Test func xmlEscapesBothQuotesAndDropsWhatXMLCannotHold() {
        // XML 1.0 §2.2: no C0 control but tab, LF and CR, and neither U+FFFE nor U+FFFF.
        #expect(MarkupEscaping.xmlText("<a & 'b'>\"\u{1}\0\u{FFFE}\u{FFFF}") == "&lt;a &amp; &#39;b&#39;&gt;&quot;")
        #expect(MarkupEscaping.xmlAttribute("\u{1B}x\u{FFFF}") == "x")
    }

    @Test func xmlTextIsOneLineAndAttributesKeepLineBreaksAsReferences() {
        #expect(MarkupEscaping.xmlText("a\nb\tc\rd") == "a b c d")
        // §3.3.3 would turn the characters themselves into spaces; references survive it.
        #expect(MarkupEscaping.xmlAttribute("a\nb\tc\rd") == "a&#10;b&#9;c&#13;d")
    }

    @Test func jsonEscapesQuotesBackslashesAndEveryControl() {
        // RFC 8259 §7: the two-character escapes where the standard has one, else \u00XX.
        #expect(JSONStringLiteral.quoted("a\"b\\c\n\r\t\u{8}\u{C}\u{1}\u{1F}") == #""a\"b\\c\n\r\t\b\f\u0001\u001f""#)
        #expect(JSONStringLiteral.quoted("é/☺") == "\"é/☺\"")
    }

    @Test func jsonEscapesTheScalarsAskedForAsUTF16Units() {
        #expect(JSONStringLiteral.quoted("</script>", alsoEscaping: ["<"]) == #""\u003c/script>""#)
        #expect(JSONStringLiteral.quoted("\u{2028}", alsoEscaping: ["\u{2028}"]) == #""\u2028""#)
        // A scalar beyond the BMP is its surrogate pair (RFC 8259 §7).
        #expect(JSONStringLiteral.quoted("😀", alsoEscaping: ["😀"]) == #""\ud83d\ude00""#)
        // The standard's own escapes stand, whatever else is asked for.
        #expect(JSONStringLiteral.quoted("\n\"", alsoEscaping: ["\n", "\""]) == #""\n\"""#)
    }

    @Test func theByteWriterWritesWhatTheStringWriterDoes() {
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        JSONStringLiteral.write("a\"\u{1}é", into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "[" + JSONStringLiteral.quoted("a\"\u{1}é"))
    }
}
