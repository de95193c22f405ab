import Formwork
import FormworkFixtures
import Foundation
import Testing

/// Every built-in kind has the native control an iOS user expects for it,
/// with the keyboard, autofill and capitalization its values need.
@Suite struct NativeControlTests {
    struct Kinds: FormModel {
        @FormText(.name) var name = ""
        @FormText(.email) var email = ""
        @FormText(.phone) var phone = ""
        @FormText(.url) var site = ""
        @FormText(.password) var password = ""
        @FormText var note = ""
        @FormNumber(range: 0...150) var age = 0
        @FormNumber var offset = 0
        @FormNumber var count: UInt = 0
        @FormNumber(min: 0) var price = 0.0
        @FormNumber var balance: Decimal = 0
        @FormAttachment var cv: FormFile? = nil
        @FormRating var stars = 3
    }

    static func control(_ key: String, of form: FormState<some FormModel>) throws -> FormControl {
        form.control(for: try #require(form.row(key)))
    }

    @Test func textTakesTheKeyboardAutofillAndCapitalizationOfItsKind() throws {
        let form = try FormState(Kinds())
        let name = try Self.control("name", of: form)
        #expect(name.style == .textField && name.keyboard == .text && name.textContent == .name)
        #expect(name.capitalization == .words && !name.autocorrects, "names are typed as they are, each word capitalized")
        let email = try Self.control("email", of: form)
        #expect(email.keyboard == .email && email.textContent == .email && email.capitalization == .never)
        #expect(!email.autocorrects)
        let phone = try Self.control("phone", of: form)
        #expect(phone.keyboard == .phone && phone.textContent == .phone)
        let site = try Self.control("site", of: form)
        #expect(site.keyboard == .url && site.textContent == .url && site.capitalization == .never)
        let password = try Self.control("password", of: form)
        #expect(password.style == .secureField && password.textContent == .password)
        #expect(password.capitalization == .never && !password.autocorrects)
        let note = try Self.control("note", of: form)
        #expect(note == FormControl(style: .textField), "plain text: letters, sentences capitalized, corrected")
        #expect([name, email, phone, site, password, note].allSatisfy { $0.takesTyping })
    }

    @Test func aNumberHasAMinusSignOnItsKeyboardOnlyWhenItCanBeNegative() throws {
        let form = try FormState(Kinds())
        #expect(try Self.control("age", of: form).keyboard == .wholeNumber, "0...150: whole, never negative")
        #expect(try Self.control("count", of: form).keyboard == .wholeNumber, "UInt: never negative")
        #expect(try Self.control("offset", of: form).keyboard == .signedNumber, "Int without a lower end")
        #expect(try Self.control("price", of: form).keyboard == .decimal, "Double with min 0")
        #expect(try Self.control("balance", of: form).keyboard == .signedNumber, "Decimal without a lower end")
        #expect(try Self.control("age", of: form).style == .numberField)
    }

    @Test func everyOtherKindHasItsOwnControl() throws {
        let form = try FormState(Everything())
        let styles = try [
            "heading", "notes", "flag", "words", "topics", "genders", "moment", "day", "picture", "scan",
        ].map { try Self.control($0, of: form).style }
        #expect(
            styles == [
                .heading, .textEditor, .toggle, .itemList, .checklist, .checklist, .datePicker, .datePicker, .photo, .photo,
            ])
        let kinds = try FormState(Kinds())
        #expect(try Self.control("cv", of: kinds).style == .file)
        #expect(try Self.control("stars", of: kinds).style == .rating)
        #expect(!FormControl(style: .toggle).takesTyping && !FormControl(style: .textEditor).takesTyping)
    }

    @Test func aSingleChoiceIsSegmentedMenuOrInlineByItsOptionsAndWhetherNoneIsAChoice() throws {
        let form = try FormState(Everything())
        // Small, Medium, Large: three short options.
        #expect(try Self.control("size", of: form).style == .segmented)
        // Low, Normal, High.
        #expect(try Self.control("priority", of: form).style == .segmented)
        // "Prefer Not to Say" is too long to stand beside two others.
        #expect(try Self.control("gender", of: form).style == .inline)
        // An optional choice no rule requires can go back to none: a menu.
        #expect(try Self.control("maybe_gender", of: form).style == .menu)
    }

    struct Choices: FormModel {
        enum Track: String, FormChoice { case ios, web, server, design, data }
        enum Size: String, FormChoice { case small, medium, large, huge }
        @FormEnumerated var track: Track = .ios
        @FormEnumerated var size: Size = .small
        @FormEnumerated(rules: [.required]) var required_size: Size? = nil
    }

    @Test func fourOptionsAreInlineFiveAMenuAndARequiredOptionalHasNoNone() throws {
        let form = try FormState(Choices())
        #expect(try Self.control("track", of: form).style == .menu)
        #expect(try Self.control("size", of: form).style == .inline)
        #expect(try Self.control("required_size", of: form).style == .inline, "required: none is no choice")
    }

    struct Styled: FormModel {
        @FormEnumerated(style: .menu) var size: Choices.Size = .small
        @FormEnumerated(style: .segmented) var track: Choices.Track = .ios
        @FormEnumerated(style: .buttons) var maybe_size: Choices.Size? = nil
        @FormEnumerated(style: .menu) var topics: [Choices.Track] = []
    }

    @Test func aRowsOwnStyleWinsOverTheOptionsCount() throws {
        let form = try FormState(Styled())
        #expect(form.row("size")?.choiceStyle == .menu && form.row("topics")?.choiceStyle == .menu)
        #expect(try Self.control("size", of: form).style == .menu, "four options, a menu as declared")
        #expect(try Self.control("track", of: form).style == .segmented, "five, side by side as declared")
        #expect(try Self.control("maybe_size", of: form).style == .inline)
        #expect(try Self.control("topics", of: form).style == .checklist, "several choices stay a checklist")
        #expect(try FormState(Choices()).row("size")?.choiceStyle == .automatic)
    }
}
