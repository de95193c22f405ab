import Formwork
import FormworkFixtures
import FormworkLayout
import Foundation
import Testing

/// The pictures speak the form's language: their own words come from its
/// localization, the SVG says its language, and every text fits its frame.
struct PictureLanguageTests {
    /// The names a rendering's format gives its parts (the outline's
    /// `title=`, the JSON's keys, the kinds, the Visual Format lines), and
    /// the booking's keys: markup, not words for the person filling the form.
    static let formatNames =
        [
            "layout", "compact", "regular", "lang", "dir", "ltr", "rtl", "title", "value", "placeholder", "header",
            "sizeClass", "width", "height", "contentSize", "metrics", "margin", "lines", "frames", "name", "identifier",
            "role", "text", "true", "false", "ambiguities", "language", "direction", "zh", "Hans", "Hant", "ja", "ko",
            "de", "fr", "es", "pt", "BR", "ru", "ar", "en",
        ] + FormRow.Kind.allCases.map(\.rawValue)
        + ["guest", "secret", "notes", "guests", "meal", "extras", "dishes", "photo", "ticket", "day", "reason"]

    /// Every text a picture draws, one per line.
    static func drawnTexts(_ svg: String) -> String {
        PictureSVG(svg).groups.flatMap { $0.texts.map(\.text) }.joined(separator: "\n")
    }

    @Test func noRenderingLeavesEnglishInAnyBuiltInLanguage() throws {
        for language in FormLanguage.builtIn {
            for editable in [true, false] {
                let form = try DinnerBooking.form(in: language, editable: editable)
                for width in [LayoutWidth.compact, .regular] {
                    let layout = try form.layout(for: width, errors: form.validate(), showingHiddenRows: true)
                    let renderings = [
                        ("text", layout.render(.text)), ("ascii", layout.render(.ascii)), ("json", layout.render(.json)),
                        ("svg", Self.drawnTexts(layout.render(.svg))),
                    ]
                    for (format, rendering) in renderings {
                        let leftovers = EnglishLeftovers.words(
                            in: rendering, language: language, allowing: Self.formatNames, builtIn: .pictures)
                        #expect(leftovers == [], "\(language) \(format) editable: \(editable)")
                    }
                }
            }
        }
    }

    /// The words the pictures write are the wording's, by hand from the
    /// catalogue: the tags of a read-only and a hidden row, a list's button,
    /// an empty attachment.
    @Test func thePicturesOwnWordsAreInTheFormsLanguage() throws {
        let editable = try DinnerBooking.form(in: .simplifiedChinese)
        let picture = PictureSVG(try editable.layout(for: .compact, showingHiddenRows: true).render(.svg))
        #expect(picture.group("dishes")?.text("＋添加") != nil)
        #expect(picture.group("ticket")?.text("未选择文件") != nil)
        #expect(picture.group("reason")?.text("已隐藏") != nil)
        let readOnly = PictureSVG(try DinnerBooking.form(in: .german, editable: false).layout(for: .compact).render(.svg))
        #expect(readOnly.group("guest")?.text("Schreibgeschützt") != nil)
        #expect(readOnly.group("dishes")?.text("+ Hinzufügen") == nil)  // a read-only list takes no entries
        let arabic = try DinnerBooking.form(in: .arabic).layout(for: .compact, showingHiddenRows: true)
        #expect(arabic.wording.add == "+ إضافة" && arabic.wording.hidden == "مخفي")
        #expect(FormLayout.Wording.english.noFile == "No file" && FormLayout.Wording.english.readOnly == "Read-only")
    }

    @Test func theSVGSaysItsLanguageAndDirection() throws {
        for language in FormLanguage.builtIn {
            let picture = PictureSVG(try DinnerBooking.form(in: language).layout(for: .compact).render(.svg))
            #expect(picture.root["lang"] == language.tag && picture.root["direction"] == nil)
            let directions = Set(picture.groups.flatMap { $0.texts.map { $0.attributes["direction"] } })
            #expect(directions == [language == .arabic ? "rtl" : nil])
        }
        let input = FormLayoutInput(sections: [.init(items: [.init(name: "a", kind: .text, title: "A")])])
        #expect(PictureSVG(try input.layout().render(.svg)).root["lang"] == "en")
    }

    @Test func theOutlineAndJSONSayAnotherLanguageThanEnglish() throws {
        let arabic = try DinnerBooking.form(in: .arabic).layout(for: .compact)
        #expect(arabic.render(.text).hasPrefix("layout compact 375 x "))
        #expect(arabic.render(.text).split(separator: "\n").first?.hasSuffix(" lang=ar dir=rtl") == true)
        #expect(arabic.render(.json).contains("\n  \"width\": 375,\n  \"language\": \"ar\", \"direction\": \"rtl\",\n"))
        let chinese = try DinnerBooking.form(in: .simplifiedChinese).layout(for: .compact)
        #expect(chinese.render(.text).split(separator: "\n").first?.hasSuffix(" lang=zh-Hans dir=ltr") == true)
        let english = try DinnerBooking.form(in: .english).layout(for: .compact)
        #expect(!english.render(.text).contains("lang=") && !english.render(.json).contains("\"language\""))
    }

    @Test func everyTextOfAWideScriptLiesInsideItsFrame() throws {
        for language in [FormLanguage.simplifiedChinese, .traditionalChinese, .japanese, .korean, .arabic, .russian] {
            for width in [LayoutWidth.compact, .regular, .points(200)] {
                let form = try DinnerBooking.form(in: language)
                let picture = PictureSVG(
                    try form.layout(for: width, errors: form.validate(), showingHiddenRows: true).render(.svg))
                #expect(picture.parsed && picture.groups.count == 11)
                #expect(picture.textsOutsideTheirFrames == [], "\(language) at \(width)")
            }
        }
    }

    /// `東京` is two wide characters: four columns, so the box's right
    /// border stays in the column of the borders above and below it.
    @Test func wideCharactersTakeTwoColumnsOfTheWireframe() throws {
        let input = FormLayoutInput(sections: [.init(items: [.init(name: "city", kind: .text, title: "東京", text: "渋谷")])])
        let lines = try input.layout(.points(160)).render(.ascii).split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        // 160 points at 8 a column: the box from column 1 to round(152 / 8) - 1 = 18; the
        // text from column 3, each character two columns, then spaces to the border.
        #expect(lines[1] == " +" + String(repeating: "-", count: 16) + "+")
        #expect(lines[2] == " | 東京" + String(repeating: " ", count: 11) + "|")
        #expect(lines[3] == " | 渋谷" + String(repeating: " ", count: 11) + "|")
    }
}
