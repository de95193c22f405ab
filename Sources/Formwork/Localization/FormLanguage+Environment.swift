import Foundation

extension FormLanguage {
    /// The language among `languages` that a POSIX environment's locale asks for.
    ///
    /// ```swift
    /// FormLanguage.environment(["LANG": "zh_TW.UTF-8"])                    // .traditionalChinese
    /// FormLanguage.environment(["LC_ALL": "C", "LANG": "de_DE.UTF-8"])     // .english, the default
    /// FormLanguage.environment(["LANG": "de_DE.UTF-8", "LANGUAGE": "fr:de"]) // .french
    /// let language = FormLanguage.environment()   // this process's environment
    /// ```
    ///
    /// The locale is the first non-empty of `LC_ALL`, `LC_MESSAGES` and
    /// `LANG`, the order POSIX gives them for messages. A locale name
    /// `language[_territory][.codeset][@modifier]` is matched without its
    /// codeset and modifier (`pt_BR.UTF-8@euro` is `pt_BR`) by
    /// ``matching(_:among:)``. The `C` and `POSIX` locales (`C.UTF-8`
    /// included), and no locale at all, ask for no language: the answer
    /// is `default`.
    ///
    /// Under any other locale, GNU gettext's `LANGUAGE` comes first: a
    /// priority list of locale names separated by `:` (`fr:de`), tried in
    /// order. Like gettext, `LANGUAGE` is ignored under the `C` locale, so
    /// a shell with `LC_ALL=C` reads English. Unlike gettext, which shows
    /// untranslated text when none of the list is available, the locale
    /// itself is tried after the list; then `default` is the answer.
    ///
    /// Nothing in Formwork reads the environment by itself: an app that
    /// wants its language from there asks for it with this.
    public static func environment(
        _ variables: [String: String] = ProcessInfo.processInfo.environment,
        among languages: [FormLanguage] = builtIn, default: FormLanguage = .english
    ) -> FormLanguage {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { variables[$0] }.first { !$0.isEmpty }
        guard let locale, !["C", "POSIX"].contains(localeLanguage(locale)) else { return `default` }
        let names = (variables["LANGUAGE"] ?? "").split(separator: ":").map(localeLanguage) + [localeLanguage(locale)]
        for name in names {
            guard let tag = LanguageTag(name, acceptingUnderscores: true) else { continue }
            if let language = match(tag, among: languages) { return language }
        }
        return `default`
    }

    /// A locale name without its codeset and modifier: `pt_BR.UTF-8@euro` → `pt_BR`.
    private static func localeLanguage(_ name: some StringProtocol) -> Substring {
        Substring(name).prefix { $0 != "." && $0 != "@" }
    }
}
