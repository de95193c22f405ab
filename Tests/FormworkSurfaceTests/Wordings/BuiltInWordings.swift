import Formwork
import FormworkHTML
import FormworkLayout
import FormworkTerminal

/// Every built-in message of every surface, rendered as a person reads it.
enum BuiltInWordings {
    /// The catalogues Formwork ships: the core's, each front end's and the
    /// native views'.
    static let catalogues: [(surface: String, catalogue: FormCatalogue)] = [
        ("formwork", .formwork), ("html", .html), ("terminal", .terminal), ("pictures", .pictures), ("native", .native),
    ]

    /// The counts every plural message is rendered with: each CLDR category
    /// of the built-in languages, and the counts where they part ways (21
    /// and 101 are "one" in Russian, 11 "many" in Arabic, 0 "one" in French).
    static let counts = [0, 1, 2, 3, 5, 11, 21, 101]

    /// One message as rendered.
    struct Rendering {
        var key: String
        /// The title or noun inserted for `{title}`, `{noun}` and `{other}`.
        var inserted: String
        var count: Int
        /// The wording chosen for `count`, before its placeholders were filled.
        var wording: String
        var text: String
    }

    /// The keys `language` words in any catalogue, each once.
    static func keys(_ language: FormLanguage) -> [String] {
        Array(Set(catalogues.flatMap { $0.catalogue.keys(for: language.tag) })).sorted()
    }

    /// `key`'s entry in `language`, from whichever catalogue words it.
    static func entry(_ key: String, _ language: FormLanguage) -> FormCatalogue.Entry? {
        for (_, catalogue) in catalogues where catalogue.keys(for: language.tag).contains(key) {
            return catalogue.entry(key, for: language)
        }
        return nil
    }

    /// Every message of `language`, with each of `inserted` as its title,
    /// noun and other row, at every count of ``counts``.
    static func renderings(_ language: FormLanguage, inserting inserted: [String]) -> [Rendering] {
        var out: [Rendering] = []
        for key in keys(language) {
            guard let entry = entry(key, language) else { continue }
            for text in inserted {
                for count in counts {
                    let wording = entry.wording(for: count, rule: language.plurals)
                    let arguments = entry.parameters.map { name -> FormPhrase.Argument in
                        switch name {
                        case "title", "noun", "other", "section", "rows": .init(name, text)
                        case "count": .init(name, String(count))
                        case "number", "index", "stars": .init(name, "2")
                        default: .init(name, "X")
                        }
                    }
                    let phrase = FormPhrase(key, arguments: arguments, count: count)
                    out.append(
                        Rendering(
                            key: key, inserted: text, count: count, wording: wording,
                            text: FormCatalogue.render(wording, phrase)))
                }
            }
        }
        return out
    }

    /// Every key of `language` with all its wordings, one a line, their
    /// placeholders unfilled: the words every rendering of the key holds,
    /// whatever the row and the count.
    static func texts(_ language: FormLanguage) -> [(key: String, text: String)] {
        keys(language).compactMap { key in
            guard let entry = entry(key, language) else { return nil }
            return (key, entry.wordings.joined(separator: "\n"))
        }
    }
}
