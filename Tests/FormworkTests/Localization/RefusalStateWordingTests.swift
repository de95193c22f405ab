import Formwork
import Foundation
import Testing

/// Rows that cannot be edited now (hidden, disabled, read-only) and values
/// held for another row say so in the form's language.
@Suite struct RefusalStateWordingTests {
    private struct Applicant: FormModel {
        @FormHeading var heading = "Apply"
        @FormNumber(range: 0...150) var age = 0
        @FormLongText(visibleWhen: "age > 12") var about_me = ""
        @FormText(enabledWhen: "age >= 18") var employer = ""
    }

    private static let titles = ["heading": "申请", "age": "年龄", "about_me": "关于我", "employer": "雇主"]

    private func chineseForm() throws -> FormState<Applicant> {
        var form = try FormState(Applicant())
        form.localization = FormLocalization(language: .simplifiedChinese, titles: Self.titles)
        return form
    }

    @Test func aHiddenRowSaysWhichConditionHidesIt() throws {
        var form = try chineseForm()
        let error = #expect(throws: FormInputError.self) { try form.setText("你好", for: "about_me") }
        #expect(error?.message == "关于我已隐藏，因为\"age > 12\"不成立")
        #expect(error?.reason == .hidden)
        #expect(error?.phrase?.key == "input.hidden.while")
    }

    @Test func aDisabledRowAndATitleRowCannotBeEdited() throws {
        var form = try chineseForm()
        let disabled = #expect(throws: FormInputError.self) { try form.setText("苹果", for: "employer") }
        #expect(disabled?.message == "雇主不可编辑")
        let title = #expect(throws: FormInputError.self) { try form.setText("x", for: "heading") }
        #expect(title?.message == "申请不可编辑")
        #expect(title?.reason == .readOnly)
    }

    @Test func aHeldValueNamesTheRowItWaitsForInJapanese() throws {
        var form = try FormState(Applicant())
        form.localization = FormLocalization(language: .japanese, titles: ["age": "年齢", "about_me": "自己紹介"])
        let result = form.update(fromURLEncoded: "age=151&about_me=hello")
        #expect(form.row("about_me")?.inputError?.message == "年齢を修正するまで、自己紹介は保存されません")
        #expect(result.fieldErrors.map(\.phrase?.key) == ["rule.range", "input.held.one"])
    }

    private struct Referee: FormModel {
        @FormNumber(range: 0...150) var age = 0
        @FormNumber(range: 0...80) var years = 0
        @FormLongText(visibleWhen: "age > 12 && years > 1") var reference = ""
    }

    /// A value held for one row is worded for exactly one, under a key of
    /// its own; held for several it takes the plural's wording whatever the
    /// count's category: Russian's "one" also covers 21 rows.
    @Test func aValueHeldForOneRowIsWordedApartFromAValueHeldForSeveral() throws {
        var form = try FormState(Referee())
        form.localization = FormLocalization(
            language: .russian, titles: ["age": "Возраст", "years": "Стаж", "reference": "Рекомендация"])
        let one = form.update(fromURLEncoded: "age=151&years=2&reference=text")
        #expect(one.fieldErrors.map(\.phrase?.key) == ["rule.range", "input.held.one"])
        #expect(form.row("reference")?.inputError?.message.contains("исправлено поле") == true)
        let two = form.update(fromURLEncoded: "age=151&years=81&reference=text")
        #expect(two.fieldErrors.map(\.phrase?.key).last == "input.held")
        let several = try #require(form.row("reference")?.inputError).message
        #expect(several.contains("поля") && several.contains("исправлены"), "\(several)")
        #expect(form.row("reference")?.inputError?.phrase?.count == 2)
    }

    @Test func rowsAreJoinedByTheLanguagesSeparatorAndItsAnd() {
        let rows: [FormPhrase.Argument] = [.init("list", items: ["年龄", "姓名"]), .init("last", "邮箱")]
        #expect(FormLocalization(language: .simplifiedChinese).text(FormPhrase("input.and", arguments: rows)) == "年龄、姓名和邮箱")
        #expect(FormLocalization(language: .english).text(FormPhrase("input.and", arguments: rows)) == "年龄, 姓名 and 邮箱")
    }
}
