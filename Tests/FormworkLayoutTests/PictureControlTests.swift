import Formwork
import Testing

@testable import FormworkLayout

/// Each control drawn as itself. A lone row at 375 is x 8 … 367, its
/// content 16 in (24 … 351), its title line y 8 … 52 with baseline 35.
struct PictureControlTests {
    typealias F = PictureFixtures

    @Test func aTextFieldShowsItsValueInAFieldBoxRightOfTheTitle() throws {
        let row = try #require(try F.row(F.item("name", .field(.plain), title: "Name", text: "Ada")))
        #expect(row.control == "field")
        #expect(row.attributes["data-value"] == "Ada")
        let title = try #require(row.text("Name"))
        #expect(title.number("x") == 24 && title.number("y") == 35)
        let value = try #require(row.text("Ada"))
        let box = try #require(row.elements("rect").first { $0.attributes["rx"] == "6" })
        #expect(try #require(value.number("x")) > box.number("x") ?? .infinity)
        #expect(box.number("x")! > title.number("x")! && (box.number("x")! + box.number("width")!) == 351)
        #expect(value.attributes["fill"] == "#000000")
    }

    @Test func aPlaceholderIsGreyAndMarked() throws {
        let row = try #require(try F.row(F.item("email", .field(.email), text: "you@example.com", placeholder: true)))
        #expect(row.text("you@example.com")?.attributes["fill"] == "#aaaaaa")
        #expect(row.attributes["data-placeholder"] == "true")
        #expect(row.attributes["data-value"] == "you@example.com")
    }

    @Test func aPasswordIsDotsAndNeverItsText() throws {
        let svg = try F.svg([
            F.item("long", .field(.password), text: "correct horse battery"), F.item("short", .field(.password), text: "abcde"),
        ])
        #expect(!svg.contains("correct") && !svg.contains("abcde"))
        let picture = PictureSVG(svg)
        #expect(picture.group("long")?.control == "password")
        #expect(picture.group("long")?.texts.last?.text == String(repeating: "•", count: 12))
        #expect(picture.group("short")?.texts.last?.text == "•••••")
        #expect(picture.group("short")?.attributes["data-value"] == "•••••")
    }

    /// Lines of 18 in a box from y 48 to 90 in an 88-tall row: two lines,
    /// baselines 65 and 83, the second cut with "…".
    @Test func aTextAreaWrapsItsValueAndCutsWhatDoesNotFit() throws {
        let text = Array(repeating: "The quick brown fox jumps over the lazy dog.", count: 6).joined(separator: " ")
        let row = try #require(try F.row(F.item("bio", .textArea, title: "Bio", text: text)))
        #expect(row.control == "text-area")
        let lines = row.texts.dropFirst()
        #expect(lines.map { $0.number("y") } == [65, 83])
        #expect(lines.first?.text.hasPrefix("The quick brown fox") == true)
        #expect(lines.last?.text.hasSuffix("…") == true)
        #expect(row.attributes["data-value"] == text)
    }

    @Test func aStepperIsDrawnOnlyForANumberWithAStep() throws {
        let picture = try F.picture([
            F.item("plain", .number(hasStepper: false), text: "3"), F.item("stepped", .number(hasStepper: true), text: "3"),
        ])
        let plain = try #require(picture.group("plain")), stepped = try #require(picture.group("stepped"))
        #expect(plain.control == "number" && stepped.control == "stepper")
        #expect(plain.elements("rect").allSatisfy { $0.attributes["width"] != "94" })
        let stepper = try #require(stepped.elements("rect").first { $0.attributes["width"] == "94" })
        #expect(stepper.number("x") == 257)  // 351 - 94
        #expect(stepped.elements("path").count == 3)  // divider, −, +
        #expect(stepped.text("3")?.attributes["text-anchor"] == "end")
    }

    @Test func aSwitchIsGreenWithItsKnobRightWhenOnAndGreyWithItLeftWhenOff() throws {
        let picture = try F.picture([F.item("on", .toggle(isOn: true)), F.item("off", .toggle(isOn: false))])
        for (key, isOn) in [("on", true), ("off", false)] {
            let row = try #require(picture.group(key))
            #expect(row.control == "switch" && row.attributes["data-on"] == (isOn ? "true" : "false"))
            let track = try #require(row.elements("rect").first { $0.attributes["width"] == "51" })
            let knob = try #require(row.elements("circle").first)
            let centre = try #require(track.number("x")) + 25.5
            #expect(track.number("x") == 300 && track.attributes["fill"] == (isOn ? "#34c759" : "#e9e9eb"))
            #expect(isOn ? knob.number("cx")! > centre : knob.number("cx")! < centre)
        }
    }

    /// At 150 points a row is 134 wide: its title is cut to end a gap
    /// before the track, which keeps its 51 points.
    @Test func aNarrowSwitchCutsItsTitleBeforeTheTrack() throws {
        let picture = try F.picture([F.item("newsletter", .toggle(isOn: true), title: "Monthly newsletter")], width: .points(150))
        let row = try #require(picture.group("newsletter"))
        let title = try #require(row.texts.first)
        let track = try #require(row.elements("rect").first { $0.attributes["width"] == "51" })
        #expect(title.text.hasSuffix("…"))
        #expect(
            try #require(title.number("x")) + TextMeasure.width(of: title.text, size: 13, bold: false) <= track.number("x")! - 8)
    }

    @Test func aPickerShowsTheChosenLabelBeforeAChevron() throws {
        let row = try #require(try F.row(F.item("gender", .picker, title: "Gender", text: "Female")))
        #expect(row.control == "picker")
        let label = try #require(row.text("Female"))
        #expect(label.attributes["text-anchor"] == "end" && label.number("x") == 336)
        #expect(row.elements("path").first?.attributes["d"] == "M344 24 L350 30 L344 36")
    }

    @Test func chipsShowTheChosenLabelsAndCountThoseThatDoNotFit() throws {
        let few = ["Swift", "Design"]
        let many = (1...12).map { "Topic number \($0)" }
        let picture = try F.picture([F.item("few", .chips(few)), F.item("many", .chips(many))])
        let small = try #require(picture.group("few"))
        #expect(small.texts.dropFirst().map(\.text) == few)
        #expect(small.attributes["data-value"] == "Swift\nDesign")
        let large = try #require(picture.group("many"))
        let chips = large.texts.dropFirst().map(\.text)
        let drawn = chips.filter { !$0.hasPrefix("+") }
        #expect(!drawn.isEmpty && drawn.count < 12)
        #expect(chips.last == "+\(12 - drawn.count)")
        #expect(large.elements("rect").filter { $0.attributes["rx"] == "12" }.count == chips.count)
    }

    /// Entries 44 apart under the title line, at y 52 and 96: baselines 79 and 123.
    @Test func aListDrawsEachEntryAsASubRowAndAnAddButtonOnlyWhenItCanAdd() throws {
        let picture = try F.picture([
            F.item("tags", .list(["swift", "design"]), title: "Tags"),
            F.item("fixed", .list(["one"], canAdd: false), title: "Fixed"),
        ])
        let tags = try #require(picture.group("tags"))
        #expect(tags.control == "list" && tags.attributes["data-value"] == "swift\ndesign")
        #expect(tags.text("+ Add")?.attributes["fill"] == "#007aff")
        #expect(tags.text("swift")?.number("y") == 79 && tags.text("design")?.number("y") == 123)
        #expect(tags.text("swift")?.number("x") == 40)
        #expect(tags.elements("path").count == 2)  // a handle per entry
        let fixed = try #require(picture.group("fixed"))
        #expect(fixed.text("+ Add") == nil && fixed.text("one") != nil)
    }

    @Test func anImageWellShowsTheFileNameOrAPlaceholderGlyph() throws {
        let picture = try F.picture([
            F.item("photo", .imageWell(fileName: "portrait.png")), F.item("empty", .imageWell(fileName: nil)),
        ])
        let photo = try #require(picture.group("photo")), empty = try #require(picture.group("empty"))
        #expect(photo.control == "image-well" && photo.attributes["data-value"] == "portrait.png")
        let well = try #require(photo.elements("rect").first { $0.attributes["rx"] == "10" })
        #expect(well.number("y") == 52 && well.number("height") == 230 - 44 - 8)
        #expect(photo.text("portrait.png") != nil && photo.elements("circle").isEmpty)
        #expect(empty.texts.count == 1 && empty.elements("circle").count == 1 && empty.elements("path").count == 1)
    }

    @Test func anAttachmentShowsAPaperclipAndTheFileName() throws {
        let picture = try F.picture([
            F.item("cv", .attachment(fileName: "cv.pdf")), F.item("none", .attachment(fileName: nil)),
        ])
        let cv = try #require(picture.group("cv")), none = try #require(picture.group("none"))
        #expect(cv.control == "attachment" && cv.attributes["data-value"] == "cv.pdf")
        #expect(cv.text("cv.pdf")?.attributes["text-anchor"] == "end" && cv.elements("path").count == 1)
        #expect(none.text("No file")?.attributes["fill"] == "#aaaaaa" && none.attributes["data-value"] == nil)
    }

    /// A calendar is a rect with rx 2, a clock a circle.
    @Test func datesShowACalendarTimesAClockAndDateTimesBoth() throws {
        let picture = try F.picture([
            F.item("day", .date(.date), text: "2024-05-01"), F.item("hour", .date(.time), text: "09:30"),
            F.item("moment", .date(.dateTime), text: "2024-05-01 09:30"),
        ])
        for (key, control, calendars, clocks) in [("day", "date", 1, 0), ("hour", "time", 0, 1), ("moment", "date-time", 1, 1)] {
            let row = try #require(picture.group(key))
            #expect(row.control == control)
            #expect(row.elements("rect").filter { $0.attributes["rx"] == "2" }.count == calendars)
            #expect(row.elements("circle").count == clocks)
            #expect(row.texts.last?.attributes["text-anchor"] == "end")
        }
    }

    @Test func aHeadingRowIsBoldAndASectionHeaderGreyOnThePage() throws {
        let input = FormLayoutInput(sections: [
            FormLayoutInput.Section(title: "Contact", items: [F.item("heading", .heading, title: "Welcome")])
        ])
        let picture = PictureSVG(try input.layout(.compact).render(.svg))
        let heading = try #require(picture.group("heading"))
        #expect(heading.control == "heading" && heading.attributes["data-kind"] == "heading")
        #expect(heading.text("Welcome")?.attributes["font-size"] == "17")
        #expect(heading.text("Welcome")?.attributes["font-weight"] == "bold")
        let header = try #require(picture.group("header_1"))
        #expect(header.attributes["data-kind"] == "header" && header.control == "section-header")
        #expect(header.elements("rect").isEmpty && header.text("Contact")?.attributes["fill"] == "#6d6d72")
    }
}
