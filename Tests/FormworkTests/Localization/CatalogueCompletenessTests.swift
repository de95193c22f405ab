import Formwork
import FormworkFixtures
import Foundation
import Testing

/// Every built-in language words every text English does, with the same
/// parameters and every plural form its CLDR rule asks for.
@Suite struct CatalogueCompletenessTests {
    static let shared = CatalogueCompleteness(.formwork)

    @Test(arguments: FormLanguage.builtIn)
    func everyLanguageWordsEveryEnglishKey(_ language: FormLanguage) {
        let missing = Self.shared.missingKeys(in: language)
        #expect(missing.isEmpty, "\(language) lacks \(missing)")
        let extra = Self.shared.extraKeys(in: language)
        #expect(extra.isEmpty, "\(language) words keys English lacks: \(extra)")
    }

    @Test(arguments: FormLanguage.builtIn)
    func everyWordingTakesTheParametersEnglishGives(_ language: FormLanguage) {
        let mismatches = Self.shared.parameterMismatches(in: language)
        #expect(mismatches.isEmpty, "\(language) \(mismatches)")
    }

    @Test(arguments: FormLanguage.builtIn)
    func aCountedTextGivesEveryPluralFormOfItsLanguage(_ language: FormLanguage) {
        let lacking = Self.shared.countedKeysLackingPluralForms(in: language)
        #expect(lacking.isEmpty, "\(language) \(lacking)")
    }

    @Test(arguments: FormLanguage.builtIn)
    func aPluralWordingGivesEveryFormOfItsLanguage(_ language: FormLanguage) {
        let lacking = Self.shared.pluralKeysLackingForms(in: language)
        #expect(lacking.isEmpty, "\(language) \(lacking)")
    }

    @Test func everyKeyTheCoresSourcesNameIsWordedInEnglish() throws {
        let named = try SourceKeys.named(in: "Formwork")
        #expect(named.count > 10, "the scan found the phrases the sources name")
        let unworded = Set(named).subtracting(Self.shared.englishKeys).sorted()
        #expect(unworded.isEmpty, "named but not worded: \(unworded)")
    }

    @Test func theScanOfTheSourcesFindsAKeyOnItsOwnLineAndSkipsAnInterpolatedOne() {
        let text = "FormPhrase(\"rule.required\", [:]) FormPhrase(\n    \"item.title\") FormPhrase(\"rule.\\(kind)\")"
        #expect(SourceKeys.literalKeys(in: text) == ["rule.required", "item.title"])
    }

    @Test func theScanOfTheSourcesSkipsThePhraseOfAnAppsMessage() {
        let text = #"FormMessage(FormPhrase("signup.emailTaken"), default: "Taken") FormPhrase("rule.email")"#
        #expect(SourceKeys.literalKeys(in: text) == ["rule.email"])
    }

    @Test func theScanOfTheSourcesSkipsAKeyItsOwnExampleCatalogueWords() {
        let text = #"let watch = FormCatalogue(["en": ["watch.done": "Done"]]) FormPhrase("watch.done") FormPhrase("rule.url")"#
        #expect(SourceKeys.literalKeys(in: text) == ["rule.url"])
    }
}
