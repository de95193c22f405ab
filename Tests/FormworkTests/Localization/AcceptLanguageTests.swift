import Formwork
import Testing

/// The language a request's `Accept-Language` header chooses. The grammar is
/// RFC 9110 §12.5.4 (`language-range [ OWS ";" OWS "q=" qvalue ]`, qvalue
/// `0` to `1` with at most three decimals); each range is looked up as
/// RFC 4647 §3.4 describes. Every expectation is worked out by hand from
/// those two texts.
@Suite struct AcceptLanguageTests {
    private func negotiate(
        _ header: String, among languages: [FormLanguage] = FormLanguage.builtIn, default: FormLanguage = .english
    ) -> FormLanguage {
        FormLanguage.negotiating(acceptLanguage: header, among: languages, default: `default`)
    }

    // MARK: Headers browsers send

    @Test func chromiumInSimplifiedChineseGetsSimplifiedChinese() {
        #expect(negotiate("zh-CN,zh;q=0.9") == .simplifiedChinese)
    }

    @Test func chromiumInArabicGetsArabic() {
        #expect(negotiate("ar") == .arabic)
    }

    @Test func safariInAmericanEnglishGetsEnglish() {
        #expect(negotiate("en-US,en;q=0.9") == .english)
    }

    @Test func firefoxInTaiwaneseChineseGetsTraditionalChinese() {
        #expect(negotiate("zh-TW,zh;q=0.8,en-US;q=0.5,en;q=0.3") == .traditionalChinese)
    }

    @Test func aTaiwaneseReaderWhoAcceptsChineseGetsSimplifiedWhenTraditionalIsMissing() {
        let languages: [FormLanguage] = [.english, .simplifiedChinese]
        // `zh` written on its own is Simplified Chinese; `zh-TW` alone never is.
        #expect(negotiate("zh-TW,zh;q=0.9,en;q=0.8", among: languages) == .simplifiedChinese)
        #expect(negotiate("zh-TW,en;q=0.8", among: languages) == .english)
    }

    @Test func aEuropeanPortugueseReaderGetsBrazilianPortuguese() {
        #expect(negotiate("pt-PT,pt;q=0.9,en;q=0.8") == .brazilianPortuguese)
    }

    @Test func aLatinAmericanSpanishReaderGetsSpanish() {
        #expect(negotiate("es-419,es;q=0.9") == .spanish)
        #expect(negotiate("es-MX") == .spanish)
    }

    // MARK: RFC 4647 §3.4 Lookup

    /// RFC 4647 §3.4's example: the range `zh-Hant-CN-x-private1-private2`
    /// tries `zh-Hant-CN-x-private1-private2`, `zh-Hant-CN-x-private1`,
    /// `zh-Hant-CN`, `zh-Hant`, `zh`, then the default.
    static let lookupSteps = ["zh-Hant-CN-x-private1-private2", "zh-Hant-CN-x-private1", "zh-Hant-CN", "zh-Hant"]

    @Test(arguments: lookupSteps)
    func lookupShortensTheRangeUntilALanguageHasWhatRemains(step: String) {
        let language = FormLanguage(tag: step, plurals: .none)
        #expect(negotiate("zh-Hant-CN-x-private1-private2", among: [.english, language]) == language)
    }

    @Test func lookupPrefersTheLongestMatchWhateverTheLanguagesOrder() {
        let china = FormLanguage(tag: "zh-Hant-CN", plurals: .none)
        let header = "zh-Hant-CN-x-private1-private2"
        #expect(negotiate(header, among: [.traditionalChinese, china]) == china)
    }

    @Test func lookupDropsASingletonWithTheSubtagAfterIt() {
        // `zh-Hant-CN-x` is never tried: removing `private1` leaves the singleton `x` last, which goes too.
        let singleton = FormLanguage(tag: "zh-Hant-CN-x", plurals: .none)
        #expect(negotiate("zh-Hant-CN-x-private1-private2", among: [singleton, .traditionalChinese]) == .traditionalChinese)
    }

    @Test func aRangeThatFindsNothingGivesWayToTheNext() {
        #expect(negotiate("it-IT, it;q=0.9, de;q=0.8") == .german)
    }

    // MARK: Weights

    @Test func theHeaviestRangeWinsWhereverItStands() {
        #expect(negotiate("de;q=0.5, fr;q=0.8") == .french)
        #expect(negotiate("fr;q=0.1, de") == .german)
        #expect(negotiate("en;q=0.5, ja;q=0.501") == .japanese)
    }

    @Test func rangesOfOneWeightKeepTheHeadersOrder() {
        #expect(negotiate("de;q=0.8, fr;q=0.8") == .german)
        #expect(negotiate("fr;q=0.8, de;q=0.8") == .french)
        #expect(negotiate("ko, ja;q=1.000") == .korean)
        #expect(negotiate("ja;q=1, ko") == .japanese)
    }

    @Test func theSmallestWeightIsStillAcceptable() {
        #expect(negotiate("ja;q=0.001") == .japanese)
        #expect(negotiate("ja;q=0.001", default: .german) == .japanese)
    }

    // MARK: q=0

    @Test func aRefusedLanguageIsSkipped() {
        #expect(negotiate("en;q=0, fr;q=0.5") == .french)
        #expect(negotiate("fr;q=0, de;q=0.5", among: [.english, .french, .german]) == .german)
    }

    @Test func aRefusedDefaultGivesWayToTheFirstLanguageNotRefused() {
        #expect(negotiate("en;q=0", among: [.english, .german]) == .german)
        #expect(negotiate("it, en;q=0", among: [.english, .german]) == .german)
        #expect(negotiate("en;q=0, de;q=0", among: [.english, .german, .french]) == .french)
    }

    @Test func refusingALanguageRefusesItsRegions() {
        let british = FormLanguage(tag: "en-GB")
        #expect(negotiate("en;q=0", among: [british, .german], default: british) == .german)
        let chineseAndFrench: [FormLanguage] = [.simplifiedChinese, .traditionalChinese, .french]
        #expect(negotiate("zh;q=0, *", among: chineseAndFrench, default: .simplifiedChinese) == .french)
    }

    @Test func refusingARegionLeavesItsLanguageAcceptable() {
        #expect(negotiate("en-GB;q=0, en;q=0.5", among: [.german, .english]) == .english)
        #expect(negotiate("en-GB;q=0", among: [.english, .german]) == .english)
    }

    @Test func aMoreSpecificRangeOverridesARefusalOfItsLanguage() {
        let british = FormLanguage(tag: "en-GB")
        #expect(negotiate("en;q=0, en-GB", among: [.english, british]) == british)
    }

    @Test func aRefusedWildcardRefusesEveryLanguageNotNamed() {
        #expect(negotiate("*;q=0, fr;q=0.5") == .french)
        #expect(negotiate("*;q=0, en;q=0.2", among: [.german, .english], default: .german) == .english)
    }

    @Test func whenEveryLanguageIsRefusedTheHeaderIsDisregarded() {
        #expect(negotiate("*;q=0") == .english)
        #expect(negotiate("it, *;q=0") == .english)
        #expect(negotiate("en;q=0, de;q=0", among: [.english, .german]) == .english)
    }

    // MARK: The wildcard

    @Test func theWildcardChoosesNoLanguageSoTheDefaultAnswers() {
        #expect(negotiate("*") == .english)
        #expect(negotiate("*", default: .german) == .german)
        #expect(negotiate("it, *;q=0.5") == .english)
    }

    @Test func theWildcardIsSkippedEvenWhenItWeighsMost() {
        #expect(negotiate("*, fr;q=0.5") == .french)
    }

    @Test func theWildcardDoesNotReviveARefusedDefault() {
        #expect(negotiate("en;q=0, *", among: [.english, .french]) == .french)
    }

    // MARK: Malformed headers

    @Test func anEmptyHeaderGivesTheDefault() {
        #expect(negotiate("") == .english)
        #expect(negotiate("", default: .korean) == .korean)
        #expect(negotiate(",,,", default: .korean) == .korean)
        #expect(negotiate(" , \t, ", default: .korean) == .korean)
    }

    @Test(arguments: [
        "fr;q=abc", "fr;q=1.5", "fr;q=2", "fr;q=1.001", "fr;q=0.5555", "fr;q=.5", "fr;q=-0.5", "fr;q=",
        "fr;q= 0.5", "fr;q =0.5", "fr;level=1", "fr;q=0.5;q=0.6", "fr;", "fr_FR", "fr-", "fr FR", "fr--FR",
        "fr-toolongxx", "fr-FR-é",
    ])
    func aMalformedElementIsIgnoredAndTheRestCounts(element: String) {
        #expect(negotiate("\(element), de;q=0.1") == .german)
    }

    @Test func aMalformedWeightNeitherAcceptsNorRefuses() {
        #expect(negotiate("de;q=abc", among: [.english, .german], default: .german) == .german)
    }

    @Test func weightsMayBeWrittenWithAnyNumberOfDecimalsUpToThree() {
        #expect(negotiate("fr;q=0.5, de;q=0.49") == .french)
        #expect(negotiate("fr;q=0.50, de;q=0.499") == .french)
        #expect(negotiate("fr;q=1., de;q=1") == .french)
        #expect(negotiate("fr;q=0, de;q=0.000") == .english)
        #expect(negotiate("en;q=0.", among: [.english, .german]) == .german)
    }

    // MARK: Spelling

    @Test func whitespaceAroundElementsAndWeightsIsAllowed() {
        #expect(negotiate("  fr ; q=0.5 ,\tde;q=0.4 ") == .french)
        #expect(negotiate("fr\t;\tq=0.3,de ;q=0.4") == .german)
    }

    @Test func rangesAndTheWeightNameAreCaseInsensitive() {
        #expect(negotiate("ZH-tw") == .traditionalChinese)
        #expect(negotiate("EN-gb;Q=0.5, De;q=0.4") == .english)
        #expect(negotiate("EN;Q=0", among: [.english, .german]) == .german)
    }
}
