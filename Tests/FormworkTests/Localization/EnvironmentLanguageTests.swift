import Formwork
import Testing

/// The language a POSIX environment asks for. The precedence `LC_ALL`,
/// `LC_MESSAGES`, `LANG` and the locale name `language[_territory][.codeset][@modifier]`
/// are POSIX's (XBD §8.2); `LANGUAGE`, ignored under the `C` locale, is GNU gettext's.
@Suite struct EnvironmentLanguageTests {
    @Test func theLocaleNamesTheLanguage() {
        let expectations: [(locale: String, language: FormLanguage)] = [
            ("zh_CN.UTF-8", .simplifiedChinese), ("zh_TW.UTF-8", .traditionalChinese), ("zh_HK.Big5", .traditionalChinese),
            ("pt_BR.UTF-8@euro", .brazilianPortuguese), ("pt_PT.UTF-8", .brazilianPortuguese), ("de_AT.UTF-8", .german),
            ("fr_FR@euro", .french), ("ja_JP.eucJP", .japanese), ("ru_RU.KOI8-R", .russian), ("ar_EG", .arabic),
            ("es", .spanish), ("en_GB.UTF-8", .english),
        ]
        for (locale, language) in expectations {
            #expect(FormLanguage.environment(["LANG": locale], default: .korean) == language, "\(locale)")
        }
    }

    @Test func lcAllComesBeforeLcMessagesWhichComesBeforeLang() {
        let all = ["LC_ALL": "fr_FR.UTF-8", "LC_MESSAGES": "de_DE.UTF-8", "LANG": "ja_JP.UTF-8"]
        #expect(FormLanguage.environment(all) == .french)
        #expect(FormLanguage.environment(all.filter { $0.key != "LC_ALL" }) == .german)
        #expect(FormLanguage.environment(["LANG": "ja_JP.UTF-8"]) == .japanese)
    }

    @Test func anEmptyVariableCountsAsUnset() {
        #expect(FormLanguage.environment(["LC_ALL": "", "LC_MESSAGES": "de_DE.UTF-8", "LANG": "ja_JP.UTF-8"]) == .german)
        #expect(FormLanguage.environment(["LC_ALL": "", "LC_MESSAGES": "", "LANG": "ja_JP.UTF-8"]) == .japanese)
    }

    @Test func otherLocaleCategoriesAreNotMessages() {
        #expect(FormLanguage.environment(["LC_TIME": "de_DE.UTF-8", "LC_CTYPE": "fr_FR.UTF-8"], default: .korean) == .korean)
    }

    @Test(arguments: ["C", "POSIX", "C.UTF-8", "C.utf8"])
    func theCAndPosixLocalesGiveTheDefault(locale: String) {
        #expect(FormLanguage.environment(["LANG": locale], default: .korean) == .korean)
        #expect(FormLanguage.environment(["LC_ALL": locale, "LANG": "fr_FR.UTF-8"], default: .korean) == .korean)
        #expect(FormLanguage.environment(["LANG": locale, "LANGUAGE": "fr"], default: .korean) == .korean)
    }

    @Test func noLocaleGivesTheDefault() {
        #expect(FormLanguage.environment([:]) == .english)
        #expect(FormLanguage.environment([:], default: .german) == .german)
    }

    @Test func aLocaleWithoutALanguageGivesTheDefault() {
        #expect(FormLanguage.environment(["LANG": "eo_XX.UTF-8"], default: .korean) == .korean)
        #expect(FormLanguage.environment(["LANG": "/usr/share/locale/fr"], default: .korean) == .korean)
        #expect(FormLanguage.environment(["LANG": "fr_FR.UTF-8"], among: [.english, .german]) == .english)
    }

    @Test func languageListsThePreferredLanguagesBeforeTheLocale() {
        #expect(FormLanguage.environment(["LANG": "de_DE.UTF-8", "LANGUAGE": "fr:de"]) == .french)
        #expect(FormLanguage.environment(["LANG": "de_DE.UTF-8", "LANGUAGE": "eo:ja_JP:fr"]) == .japanese)
        #expect(FormLanguage.environment(["LC_ALL": "de_DE.UTF-8", "LANGUAGE": "pt_BR:pt"]) == .brazilianPortuguese)
    }

    @Test func theLocaleAnswersWhenNoLanguageOfTheListIsAvailable() {
        #expect(FormLanguage.environment(["LANG": "de_DE.UTF-8", "LANGUAGE": "eo:it"]) == .german)
    }

    @Test func emptyEntriesOfLanguageAreSkipped() {
        #expect(FormLanguage.environment(["LANG": "de_DE.UTF-8", "LANGUAGE": "::zh_TW:"]) == .traditionalChinese)
        #expect(FormLanguage.environment(["LANG": "de_DE.UTF-8", "LANGUAGE": ""]) == .german)
    }

    @Test func languageIsIgnoredUnderTheCLocale() {
        #expect(FormLanguage.environment(["LC_ALL": "C", "LANGUAGE": "fr"], default: .korean) == .korean)
        #expect(FormLanguage.environment(["LANG": "C.UTF-8", "LANGUAGE": "fr"], default: .korean) == .korean)
        #expect(FormLanguage.environment(["LANGUAGE": "fr"], default: .korean) == .korean)
    }
}
