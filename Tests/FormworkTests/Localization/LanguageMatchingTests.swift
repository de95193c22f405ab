import Formwork
import Testing

/// Which built-in language serves a reader of a BCP 47 tag. The Chinese
/// regions follow CLDR's likely subtags (`zh-TW`, `zh-HK`, `zh-MO` write
/// Traditional Chinese; `zh`, `zh-CN`, `zh-SG` Simplified); the shortening
/// of a tag is RFC 4647 §3.4 Lookup.
@Suite struct LanguageMatchingTests {
    static let traditionalChinese = ["zh-TW", "zh-HK", "zh-MO", "zh-Hant", "zh-Hant-TW", "zh-Hant-HK", "zh_TW", "ZH-tw"]
    static let simplifiedChinese = ["zh", "zh-CN", "zh-SG", "zh-Hans", "zh-Hans-CN", "zh-Hans-SG", "zh_CN", "ZH", "zh-MY"]

    @Test(arguments: traditionalChinese)
    func taiwanHongKongMacaoAndTheHantScriptAreTraditionalChinese(tag: String) {
        #expect(FormLanguage.matching(tag) == .traditionalChinese)
    }

    @Test(arguments: simplifiedChinese)
    func chineseElsewhereAndTheHansScriptAreSimplifiedChinese(tag: String) {
        #expect(FormLanguage.matching(tag) == .simplifiedChinese)
    }

    @Test func theScriptDecidesChineseBeforeTheRegion() {
        #expect(FormLanguage.matching("zh-Hant-CN") == .traditionalChinese)
        #expect(FormLanguage.matching("zh-Hans-TW") == .simplifiedChinese)
        #expect(FormLanguage.matching("zh-Hans-HK") == .simplifiedChinese)
    }

    @Test func everyPortugueseIsBrazilianPortuguese() {
        for tag in ["pt", "pt-PT", "pt-BR", "pt-AO", "pt_PT", "PT-br"] {
            #expect(FormLanguage.matching(tag) == .brazilianPortuguese, "\(tag)")
        }
    }

    @Test func aRegionalTagFallsBackToItsLanguage() {
        let expectations: [(tag: String, language: FormLanguage)] = [
            ("en-GB", .english), ("en-US", .english), ("en_AU", .english), ("de-AT", .german),
            ("de-CH-1996", .german), ("es-419", .spanish), ("es-MX", .spanish), ("fr-CA", .french),
            ("ja-JP", .japanese), ("ko-KR", .korean), ("ru-RU", .russian), ("ar-EG", .arabic),
        ]
        for (tag, language) in expectations {
            #expect(FormLanguage.matching(tag) == language, "\(tag)")
        }
    }

    @Test func tagsCompareWithoutRegardToCase() {
        #expect(FormLanguage.matching("EN") == .english)
        #expect(FormLanguage.matching("De-at") == .german)
        #expect(FormLanguage.matching("zh-hant") == .traditionalChinese)
        #expect(FormLanguage.matching("PT-br") == .brazilianPortuguese)
    }

    @Test func extensionsAndPrivateUseSubtagsAreShortenedAway() {
        #expect(FormLanguage.matching("de-DE-u-co-phonebk") == .german)
        #expect(FormLanguage.matching("en-x-formal") == .english)
        #expect(FormLanguage.matching("zh-Hant-CN-x-private1-private2") == .traditionalChinese)
    }

    @Test func anUnknownLanguageMatchesNothing() {
        #expect(FormLanguage.matching("tlh") == nil)
        #expect(FormLanguage.matching("it-IT") == nil)
        #expect(FormLanguage.matching("english") == nil)
    }

    @Test func aMalformedTagMatchesNothing() {
        for tag in ["", "-", "en-", "-en", "en--US", "en US", " en", "en.UTF-8", "toolongxx", "e1", "1en", "é", "*"] {
            #expect(FormLanguage.matching(tag) == nil, "\(tag)")
        }
    }

    @Test func theDefaultAnswersWhenNothingMatches() {
        #expect(FormLanguage.matching("tlh", default: .english) == .english)
        #expect(FormLanguage.matching("", default: .german) == .german)
        #expect(FormLanguage.matching("de-AT", default: .english) == .german)
    }

    @Test func onlyTheGivenLanguagesAreMatched() {
        #expect(FormLanguage.matching("fr-FR", among: [.english, .german]) == nil)
        #expect(FormLanguage.matching("de-AT", among: [.english, .german]) == .german)
        #expect(FormLanguage.matching("de", among: []) == nil)
    }

    @Test func oneChineseScriptNeverStandsInForTheOther() {
        #expect(FormLanguage.matching("zh-TW", among: [.english, .simplifiedChinese]) == nil)
        #expect(FormLanguage.matching("zh-Hant", among: [.english, .simplifiedChinese]) == nil)
        #expect(FormLanguage.matching("zh-CN", among: [.english, .traditionalChinese]) == nil)
        // An app's plain `zh` is Simplified Chinese, as CLDR's likely subtags make it.
        let plainChinese = FormLanguage(tag: "zh", plurals: .none)
        #expect(FormLanguage.matching("zh-HK", among: [.english, plainChinese]) == nil)
        #expect(FormLanguage.matching("zh-CN", among: [.english, plainChinese]) == plainChinese)
    }

    @Test func anAppsRegionalChineseIsMatchedByItsScript() {
        let taiwan = FormLanguage(tag: "zh-TW", plurals: .none)
        let hongKong = FormLanguage(tag: "zh-HK", plurals: .none)
        #expect(FormLanguage.matching("zh-TW", among: [hongKong, taiwan]) == taiwan)
        #expect(FormLanguage.matching("zh-Hant-TW", among: [hongKong, taiwan]) == taiwan)
        #expect(FormLanguage.matching("zh-MO", among: [.english, taiwan]) == taiwan)
        #expect(FormLanguage.matching("zh-Hant", among: [.english, taiwan]) == taiwan)
        #expect(FormLanguage.matching("zh-CN", among: [.english, taiwan]) == nil)
    }

    @Test func theTagItselfWinsOverAShorterOne() {
        let british = FormLanguage(tag: "en-GB")
        #expect(FormLanguage.matching("en-GB", among: [.english, british]) == british)
        #expect(FormLanguage.matching("en-AU", among: [british, .english]) == .english)
        #expect(FormLanguage.matching("en", among: [british, .english]) == .english)
    }

    @Test func aSiblingRegionIsTheFirstGivenOfItsLanguage() {
        let european = FormLanguage(tag: "pt-PT", plurals: .zeroAndOneMillions)
        #expect(FormLanguage.matching("pt-AO", among: [european, .brazilianPortuguese]) == european)
        #expect(FormLanguage.matching("pt-AO", among: [.brazilianPortuguese, european]) == .brazilianPortuguese)
        #expect(FormLanguage.matching("pt-PT", among: [.brazilianPortuguese, european]) == european)
    }

    @Test func aDifferentScriptOfOneLanguageDoesNotMatch() {
        let serbianCyrillic = FormLanguage(tag: "sr-Cyrl")
        #expect(FormLanguage.matching("sr-Latn-RS", among: [serbianCyrillic]) == nil)
        #expect(FormLanguage.matching("sr-RS", among: [serbianCyrillic]) == serbianCyrillic)
        #expect(FormLanguage.matching("sr-Cyrl-RS", among: [serbianCyrillic]) == serbianCyrillic)
    }
}
