import Formwork
import FormworkLayout
import Foundation
import Testing

/// What a form's rows tell a picture: the control each is drawn as, its
/// state, and the notes under it, which also make the row taller.
struct LayoutRowDetailsTests {
    enum Plan: String, FormChoice { case basic, pro }
    enum Perk: String, FormChoice { case coffee, parking, gym }

    struct Sheet: FormModel {
        @FormHeading var heading = "Sheet"
        @FormText(.password) var secret = "hunter2"
        @FormText(help: "As on your passport", rules: [.required]) var full_name = ""
        @FormLongText var notes = ""
        @FormNumber(range: 0...10, step: 1) var seats = 2
        @FormNumber var budget = 0.5
        @FormBoolean var newsletter = true
        @FormEnumerated var plan: Plan = .pro
        @FormEnumerated var perks: [Perk] = [.gym, .coffee]
        @FormList var tags: [String] = ["a", "b"]
        var more = FormSeparator("More", footer: "Shown to admins.")
        @FormImage var photo: FormFile? = FormFile(filename: "me.png", contentType: "image/png", data: Data([1]))
        @FormAttachment var cv: URL? = URL(string: "https://example.com/files/cv.pdf")
        @FormDate(.time) var alarm: Date? = nil
        @FormText(visibleWhen: "newsletter == false") var reason = ""
        @FormText(enabledWhen: "plan == 'basic'") var coupon = ""
    }

    static func items(_ input: FormLayoutInput) -> [String: FormLayoutInput.Item] {
        Dictionary(uniqueKeysWithValues: input.sections.flatMap(\.items).map { ($0.name, $0) })
    }

    @Test func eachKindIsDrawnAsItsControl() throws {
        let items = Self.items(try FormState(Sheet()).layoutInput)
        #expect(items["heading"]?.details.control == .heading)
        #expect(items["secret"]?.details.control == .field(.password))
        #expect(items["notes"]?.details.control == .textArea)
        #expect(items["seats"]?.details.control == .number(hasStepper: true))
        #expect(items["budget"]?.details.control == .number(hasStepper: false))
        #expect(items["newsletter"]?.details.control == .toggle(isOn: true))
        #expect(items["plan"]?.details.control == .picker)
        #expect(items["perks"]?.details.control == .chips(["Gym", "Coffee"]))
        #expect(items["tags"]?.details.control == .list(["a", "b"], canAdd: true))
        #expect(items["photo"]?.details.control == .imageWell(fileName: "me.png"))
        #expect(items["cv"]?.details.control == .attachment(fileName: "cv.pdf"))
        #expect(items["alarm"]?.details.control == .date(.time))
    }

    @Test func stateShowsRequiredDisabledAndReadOnly() throws {
        var form = try FormState(Sheet())
        var items = Self.items(form.layoutInput)
        #expect(items["full_name"]?.details.state == .required)
        #expect(items["coupon"]?.details.state == .disabled)
        #expect(items["seats"]?.details.state == [])
        form.setEditable(false)
        items = Self.items(form.layoutInput)
        #expect(items["full_name"]?.details.state == [.required, .readOnly])
        #expect(items["coupon"]?.details.state == .readOnly)
        #expect(items["heading"]?.details.state == [])
        #expect(items["tags"]?.details.control == .list(["a", "b"], canAdd: false))
    }

    /// Help, then the refused edit, then the passed errors (each message
    /// once), then the section's footer on its last row; 18 points each.
    @Test func notesComeInOrderAndEachAddsALine() throws {
        var form = try FormState(Sheet())
        #expect(throws: FormInputError.self) { try form.setText("many", for: "seats") }
        let errors = form.validate()
        let fullName = try #require(errors.first { $0.key == "full_name" })
        let refused = try #require(form.row("seats")?.inputError?.message)
        let input = form.layoutInput(
            errors: errors + [FormFieldError(key: "seats", title: "Seats", kind: .model, message: "Pick fewer.")])
        let items = Self.items(input)
        #expect(items["full_name"]?.details.noteLines == ["As on your passport", fullName.message])
        #expect(items["full_name"]?.preferredHeight == 80)  // 44 + 2 × 18
        let seats = try #require(items["seats"]?.details.errors)
        #expect(seats.first == refused)
        #expect(seats.last == "Pick fewer.")
        #expect(Set(seats).count == seats.count)
        let lastOfMore = try #require(input.sections.first { $0.title == "More" }?.items.last)
        #expect(lastOfMore.details.footer == "Shown to admins.")
        #expect(lastOfMore.preferredHeight == 44 + 18)
        #expect(items["photo"]?.details.footer == nil)
    }

    @Test func hiddenRowsAreLaidOutOnlyWhenAskedAndMarked() throws {
        let form = try FormState(Sheet())
        #expect(Self.items(form.layoutInput)["reason"] == nil)
        #expect(form.layoutInput.hiddenNames == ["reason"])  // newsletter is on
        let shown = form.layoutInput(showingHiddenRows: true)
        #expect(Self.items(shown)["reason"]?.details.state == .hidden)
        #expect(shown.hiddenNames.isEmpty)
        let layout = try form.layout(for: .compact, showingHiddenRows: true)
        #expect(layout.frame(named: "reason")?.details.state == .hidden)
        #expect(try form.layout(for: .compact).frame(named: "reason") == nil)
    }

    /// The frame carries the item's details, and the notes make it taller:
    /// full_name with help and one error is 44 + 2 × 18 = 80 points.
    @Test func framesCarryDetailsAndNotesMakeRowsTaller() throws {
        let form = try FormState(Sheet())
        let layout = try form.layout(for: .compact, errors: form.validate())
        let frame = try #require(layout.frame(named: "full_name"))
        #expect(frame.height == 80)
        #expect(frame.details.state == .required)
        #expect(frame.details.errors.count == 1)
    }

    @Test func handBuiltItemsGetTheirKindsPlainControl() {
        let list = FormLayoutInput.Item(name: "tags", kind: .list, title: "Tags", text: "x\ny")
        #expect(list.details.control == .list(["x", "y"]))
        let placeholder = FormLayoutInput.Item(name: "tags", kind: .list, title: "Tags", text: "None", isPlaceholder: true)
        #expect(placeholder.details.control == .list([]))
        #expect(FormLayoutInput.Item(name: "on", kind: .boolean, title: "On").details.control == .toggle(isOn: false))
    }
}
