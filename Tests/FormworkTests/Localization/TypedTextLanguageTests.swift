import Formwork
import Foundation
import Testing

/// What a form shows, it takes back: option labels as the localization
/// shows them, the language's words for yes and no, and lists separated
/// as a keyboard in the language separates them.
@Suite struct TypedTextLanguageTests {
    private enum Speed: String, FormChoice { case standard, express, sameDay }
    private enum Extra: String, FormChoice { case giftWrap, insurance }

    private struct Delivery: FormModel {
        @FormEnumerated var speed: Speed = .standard
        @FormEnumerated var extras: [Extra] = []
        @FormBoolean var gift = false
        @FormList var tags: [String] = []
    }

    private static let chineseLabels = [
        "standard": "标准", "express": "特快", "sameDay": "当日达", "giftWrap": "礼品包装", "insurance": "保险",
    ]

    /// A localization in `language` showing the options with `labels`, by value.
    private static func showing(_ labels: [String: String], in language: FormLanguage) -> FormLocalization {
        FormLocalization(language: language, titles: ["speed": "配送速度"]) { request in
            guard case .optionLabel(_, let value, _) = request else { return nil }
            return labels[value.text]
        }
    }

    @Test func aTranslatedLabelChoosesItsOption() throws {
        var form = try FormState(Delivery())
        form.localization = Self.showing(Self.chineseLabels, in: .simplifiedChinese)
        try form.setText("特快", for: "speed")
        #expect(form.value(Speed.self, for: "speed") == .express)
        try form.setText("当日达", for: "speed")
        #expect(form.value(Speed.self, for: "speed") == .sameDay)
        // The value and the declared label still choose.
        try form.setText("standard", for: "speed")
        #expect(form.value(Speed.self, for: "speed") == .standard)
    }

    @Test func aTranslatedLabelMatchesInAnyLetterCase() throws {
        var form = try FormState(Delivery())
        form.localization = Self.showing(["express": "Eilversand", "sameDay": "Am selben Tag"], in: .german)
        try form.setText("am SELBEN tag", for: "speed")
        #expect(form.value(Speed.self, for: "speed") == .sameDay)
    }

    @Test func aRefusedChoiceListsTheLabelsTheFormShows() throws {
        var form = try FormState(Delivery())
        form.localization = Self.showing(Self.chineseLabels, in: .simplifiedChinese)
        let error = #expect(throws: FormInputError.self) { try form.setText("飞机", for: "speed") }
        #expect(error?.message == "配送速度必须是以下之一：标准、特快、当日达")
        #expect(error?.reason == .notAnOption)
    }

    @Test func severalChoicesAreSeparatedByFullWidthCommas() throws {
        var form = try FormState(Delivery())
        form.localization = Self.showing(Self.chineseLabels, in: .simplifiedChinese)
        try form.setText("礼品包装，保险", for: "extras")
        #expect(form.value([Extra].self, for: "extras") == [.giftWrap, .insurance])
        try form.setText("保险、礼品包装", for: "extras")
        #expect(form.value([Extra].self, for: "extras") == [.insurance, .giftWrap])
    }

    @Test(arguments: [
        ("红色，绿色、蓝色", ["红色", "绿色", "蓝色"]),
        ("أحمر، أخضر", ["أحمر", "أخضر"]),
        ("red, green", ["red", "green"]),
        // A comma carrying a combining mark is another character: it separates nothing.
        ("a,\u{301}b, c", ["a,\u{301}b", "c"]),
        ("红色，\u{301}绿色、蓝色", ["红色，\u{301}绿色", "蓝色"]),
        (" red ,, green ,", ["red", "green"]),
    ])
    func listItemsAreSeparatedAsTheLanguageTypesThem(_ text: String, _ items: [String]) throws {
        var form = try FormState(Delivery())
        try form.setText(text, for: "tags")
        #expect(form.value([String].self, for: "tags") == items)
    }

    @Test(arguments: [
        (FormLanguage.simplifiedChinese, "是", "否"),
        (FormLanguage.traditionalChinese, "是", "否"),
        (FormLanguage.japanese, "はい", "いいえ"),
        (FormLanguage.korean, "예", "아니요"),
        (FormLanguage.german, "Ja", "Nein"),
        (FormLanguage.french, "oui", "non"),
        (FormLanguage.spanish, "sí", "no"),
        (FormLanguage.brazilianPortuguese, "sim", "não"),
        (FormLanguage.russian, "Да", "нет"),
        (FormLanguage.arabic, "نعم", "لا"),
    ])
    func yesAndNoAreTheLanguagesWords(_ language: FormLanguage, _ yes: String, _ no: String) throws {
        var form = try FormState(Delivery())
        form.localization = FormLocalization(language: language)
        try form.setText(yes, for: "gift")
        #expect(form.value(Bool.self, for: "gift") == true)
        try form.setText(no, for: "gift")
        #expect(form.value(Bool.self, for: "gift") == false)
        // English words are still taken.
        try form.setText("yes", for: "gift")
        #expect(form.value(Bool.self, for: "gift") == true)
    }

    @Test func anEnglishFormTakesNoOtherLanguagesWords() throws {
        var form = try FormState(Delivery())
        let error = #expect(throws: FormInputError.self) { try form.setText("是", for: "gift") }
        #expect(error?.message == "Gift must be yes or no")
        #expect(error?.reason == .invalidValue(expected: .yesOrNo))
    }
}
