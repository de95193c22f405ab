import Formwork
import Testing

/// The rules' messages in the built-in languages, with plural forms by the
/// CLDR rules. Each expected text is written by hand from the language's
/// grammar: the Russian and Arabic noun forms follow the CLDR categories of
/// the count (ru 1, 21, 101 one; 2, 3 few; 5, 11 many; ar 0 zero, 1 one,
/// 2 two, 3, 5 few, 11, 21 many, 101 other).
@Suite struct LocalizedRuleMessageTests {
    static func message(_ rule: FormRule, _ value: FormValue, title: String, in language: FormLanguage) -> String? {
        let errors = FormRule.validate(
            value, rules: [rule], in: FormRule.Context(key: "field", title: title),
            localization: FormLocalization(language: language))
        return errors.first?.message
    }

    static func tooLong(_ limit: Int, in language: FormLanguage, title: String) -> String? {
        message(.maxLength(limit), .string(String(repeating: "x", count: limit + 1)), title: title, in: language)
    }

    @Test func englishKeepsItsMessagesWordForWord() {
        #expect(Self.tooLong(1, in: .english, title: "Bio") == "Bio must be at most 1 character")
        #expect(Self.tooLong(40, in: .english, title: "Bio") == "Bio must be at most 40 characters")
        #expect(Self.message(.required, "", title: "Name", in: .english) == "Name is required")
        #expect(Self.message(.range(0...150), 200, title: "Age", in: .english) == "Age must be between 0 and 150")
    }

    @Test func chineseHasOneFormAndNoSpacesAroundTheTitle() {
        for count in [0, 1, 2, 3, 5, 11, 21, 101] {
            #expect(Self.tooLong(count, in: .simplifiedChinese, title: "简介") == "简介不能超过\(count)个字符")
            #expect(Self.tooLong(count, in: .japanese, title: "自己紹介") == "自己紹介は\(count)文字以内で入力してください")
        }
        #expect(Self.message(.required, "", title: "姓名", in: .simplifiedChinese) == "姓名为必填项")
        #expect(Self.message(.required, "", title: "姓名", in: .traditionalChinese) == "姓名為必填欄位")
    }

    @Test func russianChoosesOneFewOrMany() {
        let expected = [
            0: "символов", 1: "символа", 2: "символов", 3: "символов", 5: "символов", 11: "символов", 21: "символа",
            101: "символа",
        ]
        for (count, noun) in expected {
            #expect(
                Self.tooLong(count, in: .russian, title: "О себе")
                    == "В поле «О себе» должно быть не более \(count) \(noun)")
        }
        let exactly = [1: "символ", 2: "символа", 3: "символа", 5: "символов", 11: "символов", 21: "символ"]
        for (count, noun) in exactly {
            let text = Self.message(.exactLength(count), "", title: "Код", in: .russian)
            #expect(text == nil, "an empty value passes")
            let wrong = Self.message(
                .exactLength(count), .string(String(repeating: "x", count: count + 1)), title: "Код", in: .russian)
            #expect(wrong == "В поле «Код» должно быть ровно \(count) \(noun)")
        }
    }

    @Test func arabicChoosesAmongSixForms() {
        let prefix = "يجب ألا يزيد طول الاسم على "
        let expected = [
            0: "0 حرف", 1: "حرف واحد", 2: "حرفين", 3: "3 أحرف", 5: "5 أحرف", 11: "11 حرفًا", 21: "21 حرفًا", 101: "101 حرف",
        ]
        for (count, amount) in expected {
            #expect(Self.tooLong(count, in: .arabic, title: "الاسم") == prefix + amount)
        }
    }

    @Test func frenchCountsZeroAndOneAsSingular() {
        #expect(Self.tooLong(0, in: .french, title: "Bio") == "Le champ «\u{00A0}Bio\u{00A0}» doit contenir au plus 0 caractère")
        #expect(Self.tooLong(1, in: .french, title: "Bio") == "Le champ «\u{00A0}Bio\u{00A0}» doit contenir au plus 1 caractère")
        #expect(Self.tooLong(2, in: .french, title: "Bio") == "Le champ «\u{00A0}Bio\u{00A0}» doit contenir au plus 2 caractères")
        #expect(Self.tooLong(1, in: .german, title: "Bio") == "Bio darf höchstens 1 Zeichen lang sein")
        #expect(Self.tooLong(0, in: .spanish, title: "Bio") == "El campo Bio debe tener como máximo 0 caracteres")
        #expect(Self.tooLong(0, in: .brazilianPortuguese, title: "Bio") == "O campo Bio deve ter no máximo 0 caractere")
    }

    @Test func aListOfOptionsIsJoinedAsTheLanguageJoinsAList() {
        let rule = FormRule.oneOf(["S", "M", "L"])
        #expect(Self.message(rule, "XL", title: "尺码", in: .simplifiedChinese) == "尺码必须是以下之一：S、M、L")
        #expect(Self.message(rule, "XL", title: "Size", in: .english) == "Size must be one of: S, M, L")
        #expect(Self.message(rule, "XL", title: "المقاس", in: .arabic) == "يجب أن تكون قيمة المقاس إحدى القيم التالية: S، M، L")
    }

    @Test func aMessageTheAppWroteIsKeptInEveryLanguage() {
        let rule = FormRule.required.message("Tell us your name")
        #expect(Self.message(rule, "", title: "姓名", in: .simplifiedChinese) == "Tell us your name")
        let custom = FormRule.custom("even", message: "偶数にしてください") { _ in false }
        #expect(Self.message(custom, 3, title: "数", in: .japanese) == "偶数にしてください")
    }

    @Test func theAppOverridesOneBuiltInTextByKeyAndKeepsTheRest() {
        let catalogue = FormCatalogue(["zh-Hans": ["rule.required": "{title}不能为空"]])
        let localization = FormLocalization(language: .simplifiedChinese, catalogue: catalogue)
        #expect(localization.text(FormPhrase("rule.required", ["title": "姓名"])) == "姓名不能为空")
        #expect(localization.text(FormPhrase("rule.email", ["title": "邮箱"])) == "邮箱必须是有效的电子邮件地址")
    }

    @Test func anAppsOwnLanguageFallsBackToEnglishForWhatItLeavesOut() {
        let italian = FormLanguage(tag: "it")
        let catalogue = FormCatalogue(["it": ["rule.required": "{title} è obbligatorio"]])
        let localization = FormLocalization(language: italian, catalogue: catalogue)
        #expect(localization.text(FormPhrase("rule.required", ["title": "Nome"])) == "Nome è obbligatorio")
        #expect(localization.text(FormPhrase("rule.email", ["title": "Email"])) == "Email must be a valid email address")
    }

    @Test func theClosureIsOfferedEveryBuiltInTextWithItsWording() {
        let localization = FormLocalization(language: .german) { request in
            if case .phrase(let phrase, let text) = request, phrase.key == "rule.required" { return text + "!" }
            return nil
        }
        #expect(localization.text(FormPhrase("rule.required", ["title": "Name"])) == "Name ist erforderlich!")
    }

    @Test func titlesByKeyAreTheShortestWayToTitleAForm() {
        let localization = FormLocalization(language: .simplifiedChinese, titles: ["weight_kg": "重量（千克）"])
        #expect(localization.title(for: "weight_kg", default: "Weight Kg") == "重量（千克）")
        #expect(localization.title(for: "other", default: "Other") == "Other")
    }

    @Test func aParameterIsInsertedAsDataNeverReadAsAWording() {
        let text = FormLocalization(language: .english).text(FormPhrase("rule.required", ["title": "{title} {count}"]))
        #expect(text == "{title} {count} is required")
    }
}
