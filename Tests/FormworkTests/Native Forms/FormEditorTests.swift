import Formwork
import FormworkFixtures
import Foundation
import Testing

/// What a native form does as a person fills it: refusals keep what was
/// typed, errors show when they should and are announced once, focus moves
/// in order, submitting validates and names the first row in error.
@Suite struct FormEditorTests {
    struct Account: FormModel {
        @FormText(rules: [.required]) var name = ""
        @FormNumber(range: 0...150) var age = 0
        @FormBoolean var more = false
        @FormNumber(visibleWhen: "more") var children = 0
        @FormText(.email, rules: [.required, .email]) var email = ""
        @FormText(enabledWhen: "more == false") var nickname = ""
        @FormLongText(maxCharacters: 5) var bio = ""
        @FormEnumerated var gender: Gender? = nil
        @FormList var topics: [Topic] = []
    }

    static func row(_ key: String, _ editor: FormEditor<some FormModel>) throws -> FormRow {
        try #require(editor.form.row(key))
    }

    @Test func aRefusedEditKeepsTheTypedTextWithItsMessageUntilAnEditIsTaken() throws {
        var editor = try FormEditor(Account())
        let refused = editor.setText("forty", forRow: "age")
        #expect(!refused.isTaken && refused.changes.isEmpty)
        let age = try Self.row("age", editor)
        #expect(editor.text(for: age) == "forty", "nothing typed is lost")
        let message = try #require(editor.message(for: age))
        #expect(message.contains("Age"))
        #expect(editor.form.value(for: "age") == .integer(0), "the value is unchanged")
        let taken = editor.setText("42", forRow: "age")
        #expect(taken.isTaken && taken.changes.first?.changedKeys == ["age"])
        let recovered = try Self.row("age", editor)
        #expect(editor.message(for: recovered) == nil && editor.text(for: recovered) == "42")
    }

    @Test func textTypedIntoARowSurvivesTheRowBeingHiddenAndShownAgain() throws {
        var editor = try FormEditor(Account())
        editor.setValue(.bool(true), forRow: "more")
        #expect(!editor.setText("two", forRow: "children").isTaken)
        let hidden = editor.setValue(.bool(false), forRow: "more")
        #expect(hidden.changes.first?.disappearedKeys == ["children"])
        #expect(editor.row(id: "children") == nil, "hidden")
        let shown = editor.setValue(.bool(true), forRow: "more")
        #expect(shown.changes.first?.appearedKeys == ["children"])
        let children = try #require(editor.row(id: "children"))
        #expect(editor.text(for: children) == "two" && editor.message(for: children) != nil)
        #expect(shown.announcements == [editor.message(for: children)], "the message comes back with the row, and is said")
    }

    @Test func aMessageIsAnnouncedWhenItAppearsAndNotAgainWhileItStays() throws {
        var editor = try FormEditor(Account())
        let first = editor.setText("f", forRow: "age")
        let message = try #require(editor.message(for: try Self.row("age", editor)))
        #expect(first.announcements == [message])
        #expect(editor.setText("fo", forRow: "age").announcements.isEmpty, "the same message, still shown")
        #expect(editor.setText("4", forRow: "age").announcements.isEmpty, "taken: nothing to say")
    }

    @Test func validationErrorsShowAfterTheFirstSubmitAndFollowEveryEditAfter() throws {
        var editor = try FormEditor(Account())
        let name = try Self.row("name", editor)
        #expect(editor.message(for: name) == nil, "nothing is wrong before the person tries to submit")
        guard case .refused(let first, let messages) = editor.submit() else {
            Issue.record("an empty required name must refuse")
            return
        }
        #expect(first == "name", "the first row in error, in form order")
        #expect(messages.count == 2, "name and email are required: \(messages)")
        #expect(editor.message(for: try Self.row("name", editor)) != nil)
        #expect(editor.message(for: try Self.row("email", editor)) != nil)
        editor.setText("Ada", forRow: "name")
        #expect(editor.message(for: try Self.row("name", editor)) == nil, "checked again at every edit")
        let typo = editor.setText("ada@", forRow: "email")
        #expect(typo.isTaken && typo.announcements.count == 1, "a new message for the email: \(typo.announcements)")
        editor.setText("ada@example.com", forRow: "email")
        guard case .submitted(let account) = editor.submit() else {
            Issue.record("a filled form submits")
            return
        }
        #expect(account.name == "Ada" && account.email == "ada@example.com")
    }

    @Test func aRefusedEditIsTheFirstErrorSubmittingFindsAndKeepsItsText() throws {
        var editor = try FormEditor(Account())
        editor.setText("Ada", forRow: "name")
        editor.setText("ada@example.com", forRow: "email")
        editor.setText("old", forRow: "age")
        guard case .refused(let first, _) = editor.submit() else {
            Issue.record("a refused edit refuses the submit")
            return
        }
        let age = try Self.row("age", editor)
        #expect(first == "age" && editor.text(for: age) == "old")
    }

    @Test func focusMovesThroughTheShownEnabledRowsThatTakeTyping() throws {
        var editor = try FormEditor(Account())
        #expect(editor.focusOrder == ["name", "age", "email", "nickname"], "no switch, editor, choice or list")
        #expect(editor.nextFocus(after: "name") == "age" && editor.returnKey(forRow: "name") == .next)
        #expect(editor.nextFocus(after: "nickname") == nil && editor.returnKey(forRow: "nickname") == .done)
        editor.setValue(.bool(true), forRow: "more")
        #expect(editor.focusOrder == ["name", "age", "children", "email"], "children shown, nickname disabled")
        #expect(editor.returnKey(forRow: "email") == .done)
    }

    @Test func aLongTextKeepsItsCharacterLimit() throws {
        let editor = try FormEditor(Account())
        let bio = try Self.row("bio", editor)
        #expect(editor.fitted("abcdefgh", to: bio) == "abcde")
        #expect(editor.fitted("猫🐈‍⬛é", to: bio) == "猫🐈‍⬛é", "characters, not bytes or scalars")
        #expect(editor.characterCount(for: bio) == "0/5")
        #expect(editor.characterCount(for: try Self.row("name", editor)) == nil)
    }

    @Test func anOptionalChoiceNoRuleRequiresOffersNoneFirstInTheFormsLanguage() throws {
        var form = try FormState(Account())
        form.localization = FormLocalization(language: .simplifiedChinese)
        var editor = FormEditor(form)
        let gender = try Self.row("gender", editor)
        let choices = editor.choices(for: gender)
        #expect(choices.first == FormRow.Choice(value: .null, label: "无"))
        #expect(choices.dropFirst().map(\.value) == gender.choices.map(\.value))
        editor.choose(choices[2], forRow: "gender")
        #expect(editor.form.value(for: "gender") == .string("male"))
        editor.choose(choices[0], forRow: "gender")
        #expect(editor.form.value(for: "gender") == .null, "back to none")
    }

    @Test func severalChoicesAreChosenAndUnchosenInTheOptionsOrder() throws {
        var editor = try FormEditor(Account())
        let topics = try Self.row("topics", editor)
        #expect(editor.choices(for: topics) == topics.choices, "no none among several choices")
        let (swift, design, music) = (topics.choices[0], topics.choices[1], topics.choices[2])
        editor.choose(music, forRow: "topics")
        editor.choose(swift, forRow: "topics")
        #expect(editor.form.value(for: "topics") == .array([.string("swift"), .string("music")]))
        editor.choose(music, false, forRow: "topics")
        let now = try Self.row("topics", editor)
        #expect(now.value == .array([.string("swift")]))
        #expect(editor.isChosen(swift, in: now) && !editor.isChosen(design, in: now) && !editor.isChosen(music, in: now))
    }

    @Test func errorsTheAppAddsStayUnderTheirRowUntilItHoldsAnotherValue() throws {
        var editor = try FormEditor(Account())
        editor.setText("ada@example.com", forRow: "email")
        editor.addError("This email is already signed up", for: "email")
        editor.addError("Try again later", for: "server")
        #expect(editor.message(for: try Self.row("email", editor)) == "This email is already signed up")
        #expect(editor.otherMessages == ["Try again later"], "an error naming no row is shown at the end")
        editor.setText("Ada", forRow: "name")
        #expect(editor.message(for: try Self.row("email", editor)) != nil, "another row's edit leaves it")
        let edit = editor.setText("ada@example.org", forRow: "email")
        #expect(editor.message(for: try Self.row("email", editor)) == nil)
        #expect(edit.announcements.isEmpty)
        _ = editor.submit()
        #expect(editor.otherMessages.isEmpty, "submitting again is the retry a form-wide error asks for")
    }

    @Test func theNativeTextsAndTheDirectionFollowTheFormsLanguage() throws {
        var form = try FormState(Resume())
        form.localization = FormLocalization(language: .arabic)
        let arabic = FormEditor(form)
        #expect(arabic.direction == .rightToLeft)
        #expect(arabic.text("native.submit") == "إرسال")
        form.localization = FormLocalization(language: .simplifiedChinese, titles: ["jobs.item": "工作"])
        let chinese = FormEditor(form)
        #expect(chinese.direction == .leftToRight && chinese.text("native.submit") == "提交")
        guard case .group(let jobs)? = chinese.parts.dropFirst().first else {
            Issue.record("the group follows the first section")
            return
        }
        #expect(jobs.addTitle == "添加工作")
    }

    @Test func datesFilesAndStarsAreSetThroughTheirRows() throws {
        var form = try FormState(Everything())
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        form.localization = FormLocalization(timeZone: tokyo)
        var editor = FormEditor(form)
        #expect(editor.timeZone == tokyo, "a picker shows the form's time zone")
        let noon = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(editor.setDate(noon, forRow: "moment").isTaken)
        #expect(editor.date(for: try Self.row("moment", editor)) == noon)
        let scan = FormFile(filename: "scan.png", contentType: "image/png", data: Data([0x89, 0x50]))
        #expect(editor.setFile(scan, forRow: "scan").isTaken)
        #expect(editor.file(for: try Self.row("scan", editor)) == scan)
        #expect(editor.fileName(for: try Self.row("scan", editor)) == "scan.png")
        #expect(editor.setFile(nil, forRow: "scan").isTaken)
        #expect(editor.fileName(for: try Self.row("scan", editor)) == nil)
        // A row holding a URL takes a file chosen from a URL as its URL.
        let picture = FormFile(url: URL(fileURLWithPath: "/tmp/cat.jpg"), contentType: "image/jpeg")
        #expect(editor.setFile(picture, forRow: "picture").isTaken)
        #expect(editor.form.value(for: "picture") == .string("file:///tmp/cat.jpg"))
        #expect(editor.fileName(for: try Self.row("picture", editor)) == "cat.jpg")
    }

    @Test func aFileThatCouldNotBeReadIsSaidUnderItsRowUntilTheRowIsEdited() throws {
        var form = try FormState(Everything())
        form.localization = FormLocalization(language: .simplifiedChinese)
        var editor = FormEditor(form)
        let failed = editor.fileCouldNotBeRead(forRow: "scan")
        #expect(failed.announcements == ["无法读取该文件"] && !failed.isTaken)
        #expect(editor.message(for: try Self.row("scan", editor)) == "无法读取该文件")
        #expect(editor.fileCouldNotBeRead(forRow: "scan").announcements.isEmpty, "said once while it stays")
        let scan = FormFile(filename: "scan.png", contentType: "image/png", data: Data([1]))
        editor.setFile(scan, forRow: "scan")
        #expect(editor.message(for: try Self.row("scan", editor)) == nil)
        #expect(editor.photoFileName(for: try Self.row("scan", editor), extension: "jpeg") == "scan.jpeg")
        #expect(editor.locale.identifier == "zh-Hans", "pickers speak the form's language")
    }

    @Test func anEditSaysWhetherItChangedWhatIsShownBeyondValues() throws {
        var editor = try FormEditor(Account())
        #expect(!editor.setText("Ada", forRow: "name").changesStructure)
        #expect(editor.setValue(.bool(true), forRow: "more").changesStructure, "children appear, nickname is disabled")
        #expect(!editor.setText("x", forRow: "age").changesStructure, "refused: nothing changed")
    }

    struct Review: FormModel {
        @FormRating(stars: 4) var stars = 3
    }

    @Test func aRatingSaysItsStarsInTheFormsLanguage() throws {
        var editor = try FormEditor(Review())
        let stars = editor.stars(for: try Self.row("stars", editor))
        #expect(stars.chosen == 3 && stars.most == 4)
        #expect(editor.starsText(1) == "1 star" && editor.starsText(4) == "4 stars")
        editor.setValue(.integer(4), forRow: "stars")
        #expect(editor.stars(for: try Self.row("stars", editor)).chosen == 4)
    }

    @Test func aListsItemsAreAddedAndDeleted() throws {
        var editor = try FormEditor(Everything())
        editor.addItem("swift", toRow: "words")
        editor.addItem("forms", toRow: "words")
        editor.addItem("native", toRow: "words")
        #expect(editor.items(for: try Self.row("words", editor)) == ["swift", "forms", "native"])
        let deleted = editor.deleteItems(at: [2, 0], fromRow: "words")
        #expect(deleted.changes.count == 2, "one change per item, applied in turn")
        #expect(editor.items(for: try Self.row("words", editor)) == ["forms"])
    }
}
