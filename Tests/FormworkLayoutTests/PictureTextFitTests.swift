import Formwork
import FormworkFixtures
import FormworkLayout
import Foundation
import Testing

/// Every text of a picture lies inside its row's frame by the renderer's
/// measure, at both size classes and in a model's own side-by-side layout,
/// and the same layout always gives the same bytes.
struct PictureTextFitTests {
    typealias F = PictureFixtures

    /// Wide rows side by side at regular width, narrow ones at compact.
    private struct Contact: FormLayoutCustomizing {
        @FormText(rules: [.required]) var first_name = "Bartholomew-Maximilian"
        @FormText var last_name = "Featherstonehaugh-Cholmondeley"
        @FormBoolean var newsletter = true
        @FormEnumerated(options: [.init("a", "Alpha"), .init("b", "Bravo"), .init("c", "Charlie")])
        var topics: [String] = ["a", "b", "c"]
        @FormLongText(help: "A longer introduction, in the person's own words.") var bio = String(
            repeating: "Writes long sentences without stopping. ", count: 12)

        static func formLayout(for sizeClass: LayoutSizeClass) -> FormCustomLayout? {
            FormCustomLayout(
                lines: [
                    "H:|-margin-[first_name]-margin-[last_name(==first_name)]-margin-|",
                    "H:|-margin-[newsletter(==130)]-margin-[topics]-margin-|",
                    "H:|-margin-[bio]-margin-|",
                    "V:|-margin-[first_name(==44)]-0-[newsletter(==44)]-0-[bio(==106)]-margin-|",
                    "V:|-margin-[last_name(==44)]-0-[topics(==44)]",
                ], metrics: ["margin": 8])
        }
    }

    private static func signUp() throws -> FormState<SignUp> {
        var form = try FormState(SignUp())
        try form.setText("Ada Lovelace", for: "user_name")
        try form.setText("36", for: "age")
        try form.setText("ada@example.com", for: "email")
        try form.setText("Mathematician and writer, known for her notes on the Analytical Engine.", for: "about_me")
        return form
    }

    @Test func everyTextOfTheSignUpLiesInsideItsFrameAtBothWidths() throws {
        for width in [LayoutWidth.compact, .regular, .points(200)] {
            let picture = PictureSVG(try Self.signUp().layout(for: width).render(.svg))
            #expect(picture.parsed && picture.groups.count == 11)
            #expect(picture.textsOutsideTheirFrames == [])
        }
        #expect(PictureSVG(try Self.signUp().layout(for: .regular).render(.svg)).root["data-size-class"] == "regular")
    }

    @Test func everyTextOfAModelsOwnSideBySideLayoutLiesInsideItsFrame() throws {
        for width in [LayoutWidth.compact, .regular] {
            let picture = PictureSVG(try FormState(Contact()).layout(for: width).render(.svg))
            #expect(picture.parsed && picture.groups.map(\.key) == ["first_name", "last_name", "newsletter", "topics", "bio"])
            #expect(picture.textsOutsideTheirFrames == [])
            let first = try #require(picture.group("first_name"))
            #expect(first.texts.contains { $0.text.hasSuffix("…") } == (width == .compact))  // the long name is cut
        }
    }

    @Test func everyTextOfEveryKindLiesInsideItsFrame() throws {
        for width in [LayoutWidth.compact, .regular, .points(120)] {
            let picture = PictureSVG(try FormState(Everything()).layout(for: width, showingHiddenRows: true).render(.svg))
            #expect(picture.parsed && !picture.groups.isEmpty)
            #expect(picture.textsOutsideTheirFrames == [])
        }
    }

    @Test func wideCharactersAreFittedInsideTheFrame() throws {
        let cjk = String(repeating: "東京都渋谷区神宮前", count: 6)
        let emoji = String(repeating: "🎉👩‍💻🚀", count: 10)
        let picture = try F.picture([
            F.item("city", .field(.plain), title: "住所と建物の名前を入力してください", text: cjk),
            F.item("mood", .picker, title: emoji, text: emoji),
            F.item("story", .textArea, title: "物語", text: cjk + " " + emoji + " " + cjk),
            F.item("tags", .chips([cjk, emoji])),
        ])
        #expect(picture.parsed)
        #expect(picture.textsOutsideTheirFrames == [])
        let city = try #require(picture.group("city"))
        #expect(city.texts.allSatisfy { $0.text.hasSuffix("…") })
        #expect(picture.group("story")?.texts.last?.text.hasSuffix("…") == true)
    }

    @Test func markupInTextIsEscapedAndParses() throws {
        let picture = try F.picture([
            F.item("a<b", .field(.plain), title: "Q & \"A\" <'x'>", text: "line\nbreak\u{1}"),
            F.item("list", .list(["one & two", "<three>"])),
        ])
        #expect(picture.parsed)
        #expect(picture.group("a<b")?.text("Q & \"A\" <'x'>") != nil)
        // U+0001, which XML 1.0 does not allow, is its Control Picture U+2401.
        #expect(picture.group("a<b")?.attributes["data-value"] == "line\nbreak\u{2401}")
        #expect(picture.group("list")?.attributes["data-value"] == "one & two\n<three>")
    }

    @Test func twoRendersGiveTheSameBytes() throws {
        let layout = try Self.signUp().layout(for: .compact, errors: try Self.signUp().validate())
        #expect(Data(layout.render(.svg).utf8) == Data(layout.render(.svg).utf8))
        let again = try Self.signUp().layout(for: .compact, errors: try Self.signUp().validate())
        #expect(again.render(.svg) == layout.render(.svg))
    }

    /// The contract's shape: one `<g>` per frame, each opening on its own
    /// line with two spaces and closed by `  </g>`, never nested.
    @Test func eachFrameIsOneGroupDirectlyUnderTheRoot() throws {
        let layout = try FormState(Everything()).layout(for: .compact)
        let lines = layout.render(.svg).split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("  <g ") }.count == layout.frames.count)
        #expect(lines.filter { $0 == "  </g>" }.count == layout.frames.count)
        #expect(
            lines.filter { $0.hasPrefix("  ") && !$0.hasPrefix("    ") && !$0.hasPrefix("  <g ") }.count == layout.frames.count
                + 1)
        #expect(PictureSVG(layout.render(.svg)).groups.map(\.key) == layout.frames.map(\.name))
    }
}
