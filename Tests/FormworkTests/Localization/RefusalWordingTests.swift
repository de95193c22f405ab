import Formwork
import Foundation
import Testing

/// A refusal is worded in the form's language from a phrase with a
/// structured reason, so a translator can switch on either, and a count
/// chooses the language's plural form.
@Suite struct RefusalWordingTests {
    private struct Referee: FormModel {
        @FormText var name = ""
    }

    private struct Match: FormModel {
        @FormNumber var age = 0
        @FormNumber var fee: Decimal = 0
        @FormList var scores: [Int] = []
        @FormGroup(maxItems: 3) var referees: [Referee] = []
    }

    private struct Tournament: FormModel {
        @FormGroup(minItems: 2) var referees: [Referee] = []
    }

    @Test(arguments: [
        (FormLanguage.simplifiedChinese, "年龄", "年龄必须是整数"),
        (FormLanguage.japanese, "年齢", "年齢には整数を入力してください"),
        (FormLanguage.russian, "Возраст", "В поле «Возраст» должно быть целое число"),
        (FormLanguage.arabic, "العمر", "يجب أن تكون قيمة العمر عددًا صحيحًا"),
    ])
    func aWholeNumberIsAskedForInTheFormsLanguage(_ language: FormLanguage, _ title: String, _ message: String) throws {
        var form = try FormState(Match())
        form.localization = FormLocalization(language: language, titles: ["age": title])
        let error = #expect(throws: FormInputError.self) { try form.setText("forty", for: "age") }
        #expect(error?.message == message)
        #expect(error?.reason == .invalidValue(expected: .wholeNumber))
        #expect(error?.phrase?.key == "input.wholeNumber")
        #expect(error?.phrase?[argument: "title"] == title)
        #expect(form.row("age")?.inputError?.message == message)
    }

    @Test func theEnglishRefusalCarriesItsPhraseAndWhatWasExpected() throws {
        var form = try FormState(Match())
        let error = #expect(throws: FormInputError.self) { try form.setText("forty", for: "age") }
        #expect(error?.message == "Age must be a whole number")
        #expect(error?.phrase == FormPhrase("input.wholeNumber", ["title": "Age"]))
    }

    @Test func aListItemIsNamedByItsPositionInTheLanguage() throws {
        var form = try FormState(Match())
        form.localization = FormLocalization(language: .simplifiedChinese, titles: ["scores": "分数"])
        let error = #expect(throws: FormInputError.self) { try form.setText("1，x", for: "scores") }
        #expect(error?.message == "分数第2项（\"x\"）必须是整数")
        #expect(error?.reason == .invalidValue(expected: .item(position: 2, expected: .wholeNumber)))
        #expect(error?.phrase?.key == "input.wholeNumber")
    }

    @Test func tooManyDigitsCountsTheDigitsInRussian() throws {
        var form = try FormState(Match())
        form.localization = FormLocalization(language: .russian, titles: ["fee": "Сбор"])
        // 40 significant digits; a Decimal keeps 38, and 38 takes the "many" form (цифр).
        let digits = String(repeating: "1234567890", count: 4) + ".5"
        let error = #expect(throws: FormInputError.self) { try form.setText(digits, for: "fee") }
        #expect(error?.message == "В поле «Сбор» слишком много цифр: точно сохраняется не более 38 цифр")
        #expect(error?.reason == .invalidValue(expected: .fewerDigits(limit: 38)))
        #expect(error?.phrase?.count == 38)
    }

    @Test func aFullGroupRefusesAnotherItemWithItsPluralInRussian() throws {
        var form = try FormState(Match())
        form.localization = FormLocalization(language: .russian, titles: ["referees": "Судьи"])
        for index in 0..<3 { try form.insertItem(at: index, intoGroup: "referees") }
        let error = #expect(throws: FormInputError.self) { try form.insertItem(at: 3, intoGroup: "referees") }
        // 3 is "few" in Russian: элементов.
        #expect(error?.message == "В разделе «Судьи» может быть не более 3 элементов")
        #expect(error?.reason == .tooManyItems(limit: 3))
        #expect(error?.phrase?.key == "group.tooMany")
    }

    @Test(arguments: [
        (1, "В разделе «Судьи» может быть не более 1 элемента"),
        (4, "В разделе «Судьи» может быть не более 4 элементов"),
        (5, "В разделе «Судьи» может быть не более 5 элементов"),
        (21, "В разделе «Судьи» может быть не более 21 элемента"),
    ])
    func russianGroupLimitsTakeTheFormOfTheirCount(_ count: Int, _ message: String) {
        let phrase = FormPhrase("group.tooMany", ["title": "Судьи"], count: count)
        #expect(FormLocalization(language: .russian).text(phrase) == message)
    }

    @Test func aGroupWithTooFewItemsSaysSoInArabicWithTheDualForm() throws {
        var form = try FormState(Tournament())
        form.localization = FormLocalization(language: .arabic, titles: ["referees": "الحكام"])
        let error = try #require(form.validate().first)
        #expect(error.message == "يجب أن يحتوي قسم الحكام على عنصرين على الأقل")
        #expect(error.kind == .rule(.minItems))
        #expect(error.phrase?.key == "group.tooFew")
        #expect(error.phrase?.count == 2)
    }

    @Test(arguments: [
        (0, "يجب أن يحتوي قسم الحكام على 0 عنصر على الأقل"),
        (1, "يجب أن يحتوي قسم الحكام على عنصر واحد على الأقل"),
        (3, "يجب أن يحتوي قسم الحكام على 3 عناصر على الأقل"),
        (11, "يجب أن يحتوي قسم الحكام على 11 عنصرًا على الأقل"),
        (100, "يجب أن يحتوي قسم الحكام على 100 عنصر على الأقل"),
    ])
    func arabicGroupMinimumsTakeTheFormOfTheirCount(_ count: Int, _ message: String) {
        let phrase = FormPhrase("group.tooFew", ["title": "الحكام"], count: count)
        #expect(FormLocalization(language: .arabic).text(phrase) == message)
    }

    @Test func aTranslatorCanReplaceARefusalByItsKey() throws {
        var form = try FormState(Match())
        form.localization = FormLocalization(language: .german) { request in
            guard case .phrase(let phrase, _) = request, phrase.key == "input.wholeNumber" else { return nil }
            return "Bitte eine ganze Zahl für \(phrase[argument: "title"] ?? "") eingeben"
        }
        let error = #expect(throws: FormInputError.self) { try form.setText("vierzig", for: "age") }
        #expect(error?.message == "Bitte eine ganze Zahl für Age eingeben")
    }
}
