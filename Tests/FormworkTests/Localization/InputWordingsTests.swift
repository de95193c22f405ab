import Formwork
import Testing

/// The refusals', edits', groups' and items' wordings exist in every
/// built-in language, with English's parameters and the plural forms the
/// language's rule names.
@Suite struct InputWordingsTests {
    private static let prefixes = ["input.", "edit.", "group.", "item."]

    private static var englishKeys: [String] {
        FormCatalogue.formwork.keys(for: "en").filter { key in prefixes.contains { key.hasPrefix($0) } }
    }

    @Test func everyLanguageWordsEveryKeyWithEnglishsParameters() throws {
        #expect(Self.englishKeys.count > 40)
        for language in FormLanguage.builtIn {
            for key in Self.englishKeys {
                let english = try #require(FormCatalogue.formwork.entry(key, for: .english))
                let entry = FormCatalogue.formwork.entry(key, for: language)
                #expect(entry?.parameters == english.parameters, "\(language.tag) \(key)")
            }
        }
    }

    @Test func everyPluralWordingGivesTheLanguagesCategories() {
        for language in FormLanguage.builtIn {
            for key in Self.englishKeys {
                guard
                    case .plural(let zero, let one, let two, let few, let many, _) = FormCatalogue.formwork.entry(
                        key, for: language)
                else { continue }
                let given: [FormPluralCategory: String?] = [.zero: zero, .one: one, .two: two, .few: few, .many: many]
                for category in language.plurals.categories where category != .other {
                    #expect((given[category] ?? nil) != nil, "\(language.tag) \(key) \(category)")
                }
            }
        }
    }

    @Test func anAppAddsWordsForYesToItsLanguage() throws {
        struct Survey: FormModel {
            @FormBoolean var agrees = false
        }
        var form = try ModelForm(Survey())
        form.localization = FormLocalization(
            language: .simplifiedChinese, catalogue: FormCatalogue(["zh-Hans": ["input.yes": "是|好|行"]]))
        try form.setText("行", for: "agrees")
        #expect(form.value(Bool.self, for: "agrees") == true)
        try form.setText("否", for: "agrees")
        #expect(form.value(Bool.self, for: "agrees") == false)
    }
}
