extension FormLanguage {
    /// The language among `languages` a request's `Accept-Language` header asks for.
    ///
    /// ```swift
    /// FormLanguage.negotiating(acceptLanguage: "zh-CN,zh;q=0.9")          // .simplifiedChinese
    /// FormLanguage.negotiating(acceptLanguage: "fr-CH, fr;q=0.9, en;q=0.8") // .french
    /// FormLanguage.negotiating(acceptLanguage: "it, de;q=0.5")              // .german
    /// FormLanguage.negotiating(acceptLanguage: "")                          // .english, the default
    /// ```
    ///
    /// The header is read as RFC 9110 §12.5.4 defines it: language ranges,
    /// each with an optional weight `;q=` from 0 to 1 with up to three
    /// decimals. A malformed element (`en;q=abc`, `en;q=1.5`, `en_US`) is
    /// ignored and the rest of the header still counts.
    ///
    /// The ranges are tried by descending weight, ranges of one weight in
    /// the header's order, each with ``matching(_:among:)``: RFC 4647 §3.4
    /// Lookup, which shortens a range a subtag at a time
    /// (`zh-Hant-CN-x-private1-private2` → `zh-Hant-CN` → `zh-Hant` → `zh`),
    /// then a language of the same language and script (`pt-PT` → `pt-BR`).
    /// The first range that finds a language decides.
    ///
    /// `q=0` means "not acceptable", and such a language is never chosen
    /// while another is acceptable. A language takes the weight of the most
    /// specific range that covers it: `en;q=0` refuses `en` and `en-GB`,
    /// `en-GB;q=0` leaves `en` acceptable, and `*;q=0` refuses every
    /// language no other range accepts.
    ///
    /// The wildcard `*` is skipped, as RFC 4647 §3.4 prescribes for Lookup:
    /// it says any language will do, so it chooses none. When no range finds
    /// a language, the answer is `default`, or if the header refuses it, the
    /// first of `languages` it does not refuse. When it refuses them all,
    /// the answer is `default`: as RFC 9110 allows, the header is then
    /// disregarded rather than answered with 406 Not Acceptable.
    public static func negotiating(
        acceptLanguage header: String, among languages: [FormLanguage] = builtIn, default: FormLanguage = .english
    ) -> FormLanguage {
        let header = AcceptLanguageHeader(header)
        let isRefused = { (language: FormLanguage) in
            LanguageTag(language.tag, acceptingUnderscores: true).map(header.excludes) ?? false
        }
        let acceptable = languages.filter { !isRefused($0) }
        for range in header.preferred {
            if let language = match(range, among: acceptable) { return language }
        }
        if !isRefused(`default`) { return `default` }
        return acceptable.first ?? `default`
    }
}
