import Foundation
import Testing

@testable import Formwork

/// Every built-in language words every text English does, with the same
/// parameters and every plural form its CLDR rule asks for.
@Suite struct CatalogueCompletenessTests {
    static let englishKeys = FormCatalogue.formwork.keys(for: "en")

    @Test(arguments: FormLanguage.builtIn)
    func everyLanguageWordsEveryEnglishKey(_ language: FormLanguage) {
        let own = Set(FormCatalogue.formwork.keys(for: language.tag))
        let missing = Self.englishKeys.filter { !own.contains($0) }
        #expect(missing.isEmpty, "\(language) lacks \(missing)")
        let extra = own.subtracting(Self.englishKeys).sorted()
        #expect(extra.isEmpty, "\(language) words keys English lacks: \(extra)")
    }

    @Test(arguments: FormLanguage.builtIn)
    func everyWordingTakesTheParametersEnglishGives(_ language: FormLanguage) throws {
        for key in Self.englishKeys {
            let english = try #require(FormCatalogue.formwork.entry(key, for: .english))
            guard let own = FormCatalogue.formwork.entry(key, for: language) else { continue }
            // A plural form may spell its count out ("حرف واحد", one letter):
            // the parameters are compared over every form together.
            #expect(own.parameters == english.parameters, "\(language) \(key): \(own.parameters) vs \(english.parameters)")
        }
    }

    @Test(arguments: FormLanguage.builtIn)
    func aCountedTextGivesEveryPluralFormOfItsLanguage(_ language: FormLanguage) throws {
        for key in Self.englishKeys {
            let english = try #require(FormCatalogue.formwork.entry(key, for: .english))
            guard english.parameters.contains("count"), let own = FormCatalogue.formwork.entry(key, for: language)
            else { continue }
            let needed = language.plurals.categories.filter { $0 != .other }
            if needed.isEmpty { continue }
            guard case .plural(let zero, let one, let two, let few, let many, _) = own else {
                Issue.record("\(language) \(key) has one wording for every count")
                continue
            }
            let given: [FormPluralCategory: String?] = [.zero: zero, .one: one, .two: two, .few: few, .many: many]
            let lacking = needed.filter { given[$0] == nil || given[$0]! == nil }
            #expect(lacking.isEmpty, "\(language) \(key) lacks \(lacking)")
        }
    }

    @Test(arguments: FormLanguage.builtIn)
    func aPluralWordingGivesEveryFormOfItsLanguage(_ language: FormLanguage) {
        for key in FormCatalogue.formwork.keys(for: language.tag) {
            guard
                case .plural(let zero, let one, let two, let few, let many, _) = FormCatalogue.formwork.entry(key, for: language)
            else { continue }
            let given: [FormPluralCategory: String?] = [.zero: zero, .one: one, .two: two, .few: few, .many: many]
            for category in language.plurals.categories where category != .other {
                #expect((given[category] ?? nil) != nil, "\(language) \(key) lacks \(category)")
            }
        }
    }

    @Test func everyKeyTheSourcesNameIsWordedInEnglish() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Sources")
            .standardizedFileURL
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        let english = Set(Self.englishKeys)
        var named: [String] = []
        for case let url as URL in files where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            named += Self.literalKeys(in: text)
        }
        #expect(named.count > 10, "the scan found the phrases the sources name")
        let unworded = Set(named).subtracting(english).sorted()
        #expect(unworded.isEmpty, "named but not worded: \(unworded)")
    }

    /// The literal first arguments of `FormPhrase("…"` in `text`, skipping
    /// keys built by interpolation.
    static func literalKeys(in text: String) -> [String] {
        var keys: [String] = []
        var rest = Substring(text)
        while let range = rest.range(of: "FormPhrase(") {
            rest = rest[range.upperBound...]
            let trimmed = rest.drop { $0 == " " || $0 == "\n" }
            guard trimmed.first == "\"" else { continue }
            let body = trimmed.dropFirst()
            guard let end = body.firstIndex(of: "\"") else { continue }
            let key = String(body[..<end])
            if !key.contains("\\("), !key.isEmpty { keys.append(key) }
        }
        return keys
    }

    @Test func theScanOfTheSourcesFindsAKeyOnItsOwnLineAndSkipsAnInterpolatedOne() {
        let text = "FormPhrase(\"rule.required\", [:]) FormPhrase(\n    \"item.title\") FormPhrase(\"rule.\\(kind)\")"
        #expect(Self.literalKeys(in: text) == ["rule.required", "item.title"])
    }
}
