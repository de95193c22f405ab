import Formwork
import FormworkHTML
import FormworkLayout
import FormworkTerminal
import Foundation
import Testing

/// The article listing every built-in key is made from the catalogues, so it
/// names every key English words, with its English wording, under the
/// catalogue that words it. Set `FORMWORK_KEYS_ARTICLE_OUT` to a path to
/// write it again.
@Suite struct LocalizationKeysArticleTests {
    static let articleURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/Formwork/Formwork.docc/LocalizationKeys.md").standardizedFileURL

    /// Each built-in catalogue: its heading, what it holds and where it is declared.
    static let catalogues: [(heading: String, about: String, catalogue: FormCatalogue)] = [
        ("Shared texts", "``FormCatalogue/formwork``, in Formwork: what every surface shows.", .formwork),
        ("The web page", "`FormCatalogue.html`, in FormworkHTML.", .html),
        ("The terminal", "`FormCatalogue.terminal`, in FormworkTerminal.", .terminal),
        ("Pictures", "`FormCatalogue.pictures`, in FormworkLayout.", .pictures),
        ("Native views", "``FormCatalogue/native``, in Formwork: what FormworkSwiftUI and FormworkUIKit show.", .native),
    ]

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
            "The texts every surface shares are Formwork's; each front end's own",
            "texts are in its module's catalogue, which",
            "``FormLocalization/text(_:builtIn:)`` consults after the app's",
            "catalogue and before Formwork's (<doc:LocalizingForms>).",
        ]
        for (heading, about, catalogue) in catalogues {
            lines += ["", "### \(heading)", "", about, "", "| key | English | parameters |", "|---|---|---|"]
            for key in catalogue.keys(for: "en") {
                guard let entry = catalogue.entry(key, for: .english) else { continue }
                let wording = entry.wordings.last ?? ""
                let parameters = entry.parameters.map { "`\($0)`" }.joined(separator: ", ")
                lines.append("| `\(key)` | `\(escaped(wording))` | \(parameters) |")
            }
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
        for (_, _, catalogue) in Self.catalogues {
            for key in catalogue.keys(for: "en") { #expect(committed.contains("| `\(key)` |")) }
        }
    }
}
