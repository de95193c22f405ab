import Formwork
import FormworkLayout
import Testing

/// What a row's state and notes look like in the picture.
struct PictureStateTests {
    typealias F = PictureFixtures

    private struct Club: FormModel {
        @FormText(rules: [.required]) var name = ""
        @FormText(help: "Shown on your badge.", rules: [.required]) var nickname = ""
        @FormBoolean var student = false
        @FormText(visibleWhen: "student") var school = ""
        @FormText(enabledWhen: "student") var student_id = ""
        var contact = FormSeparator("Contact", footer: "We write once a month.")
        @FormBoolean var newsletter = true
    }

    @Test func aRequiredRowHasARedMarkerAfterItsTitle() throws {
        let row = try #require(try F.row(F.item("name", .field(.plain), title: "Name", state: .required)))
        #expect(row.attributes["data-required"] == "true")
        let title = try #require(row.text("Name\u{00A0}*"))
        #expect(title.spans.map(\.fill) == ["#d70015"] && title.spans.map(\.text) == ["\u{00A0}*"])
        #expect(try F.row(F.item("plain", .field(.plain), title: "Name"))?.text("Name")?.spans.isEmpty == true)
    }

    @Test func aDisabledRowIsDimmedInsideItsCell() throws {
        let row = try #require(try F.row(F.item("id", .field(.plain), title: "ID", text: "42", state: .disabled)))
        #expect(row.attributes["data-disabled"] == "true")
        #expect(row.dimmed.first == false)  // the white cell
        let textsDimmed = zip(row.elements, row.dimmed).filter { $0.0.name == "text" }.map(\.1)
        #expect(textsDimmed.count == 2 && !textsDimmed.contains(false))
        #expect(try F.row(F.item("id", .field(.plain), text: "42"))?.dimmed.contains(true) == false)
    }

    @Test func aReadOnlyRowIsTaggedAndHasNoFieldBox() throws {
        let row = try #require(try F.row(F.item("name", .field(.plain), title: "Name", text: "Ada", state: .readOnly)))
        #expect(row.attributes["data-read-only"] == "true")
        #expect(row.text("Read-only") != nil)
        #expect(row.elements("rect").allSatisfy { $0.attributes["stroke"] != "#c6c6c8" })
        #expect(row.text("Ada")?.attributes["text-anchor"] == "end" && row.text("Ada")?.number("x") == 351)
    }

    @Test func hiddenRowsAreOutlinedOnlyWhenShown() throws {
        let form = try FormState(Club())
        let plain = PictureSVG(try form.layout(for: .compact).render(.svg))
        #expect(plain.group("school") == nil)
        let review = PictureSVG(try form.layout(for: .compact, showingHiddenRows: true).render(.svg))
        let school = try #require(review.group("school"))
        #expect(school.attributes["data-hidden"] == "true" && school.text("Hidden") != nil)
        #expect(school.elements("rect").contains { $0.attributes["stroke-dasharray"] == "4 3" })
        #expect(review.group("name")?.elements("rect").contains { $0.attributes["stroke-dasharray"] != nil } == false)
    }

    /// nickname: help, then its error, each 18 tall under the 44-point
    /// control; the footer ends the section's last row.
    @Test func helpErrorsAndFooterAreDrawnInOrderInsideTheRow() throws {
        let form = try FormState(Club())
        let picture = PictureSVG(try form.layout(for: .compact, errors: form.validate()).render(.svg))
        let nickname = try #require(picture.group("nickname"))
        #expect(nickname.attributes["data-errors"] == "1" && nickname.frame.height == 44 + 18 + 18)
        let help = try #require(nickname.text("Shown on your badge."))
        let error = try #require(nickname.texts.first { $0.attributes["fill"] == "#d70015" && $0.spans.isEmpty })
        #expect(help.attributes["fill"] == "#6d6d72" && help.attributes["font-size"] == "12")
        #expect(help.number("y")! < error.number("y")!)
        #expect(error.number("y")! - help.number("y")! == 18 && error.attributes["font-size"] == "12")
        #expect(picture.textsOutsideTheirFrames.isEmpty)
        let newsletter = try #require(picture.group("newsletter"))
        #expect(newsletter.text("We write once a month.")?.attributes["fill"] == "#6d6d72")
        #expect(newsletter.attributes["data-on"] == "true")
        #expect(picture.group("student_id")?.attributes["data-disabled"] == "true")
    }

    /// A row of 44 + 3 notes: help at baseline 52 + 13 = 65, errors 83 and
    /// 101, footer 119; each starts at 24 and ends inside 8 … 367.
    @Test func notesOfAHandBuiltRowAreLinesOf18() throws {
        let item = F.item(
            "email", .field(.email), title: "Email", state: .required, help: "Used to sign in.",
            errors: ["Enter an email address.", "Use your work address."], footer: "Never shared.")
        let row = try #require(try F.row(item))
        #expect(
            row.texts.suffix(4).map(\.text) == [
                "Used to sign in.", "Enter an email address.", "Use your work address.", "Never shared.",
            ])
        #expect(row.texts.suffix(4).map { $0.number("y") } == [65, 83, 101, 119])
        #expect(row.texts.suffix(4).map { $0.attributes["fill"] } == ["#6d6d72", "#d70015", "#d70015", "#6d6d72"])
        #expect(row.attributes["data-errors"] == "2")
        #expect(try F.picture([item]).textsOutsideTheirFrames.isEmpty)
    }
}
