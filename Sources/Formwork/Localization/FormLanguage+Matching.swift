extension FormLanguage {
    /// The language among `languages` that serves a reader of `tag`, or nil.
    ///
    /// ```swift
    /// FormLanguage.matching("zh-TW")        // .traditionalChinese
    /// FormLanguage.matching("zh_CN")        // .simplifiedChinese
    /// FormLanguage.matching("pt-PT")        // .brazilianPortuguese
    /// FormLanguage.matching("en-GB")        // .english
    /// FormLanguage.matching("tlh")          // nil: choose your own default
    /// ```
    ///
    /// Tags compare without regard to case, and `_` separates subtags as
    /// `-` does. The first of these that finds a language wins:
    ///
    /// 1. A language whose tag is `tag`.
    /// 2. RFC 4647 §3.4 Lookup: the tag is shortened a subtag at a time
    ///    (`de-AT` → `de`, `es-419` → `es`, `zh-Hant-TW` → `zh-Hant` → `zh`)
    ///    until a language's tag is what remains.
    /// 3. The first of `languages` in the same language and script
    ///    (`pt-PT` → `pt-BR`; `en` → an app's `en-GB` when it has no `en`).
    ///
    /// Chinese is matched by its script, on both sides. A tag without one
    /// takes the script its region writes: `zh-TW`, `zh-HK` and `zh-MO` are Traditional
    /// (`zh-Hant`); `zh`, `zh-CN`, `zh-SG` and every other region are
    /// Simplified (`zh-Hans`). A script given wins over the region
    /// (`zh-Hant-CN` is Traditional), and one script never stands in for
    /// the other: `zh-Hant` among languages without Traditional Chinese is
    /// nil, even when one of them is a plain `zh` (which is Simplified).
    ///
    /// A `tag` that is not a well-formed language tag (empty, spaces,
    /// subtags longer than 8 characters) matches nothing.
    public static func matching(_ tag: String, among languages: [FormLanguage] = builtIn) -> FormLanguage? {
        guard let range = LanguageTag(tag, acceptingUnderscores: true) else { return nil }
        return match(range, among: languages)
    }

    /// The language among `languages` that serves a reader of `tag`, or `default`.
    ///
    /// ```swift
    /// FormLanguage.matching("de-AT", default: .english)   // .german
    /// FormLanguage.matching("tlh", default: .english)     // .english
    /// ```
    ///
    /// The match is ``matching(_:among:)``'s.
    public static func matching(
        _ tag: String, among languages: [FormLanguage] = builtIn, default: FormLanguage
    ) -> FormLanguage {
        matching(tag, among: languages) ?? `default`
    }

    /// The match ``matching(_:among:)`` documents, for a tag already read.
    ///
    /// An `Accept-Language` header and the POSIX environment are matched
    /// through here, range by range.
    static func match(_ range: LanguageTag, among languages: [FormLanguage]) -> FormLanguage? {
        let candidates = languages.compactMap { language in
            LanguageTag(language.tag, acceptingUnderscores: true).map { (language: language, tag: $0) }
        }
        if let exact = candidates.first(where: { $0.tag == range }) { return exact.language }
        // Lookup compares tags with their scripts written out, so that
        // `zh-TW` tries `zh-hant-tw`, `zh-hant`, `zh`, and an app's own `zh`
        // (Simplified, `zh-hans`) never answers a Traditional reader.
        for fallback in range.withImpliedScript.lookupFallbacks {
            let found = candidates.first { $0.tag.withImpliedScript.text == fallback }
            if let found { return found.language }
        }
        return candidates.first { candidate in
            guard candidate.tag.language == range.language else { return false }
            guard let script = range.impliedScript, let candidateScript = candidate.tag.impliedScript else { return true }
            return script == candidateScript
        }?.language
    }
}
