import Foundation

extension FormCatalogue {
    /// The wordings of a strings table in a bundle, in every language the bundle is localized in.
    ///
    /// ```swift
    /// // Localizable.xcstrings (compiled into zh-Hans.lproj/Localizable.strings):
    /// //   "title.user_name" = "用户名";   "rule.required" = "请填写{title}";
    /// let localization = FormLocalization(language: .simplifiedChinese, catalogue: FormCatalogue(bundle: .main))
    /// ```
    ///
    /// An app keeps a form's texts in its own string catalogue (or `.strings`
    /// files), which Xcode compiles into one `<language>.lproj/<table>.strings`
    /// per language. The keys are the catalogue's:
    ///
    /// | key | text |
    /// |---|---|
    /// | `title.<field key>` | a row's or a section's title |
    /// | `placeholder.<field key>` | a row's placeholder |
    /// | `help.<field key>` | a row's or a repeating group's help |
    /// | `footer.<section key>` | a section's footer |
    /// | `option.<field key>.<value>` | the label of an option |
    /// | a built-in key, such as `rule.required` | Formwork's own text, overridden |
    /// | a built-in key and a plural category, such as `rule.maxLength.characters.few` | one plural form |
    ///
    /// Wordings use `{title}`, `{count}` and the other parameter names of the
    /// built-in text they replace. A `Base.lproj` table counts as English.
    /// A bundle without the table gives an empty catalogue.
    public init(bundle: Bundle, table: String = "Localizable") {
        var tables: [String: [String: Entry]] = [:]
        for localization in bundle.localizations {
            guard
                let url = bundle.url(
                    forResource: table, withExtension: "strings", subdirectory: nil, localization: localization),
                let data = try? Data(contentsOf: url),
                let strings = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
            else { continue }
            let tag = localization == "Base" ? "en" : localization
            tables[tag, default: [:]].merge(Self.entries(from: strings)) { $1 }
        }
        self.init(tables)
    }

    /// The entries of one language's strings: a key ending in a plural
    /// category joins the plural entry of the key before it.
    static func entries(from strings: [String: String]) -> [String: Entry] {
        var entries: [String: Entry] = [:]
        var plurals: [String: [FormPluralCategory: String]] = [:]
        for (key, text) in strings {
            if let dot = key.lastIndex(of: "."),
                let category = FormPluralCategory(rawValue: String(key[key.index(after: dot)...]))
            {
                plurals[String(key[..<dot]), default: [:]][category] = text
            } else {
                entries[key] = .text(text)
            }
        }
        for (key, forms) in plurals {
            guard let other = forms[.other] ?? entries[key]?.wordings.last else { continue }
            entries[key] = .plural(
                zero: forms[.zero], one: forms[.one], two: forms[.two], few: forms[.few], many: forms[.many], other: other)
        }
        return entries
    }
}
