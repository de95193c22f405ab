import Formwork
import FormworkFixtures
import FormworkTerminal
import Testing

/// The terminal's own texts are worded by `FormCatalogue.terminal` of FormworkTerminal, in every
/// built-in language as in English; an app's catalogue still words any of
/// them its way.
@Suite struct TerminalCatalogueTests {
    static let own = CatalogueCompleteness(.terminal)

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
        let strays = Self.own.englishKeys.filter { !$0.hasPrefix("terminal.") }
        #expect(Self.own.englishKeys.count > 3 && strays.isEmpty, "\(strays)")
        let shared = Set(FormCatalogue.formwork.keys(for: "en"))
        #expect(Self.own.englishKeys.filter(shared.contains).isEmpty)
    }

    @Test func everyKeyItsSourcesNameIsWordedInEnglish() throws {
        let named = try SourceKeys.named(in: "FormworkTerminal")
        #expect(!named.isEmpty, "the scan found the phrases the sources name")
        let worded = Set(Self.own.englishKeys + FormCatalogue.formwork.keys(for: "en"))
        let unworded = Set(named).subtracting(worded).sorted()
        #expect(unworded.isEmpty, "named but not worded: \(unworded)")
    }

    @Test func anAppsCatalogueWordsItsTextsBeforeTheBuiltInOnes() {
        let app = FormCatalogue(["de": ["terminal.submit": "Ours"]])
        #expect(
            FormLocalization(language: .german, catalogue: app).text(FormPhrase("terminal.submit"), builtIn: .terminal) == "Ours")
        #expect(FormLocalization(language: .german).text(FormPhrase("terminal.submit"), builtIn: .terminal) == "Absenden")
        #expect(
            FormLocalization(language: .german).text(FormPhrase("terminal.submit")) == "terminal.submit",
            "the core alone does not word it")
    }
}
