import Formwork
import FormworkFixtures
import Foundation
import Testing

/// The native views' own texts are worded by `FormCatalogue.native` in every
/// built-in language as in English, and every `native.` key the views and
/// the editor name is worded.
@Suite struct NativeCatalogueTests {
    static let own = CatalogueCompleteness(.native)

    @Test(arguments: FormLanguage.builtIn)
    func everyLanguageWordsEveryEnglishKeyWithItsParameters(_ language: FormLanguage) {
        #expect(Self.own.missingKeys(in: language).isEmpty, "\(language) lacks \(Self.own.missingKeys(in: language))")
        #expect(Self.own.extraKeys(in: language).isEmpty, "\(language) words keys English lacks")
        #expect(Self.own.parameterMismatches(in: language).isEmpty, "\(language) \(Self.own.parameterMismatches(in: language))")
    }

    @Test func theCatalogueWordsOnlyItsOwnKeys() {
        #expect(Self.own.englishKeys.count > 5 && Self.own.englishKeys.allSatisfy { $0.hasPrefix("native.") })
        let shared = Set(FormCatalogue.formwork.keys(for: "en"))
        #expect(Self.own.englishKeys.filter(shared.contains).isEmpty)
    }

    /// Every `"native.…"` literal in the native views and the editor.
    static func namedKeys() throws -> [String] {
        let folders = [
            SourceKeys.folder(of: "FormworkSwiftUI"), SourceKeys.folder(of: "FormworkUIKit"),
            SourceKeys.folder(of: "Formwork").appendingPathComponent("Native Forms"),
        ]
        var keys: [String] = []
        for file in folders.flatMap(SourceKeys.swiftFiles(under:)) where !file.path.hasSuffix("NativeWordings.swift") {
            var rest = Substring(try String(contentsOf: file, encoding: .utf8))
            while let start = rest.range(of: "\"native.") {
                let body = rest[rest.index(after: start.lowerBound)...]
                guard let end = body.firstIndex(where: { $0 == "\"" || $0 == "\\" }) else { break }
                keys.append(String(body[..<end]))
                rest = body[end...]
            }
        }
        return keys
    }

    @Test func everyKeyTheViewsNameIsWordedInEnglish() throws {
        let named = try Self.namedKeys()
        #expect(named.contains("native.submit") && named.contains("native.item.add"), "the scan found the keys: \(named)")
        let unworded = Set(named).subtracting(Self.own.englishKeys).sorted()
        #expect(unworded.isEmpty, "named but not worded: \(unworded)")
    }

    @Test func anAppsCatalogueWordsTheNativeTextsItsWay() throws {
        var form = try FormState(Resume())
        form.localization = FormLocalization(language: .german, catalogue: FormCatalogue(["de": ["native.submit": "Los"]]))
        #expect(FormEditor(form).text("native.submit") == "Los")
        form.localization = FormLocalization(language: .german)
        #expect(FormEditor(form).text("native.submit") == "Absenden")
    }
}
