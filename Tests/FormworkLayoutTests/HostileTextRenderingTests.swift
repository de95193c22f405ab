import Formwork
import FormworkFixtures
import Foundation
import Testing

@testable import FormworkLayout

/// Values that would act on the person reading a rendering, in every
/// rendering: ESC and BEL (a terminal's title and clear-screen sequences),
/// CR, a C1 CSI, a right-to-left override and a right-to-left mark. The
/// expected symbols are written by hand from the scheme of `VisibleText`:
/// ESC U+241B `␛`, BEL U+2407 `␇`, CR U+240D `␍`, and `<U+XXXX>` for the
/// rest. The model and the layout keep the bytes.
@Suite struct HostileTextRenderingTests {
    typealias F = PictureFixtures

    static let retitle = "\u{1B}]0;PWNED\u{07}\u{1B}[2J"
    static let reversed = "\u{202E}gnp.exe\nline two\r\nthree"
    static let csi = "\u{9B}31m"
    static let numbers = "5\u{200F}-3"

    static func form() throws -> FormState<SignUp> {
        var form = try FormState(SignUp())
        try form.setText(retitle, for: "user_name")
        try form.setText(reversed, for: "about_me")
        try form.setValue(.array([.string("ok"), .string(csi)]), for: "tags")
        try form.setText(numbers, for: "address.city")
        return form
    }

    static func layout() throws -> FormLayout {
        try form().layout(for: .compact)
    }

    /// The scalars of the scheme in `text`, but the line feeds that end its lines.
    static func hostileScalars(in text: String) -> [UInt32] {
        text.unicodeScalars.filter { $0 != "\n" && VisibleText.isReplaced($0) }.map(\.value)
    }

    @Test func theModelAndTheLayoutKeepTheBytes() throws {
        let form = try Self.form()
        let model = try form.model
        #expect(model.user_name.unicodeScalars.elementsEqual(Self.retitle.unicodeScalars))
        #expect(model.about_me.unicodeScalars.elementsEqual(Self.reversed.unicodeScalars))
        #expect(model.tags == ["ok", Self.csi])
        let layout = try form.layout(for: .compact)
        let userName = try #require(layout.frames.first { $0.name == "user_name" })
        #expect(userName.text.unicodeScalars.elementsEqual(Self.retitle.unicodeScalars))
    }

    @Test func theTextOutlineShowsSymbols() throws {
        let text = try Self.layout().render(.text)
        #expect(Self.hostileScalars(in: text) == [])
        #expect(text.contains(#"title="User Name" value="␛]0;PWNED␇␛[2J""#))
        #expect(text.contains(#"value="<U+202E>gnp.exe\nline two␍\nthree""#))
        #expect(text.contains(#"title="Tags" value="ok\n<U+009B>31m""#))
        #expect(text.contains(#"title="City" value="5<U+200F>-3""#))
        #expect(!text.contains("\u{1B}") && !text.contains("\u{202E}") && !text.contains("\r"))
    }

    @Test func theWireframeShowsSymbols() throws {
        let ascii = try Self.layout().render(.ascii)
        #expect(Self.hostileScalars(in: ascii) == [])
        let lines = ascii.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("| ␛]0;PWNED␇␛[2J" + String(repeating: " ", count: 28) + "|"))
        #expect(lines.contains { $0.hasPrefix("| <U+202E>gnp.exe, line two␍, three ") })
        #expect(lines.contains { $0.hasPrefix("| ok, <U+009B>31m ") })
    }

    /// JSON escapes keep the exact text for a reader and show nothing that acts.
    @Test func theJSONEscapesEveryHostileScalarAndReadsBackExactly() throws {
        let json = try Self.layout().render(.json)
        #expect(Self.hostileScalars(in: json) == [])
        #expect(json.contains(#""text": "\u001b]0;PWNED\u0007\u001b[2J""#))
        #expect(json.contains(#""text": "\u202egnp.exe\nline two\r\nthree""#))
        #expect(json.contains(#""text": "ok\n\u009b31m""#))
        #expect(json.contains(#""text": "5\u200f-3""#))
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let frames = try #require(object?["frames"] as? [[String: Any]])
        let texts = frames.compactMap { $0["text"] as? String }
        #expect(texts.contains { $0.unicodeScalars.elementsEqual(Self.retitle.unicodeScalars) })
        #expect(texts.contains { $0.unicodeScalars.elementsEqual(Self.reversed.unicodeScalars) })
        #expect(texts.contains { $0.unicodeScalars.elementsEqual(Self.numbers.unicodeScalars) })
    }

    @Test func thePictureDrawsAndMeasuresSymbols() throws {
        let svg = try Self.layout().render(.svg)
        #expect(Self.hostileScalars(in: svg) == [])
        let picture = PictureSVG(svg)
        #expect(picture.parsed)
        #expect(picture.textsOutsideTheirFrames == [])
        let userName = try #require(picture.group("user_name"))
        #expect(userName.attributes["data-value"] == "␛]0;PWNED␇␛[2J")
        #expect(userName.text("␛]0;PWNED␇␛[2J") != nil)
        let about = try #require(picture.group("about_me"))
        #expect(about.texts.map(\.text).contains("<U+202E>gnp.exe"))
        #expect(!about.texts.contains { $0.text.contains("\u{202E}") })
        #expect(picture.group("tags")?.text("<U+009B>31m") != nil)
        #expect(picture.group("address.city")?.text("5<U+200F>-3") != nil)
    }

    /// Every text a row shows, built by hand: title, placeholder, help,
    /// error, footer, chips, list entries, file names and a header.
    @Test func everyTextOfAPictureShowsSymbols() throws {
        let o = "\u{202E}", e = "\u{1B}"
        let items = [
            F.item("a", .field(.plain), title: o + "title", text: e + "hint", placeholder: true, help: o + "help"),
            F.item("b", .textArea, title: "Note", text: "ok", errors: [e + "[2Jerror"], footer: o + "footer"),
            F.item("c", .chips([o + "chip", e + "chip"]), title: "Chips"),
            F.item("d", .list([o + "entry"]), title: "List"),
            F.item("e", .imageWell(fileName: o + "gnp.exe"), title: "Image"),
            F.item("f", .attachment(fileName: o + "fdp.exe"), title: "File"),
        ]
        let input = FormLayoutInput(sections: [
            FormLayoutInput.Section(title: o + "header" + e, items: items)
        ])
        let svg = try input.layout(.compact).render(.svg)
        #expect(Self.hostileScalars(in: svg) == [])
        let picture = PictureSVG(svg)
        #expect(picture.textsOutsideTheirFrames == [])
        let texts = picture.groups.flatMap(\.texts).map(\.text)
        for expected in [
            "<U+202E>title", "␛hint", "<U+202E>help", "␛[2Jerror", "<U+202E>footer", "<U+202E>chip", "␛chip",
            "<U+202E>entry", "<U+202E>gnp.exe", "<U+202E>fdp.exe", "<U+202E>header␛",
        ] {
            #expect(texts.contains(expected), "\(expected)")
        }
    }

    /// `<U+202E>` is 8 characters of the table, 1 em was the guess for the
    /// invisible scalar: a field full of overrides is cut where the symbols
    /// fill it, and the cut text lies inside the frame by the same measure.
    @Test func aLongRunOfOverridesIsMeasuredAsItsSymbols() throws {
        let row = try #require(try F.row(F.item("x", .field(.plain), title: "T", text: String(repeating: "\u{202E}", count: 40))))
        let shown = try #require(row.texts.last?.text)
        #expect(shown.hasPrefix("<U+202E><U+202E>") && shown.hasSuffix("…"))
        #expect(TextMeasure.width(of: shown, size: 13) <= row.frame.width - 32)
    }

    @Test func aPasswordHoldingControlsIsDotsOfItsCharacters() throws {
        let row = try #require(try F.row(F.item("p", .field(.password), title: "Password", text: "\u{202E}a\u{1B}")))
        #expect(row.attributes["data-value"] == "•••")
        #expect(row.text("•••") != nil)
    }
}
