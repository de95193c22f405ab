import Testing

@testable import Formwork

/// The one scheme every picture and text rendering shows text through.
/// Control Pictures are the Unicode block U+2400–U+2426: U+2400 + n is the
/// picture of C0 control n (U+241B SYMBOL FOR ESCAPE), U+2421 SYMBOL FOR
/// DELETE. The bidirectional formatting characters are those of UAX #9
/// §2.1–2.5 (LRE U+202A … RLO U+202E, LRI U+2066 … PDI U+2069, LRM U+200E,
/// RLM U+200F, ALM U+061C).
@Suite struct VisibleTextTests {
    @Test func aTerminalTitleAndClearSequenceShowsItsEscapesAndBell() {
        #expect(VisibleText.displayable("\u{1B}]0;PWNED\u{07}\u{1B}[2J") == "\u{241B}]0;PWNED\u{2407}\u{241B}[2J")
        #expect(VisibleText.displayable("\u{1B}]0;PWNED\u{07}\u{1B}[2J") == "␛]0;PWNED␇␛[2J")
    }

    @Test func everyC0ControlIsItsControlPictureAndDeleteIsItsSymbol() {
        #expect(VisibleText.displayable("\0\t\n\r\u{1F}") == "␀␉␊␍␟")
        #expect(VisibleText.displayable("\u{7F}") == "␡")
        for value in UInt8(0)...0x1F {
            let picture = Unicode.Scalar(0x2400 + UInt32(value)).map(String.init)
            #expect(picture != nil)
            #expect(VisibleText.symbol(for: Unicode.Scalar(value)) == picture)
        }
    }

    @Test func c1ControlsShowTheirCodePoint() {
        // U+009B is CSI and U+009D OSC to a terminal that reads C1 controls.
        #expect(VisibleText.displayable("a\u{9B}2Jb\u{9D}0;x\u{9C}") == "a<U+009B>2Jb<U+009D>0;x<U+009C>")
        #expect(VisibleText.displayable("\u{80}\u{85}\u{9F}") == "<U+0080><U+0085><U+009F>")
    }

    @Test func aRightToLeftOverrideShowsItsCodePointSoTheNameReadsAsItIs() {
        #expect(VisibleText.displayable("\u{202E}gnp.exe") == "<U+202E>gnp.exe")
        let all = "\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}"
        #expect(
            VisibleText.displayable(all)
                == "<U+202A><U+202B><U+202C><U+202D><U+202E><U+2066><U+2067><U+2068><U+2069>")
    }

    @Test func directionalMarksShowTheirCodePoint() {
        #expect(VisibleText.displayable("5\u{200F}-3 \u{200E}\u{61C}") == "5<U+200F>-3 <U+200E><U+061C>")
    }

    @Test func onlyTheExplicitFormattingCharactersAreExplicit() {
        let explicit = (UInt32(0x2000)...0x206F).compactMap(Unicode.Scalar.init).filter(
            VisibleText.isExplicitDirectionalFormatting)
        #expect(explicit.map(\.value) == [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069])
        #expect(!VisibleText.isExplicitDirectionalFormatting("\u{200F}"))
    }

    @Test func keptScalarsStayAsTheyAre() {
        #expect(VisibleText.displayable("one\ntwo\r\n\u{1B}", keeping: ["\n"]) == "one\ntwo␍\n␛")
        #expect(VisibleText.displayable("one\r\ntwo", keeping: ["\n", "\r"]) == "one\r\ntwo")
    }

    @Test func ordinaryTextIsUnchanged() {
        let texts = ["", "Grüße 👋🏽 東京", "e\u{301}", "שלום עולם", "مرحبا", "\u{A0}", "\u{2028}", "␛ <U+202E>", "\u{200D}"]
        for text in texts {
            #expect(VisibleText.displayable(text) == text)
            #expect(VisibleText.displayable(text).unicodeScalars.elementsEqual(text.unicodeScalars))
        }
    }

    @Test func showingTwiceIsShowingOnce() {
        let once = VisibleText.displayable("\u{1B}[31m\u{202E}x\u{9B}\u{200F}")
        #expect(VisibleText.displayable(once) == once)
    }

    @Test func theReplacedSetIsWhatTheSchemeReplaces() {
        let all = (UInt32(0)...0x2FFF).compactMap(Unicode.Scalar.init)
        #expect(Set(all.filter(VisibleText.isReplaced)) == VisibleText.replacedScalars)
        #expect(VisibleText.replacedScalars.count == 32 + 1 + 32 + 3 + 5 + 4)
        #expect(all.filter { VisibleText.symbol(for: $0) != nil } == all.filter(VisibleText.isReplaced))
    }
}
