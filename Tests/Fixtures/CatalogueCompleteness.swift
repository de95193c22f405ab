import Formwork

/// What a built-in catalogue lacks in one language against its English:
/// the checks every module's tests run on the catalogue it declares.
///
/// ```swift
/// CatalogueCompleteness(.formwork).missingKeys(in: .german)   // []
/// ```
///
/// A language words every key English does and no other, each with the
/// parameters English gives, and a wording with a count gives every plural
/// form its CLDR rule asks for.
public struct CatalogueCompleteness: Sendable {
    public let catalogue: FormCatalogue

    public init(_ catalogue: FormCatalogue) { self.catalogue = catalogue }

    /// The keys the catalogue words in English, sorted.
    public var englishKeys: [String] { catalogue.keys(for: "en") }

    /// The English keys `language` does not word.
    public func missingKeys(in language: FormLanguage) -> [String] {
        let own = Set(catalogue.keys(for: language.tag))
        return englishKeys.filter { !own.contains($0) }
    }

    /// The keys `language` words that English does not.
    public func extraKeys(in language: FormLanguage) -> [String] {
        Set(catalogue.keys(for: language.tag)).subtracting(englishKeys).sorted()
    }

    /// The keys whose wording in `language` takes other parameters than
    /// English's. A plural form may spell its count out ("حرف واحد", one
    /// letter): the parameters are compared over every form together.
    public func parameterMismatches(in language: FormLanguage) -> [String] {
        englishKeys.compactMap { key in
            guard let english = catalogue.entry(key, for: .english), let own = catalogue.entry(key, for: language),
                own.parameters != english.parameters
            else { return nil }
            return "\(key): \(own.parameters) vs \(english.parameters)"
        }
    }

    /// The keys English words with a `{count}` that `language` words without
    /// every plural form its rule asks for.
    public func countedKeysLackingPluralForms(in language: FormLanguage) -> [String] {
        let needed = language.plurals.categories.filter { $0 != .other }
        if needed.isEmpty { return [] }
        return englishKeys.compactMap { key in
            guard catalogue.entry(key, for: .english)?.parameters.contains("count") == true,
                let own = catalogue.entry(key, for: language)
            else { return nil }
            let lacking = Self.lackingForms(of: own, needed: needed)
            return lacking.isEmpty ? nil : "\(key) lacks \(lacking)"
        }
    }

    /// The plural wordings of `language` that lack a form its rule asks for.
    public func pluralKeysLackingForms(in language: FormLanguage) -> [String] {
        let needed = language.plurals.categories.filter { $0 != .other }
        return catalogue.keys(for: language.tag).compactMap { key in
            guard let own = catalogue.entry(key, for: language), case .plural = own else { return nil }
            let lacking = Self.lackingForms(of: own, needed: needed)
            return lacking.isEmpty ? nil : "\(key) lacks \(lacking)"
        }
    }

    /// The categories of `needed` that `entry` gives no form for; every one
    /// of them when it is a single wording for every count.
    static func lackingForms(of entry: FormCatalogue.Entry, needed: [FormPluralCategory]) -> [FormPluralCategory] {
        guard case .plural(let zero, let one, let two, let few, let many, _) = entry else { return needed }
        let given: [FormPluralCategory: String?] = [.zero: zero, .one: one, .two: two, .few: few, .many: many]
        return needed.filter { (given[$0] ?? nil) == nil }
    }
}
