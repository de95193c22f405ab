import Formwork
import FormworkFixtures
import FormworkLayout
import Testing

/// The pictures' own texts are worded by `FormCatalogue.pictures` of FormworkLayout, in every
/// built-in language as in English; an app's catalogue still words any of
/// them its way.
@Suite struct PictureCatalogueTests {
    static let own = CatalogueCompleteness(.pictures)

    @Test(arguments: FormLanguage.builtIn)
    func everyLanguageWordsEveryEnglishKeyWithItsParametersAndPluralForms(_ language: FormLanguage) {
        let missing = Self.own.missingKeys(in: language)
        #expect(missing.isEmpty, "\(language) lacks \(missing)")
        let extra = Self.own.extraKeys(in: language)
        #expect(extra.isEmpty, "\(language) words keys English lacks: \(extra)")
        let mismatches = Self.own.parameterMismatches(in: language)
        #expect(mismatches.isEmpty, "\(language) \(mismatches)")
        let counted = Self.own.countedKeysLackingPluralForms(in: language)
        #expect(counted.isEmpty, "\(language) \(counted)")
        let plural = Self.own.pluralKeysLackingForms(in: language)
        #expect(plural.isEmpty, "\(language) \(plural)")
    }

    @Test func theCatalogueWordsOnlyItsOwnKeysAndLeavesTheSharedOnesToTheCore() {
        let strays = Self.own.englishKeys.filter { !$0.hasPrefix("picture.") }
        #expect(Self.own.englishKeys.count > 3 && strays.isEmpty, "\(strays)")
        let shared = Set(FormCatalogue.formwork.keys(for: "en"))
        #expect(Self.own.englishKeys.filter(shared.contains).isEmpty)
    }

    @Test func everyKeyItsSourcesNameIsWordedInEnglish() throws {
        let named = try SourceKeys.named(in: "FormworkLayout")
        #expect(!named.isEmpty, "the scan found the phrases the sources name")
        let worded = Set(Self.own.englishKeys + FormCatalogue.formwork.keys(for: "en"))
        let unworded = Set(named).subtracting(worded).sorted()
        #expect(unworded.isEmpty, "named but not worded: \(unworded)")
    }

    @Test func anAppsCatalogueWordsItsTextsBeforeTheBuiltInOnes() {
        let app = FormCatalogue(["de": ["picture.hidden": "Ours"]])
        #expect(
            FormLocalization(language: .german, catalogue: app).text(FormPhrase("picture.hidden"), builtIn: .pictures) == "Ours")
        #expect(FormLocalization(language: .german).text(FormPhrase("picture.hidden"), builtIn: .pictures) == "Ausgeblendet")
        #expect(
            FormLocalization(language: .german).text(FormPhrase("picture.hidden")) == "picture.hidden",
            "the core alone does not word it")
    }
}
