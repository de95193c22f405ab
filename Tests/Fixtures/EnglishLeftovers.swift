import Formwork
import Foundation

/// Finds English words Formwork wrote into text meant for a reader of another language.
///
/// ```swift
/// EnglishLeftovers.words(in: "请填写姓名 Remove", language: .simplifiedChinese, allowing: [])   // ["Remove"]
/// ```
///
/// `allowing` lists what the app or the person wrote (titles, options,
/// values, markup names): those are removed first. In a language written
/// in another script (Chinese, Japanese, Korean, Russian, Arabic), any
/// remaining Latin word of two letters or more is a leftover unless the
/// language's own wordings use it (`URL`). In a Latin-script language, a
/// remaining word is a leftover when English wordings use it and the
/// language's own do not. A language's own wordings are the shared ones
/// (`FormCatalogue.formwork`) and those of the front end that wrote the
/// text, `builtIn`.
public enum EnglishLeftovers {
    public static func words(
        in text: String, language: FormLanguage, allowing allowed: [String], builtIn: FormCatalogue = FormCatalogue()
    ) -> [String] {
        if language.tag == "en" { return [] }
        var rest = text
        for value in allowed.sorted(by: { $0.count > $1.count }) where !value.isEmpty {
            rest = rest.replacingOccurrences(of: value, with: " ")
        }
        let own = Set(wordingWords(for: language, in: .formwork) + wordingWords(for: language, in: builtIn))
        let english = Set(wordingWords(for: .english, in: .formwork) + wordingWords(for: .english, in: builtIn))
        let latinScript = ["de", "fr", "es", "pt-BR"].contains(language.tag)
        return latinWords(in: rest).filter { word in
            guard word.count >= 2, !own.contains(word) else { return false }
            return latinScript ? english.contains(word) : true
        }
    }

    /// The Latin words of every wording of `catalogue` in `language`, parameters left out.
    static func wordingWords(for language: FormLanguage, in catalogue: FormCatalogue) -> [String] {
        catalogue.keys(for: language.tag).flatMap { key in
            (catalogue.entry(key, for: language)?.wordings ?? []).flatMap { wording in
                latinWords(in: withoutParameters(wording))
            }
        }
    }

    static func withoutParameters(_ wording: String) -> String {
        var output = ""
        var inside = false
        for character in wording {
            if character == "{" {
                inside = true
            } else if character == "}" {
                inside = false
            } else if !inside {
                output.append(character)
            }
        }
        return output
    }

    static func latinWords(in text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            if (scalar >= "A" && scalar <= "Z") || (scalar >= "a" && scalar <= "z") {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
