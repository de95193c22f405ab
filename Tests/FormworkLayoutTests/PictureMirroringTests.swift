import Formwork
import FormworkFixtures
import FormworkLayout
import Foundation
import Testing

@testable import FormworkLayout

/// A right-to-left form is laid out mirrored, once, and every rendering
/// draws the mirrored frames.
struct PictureMirroringTests {
    static func labelled(_ language: FormLanguage) throws -> FormLayout {
        var form = try FormState(LabelledName())
        form.localization = FormLocalization(language: language)
        return try form.layout(for: .compact)
    }

    /// By hand: 375 wide, margins 8, the label 120 wide. Left to right the
    /// label is at 8 and the name at 8 + 120 + 8 = 136, 375 - 8 - 136 = 231
    /// wide; mirrored the label is at 375 - 8 - 120 = 247 and the name at 8.
    @Test func aLabelIsRightOfItsFieldInArabicAndLeftInEnglish() throws {
        let english = try Self.labelled(.english), arabic = try Self.labelled(.arabic)
        let (enLabel, enName) = (try #require(english.frame(named: "label")), try #require(english.frame(named: "name")))
        let (arLabel, arName) = (try #require(arabic.frame(named: "label")), try #require(arabic.frame(named: "name")))
        #expect((enLabel.x, enLabel.width, enName.x, enName.width) == (8, 120, 136, 231))
        #expect((arLabel.x, arLabel.width, arName.x, arName.width) == (247, 120, 8, 231))
        #expect(enLabel.maxX <= enName.x && arLabel.x >= arName.maxX)
        #expect(arabic.render(.text).contains("label (title) x=247 y=8 w=120 h=44"))
        #expect(
            arabic.render(.json).contains(
                "\"title\": \"Name\", \"text\": \"\", \"placeholder\": false, \"x\": 8, \"y\": 8, \"width\": 231,"))
    }

    @Test func mirroringTwiceGivesTheLayoutBack() throws {
        let english = try Self.labelled(.english)
        #expect(english.mirrored() != english)
        #expect(english.mirrored().mirrored() == english)
        #expect(try Self.labelled(.arabic).mirrored().frames == english.frames)
    }

    /// The title at the right padding (375 - 8 - 16 = 351), running
    /// leftwards; the field box ending 16 in from the frame's left edge.
    @Test func theArabicPictureHasTheTitleAtTheRightAndTheFieldAtTheLeft() throws {
        var form = try FormState(SignUp())
        form.localization = FormLocalization(language: .arabic, titles: ["user_name": "الاسم"])
        let picture = PictureSVG(try form.layout(for: .compact).render(.svg))
        let row = try #require(picture.group("user_name"))
        let title = try #require(row.text("الاسم"))
        #expect(title.number("x") == 351 && title.attributes["text-anchor"] == nil && title.attributes["direction"] == "rtl")
        let box = try #require(row.elements("rect").first { $0.attributes["rx"] == "6" })
        #expect(box.number("x") == 24)
        #expect(try #require(box.number("x")) + (box.number("width") ?? .infinity) < 351)
        #expect(picture.textsOutsideTheirFrames == [])
    }

    /// On, the knob sits at the left of the pill in Arabic, the right in English.
    @Test func anArabicSwitchIsMirrored() throws {
        for (language, knobIsLeft) in [(FormLanguage.english, false), (.arabic, true)] {
            var item = FormLayoutInput.Item(name: "on", kind: .boolean, title: "On")
            item.details = FormLayout.RowDetails(control: .toggle(isOn: true))
            let input = FormLayoutInput(sections: [.init(items: [item])], wording: FormLayout.Wording(.init(language: language)))
            let row = try #require(PictureSVG(try input.layout().render(.svg)).group("on"))
            let pill = try #require(row.elements("rect").first { $0.attributes["rx"] == "15.5" })
            let knob = try #require(row.elements("circle").first)
            let centre = (pill.number("x") ?? 0) + 25.5
            #expect(((knob.number("cx") ?? 0) < centre) == knobIsLeft)
            #expect((pill.number("x") ?? 0) == (knobIsLeft ? 24 : 300))  // 375 - 8 - 16 - 51 = 300
        }
    }

    /// By hand, about the axis 50: x 10 → 90, 16 → 84; an arc's sweep flag flips; y stays.
    @Test func pathsAreMirroredAboutTheAxis() {
        #expect(SVGWriter.mirroredPath("M10 20 L16 26 L10 32", about: 50) == "M90 20 L84 26 L90 32")
        #expect(SVGWriter.mirroredPath("M10 20 H24 V30", about: 50) == "M90 20 H76 V30")
        #expect(SVGWriter.mirroredPath("A 2.5 2.5 0 0 1 12 30 Z", about: 50) == "A 2.5 2.5 0 0 0 88 30 Z")
        #expect(SVGWriter.mirroredPath("M-2 4", about: 0) == "M2 4")
    }

    /// The wireframe's boxes follow the mirrored frames, and each text ends
    /// at the right of its box.
    @Test func theArabicWireframeIsMirrored() throws {
        let lines = try Self.labelled(.arabic).render(.ascii).split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        // At 8 points a column: the name (x 8 to 239) covers columns 1 to
        // round(239 / 8) - 1 = 29, the label (x 247 to 367) 31 to 45.
        let dashes = { (count: Int) in String(repeating: "-", count: count) }
        #expect(lines[1] == " +" + dashes(27) + "+ +" + dashes(13) + "+")
        let english = try Self.labelled(.english).render(.ascii).split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        #expect(english[1] == " +" + dashes(13) + "+ +" + dashes(27) + "+")
        #expect(lines[2].hasSuffix(" Label |") && english[2].hasPrefix(" | Label "))
    }
}
