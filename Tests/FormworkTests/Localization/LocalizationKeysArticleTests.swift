import Foundation
import Testing

@testable import Formwork

/// The article listing every built-in key is made from the catalogue, so it
/// names every key English words, with its English wording. Set
/// `FORMWORK_KEYS_ARTICLE_OUT` to a path to write it again.
@Suite struct LocalizationKeysArticleTests {
    static let articleURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Sources/Formwork/Formwork.docc/LocalizationKeys.md").standardizedFileURL

    static func article() -> String {
        var lines = [
            "# Localization Keys", "",
            "Every built-in text by key, with its English wording and its parameters.", "",
            "## Overview", "",
            "An app words any of these its own way in its ``FormCatalogue``, and the",
            "closure of a ``FormLocalization`` is offered each as",
            "``FormLocalization/Request/phrase(_:default:)``. A wording names its",
            "parameters between braces; `{count}` chooses the plural form. The keys",
            "`title.<key>`, `placeholder.<key>`, `help.<key>`, `footer.<key>` and",
            "`option.<key>.<value>` hold the app's own titles, placeholders, help,",
            "footers and option labels.", "",
            "| key | English | parameters |", "|---|---|---|",
        ]
        for key in FormCatalogue.formwork.keys(for: "en") {
            guard let entry = FormCatalogue.formwork.entry(key, for: .english) else { continue }
            let wording = entry.wordings.last ?? ""
            let parameters = entry.parameters.map { "`\($0)`" }.joined(separator: ", ")
            lines.append("| `\(key)` | `\(escaped(wording))` | \(parameters) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }

    @Test func theKeysArticleListsEveryKeyWithItsEnglishWording() throws {
        let made = Self.article()
        if let out = ProcessInfo.processInfo.environment["FORMWORK_KEYS_ARTICLE_OUT"] {
            try Data(made.utf8).write(to: URL(fileURLWithPath: out))
        }
        let committed = try String(contentsOf: Self.articleURL, encoding: .utf8)
        #expect(
            committed == made,
            "LocalizationKeys.md is stale: FORMWORK_KEYS_ARTICLE_OUT=$PWD/Sources/Formwork/Formwork.docc/LocalizationKeys.md swift test --filter LocalizationKeysArticleTests"
        )
        for key in FormCatalogue.formwork.keys(for: "en") { #expect(committed.contains("| `\(key)` |")) }
    }
}
