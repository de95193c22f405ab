import Formwork
import Testing

/// The plural category of each built-in language for whole counts.
///
/// Every expectation is written by hand from the Unicode CLDR plural rules
/// chart (https://www.unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html),
/// reading each cardinal rule with `n = i` (the count's absolute value) and
/// `v = f = e = 0`:
///
/// - en, de: one `i = 1 and v = 0`; other.
/// - zh, ja, ko: other.
/// - fr, pt (which pt-BR uses): one `i = 0,1`; many `e = 0 and i != 0 and
///   i % 1000000 = 0 and v = 0`; other.
/// - es: one `n = 1`; many as French; other.
/// - ru: one `v = 0 and i % 10 = 1 and i % 100 != 11`; few `v = 0 and
///   i % 10 = 2..4 and i % 100 != 12..14`; many `v = 0 and i % 10 = 0`, or
///   `i % 10 = 5..9`, or `i % 100 = 11..14`.
/// - ar: zero `n = 0`; one `n = 1`; two `n = 2`; few `n % 100 = 3..10`;
///   many `n % 100 = 11..99`; other.
@Suite struct PluralRuleTests {
    typealias Table = [(count: Int, category: FormPluralCategory)]

    static let counts = [0, 1, 2, 3, 5, 11, 12, 14, 21, 22, 25, 101, 111, 1_000_000]

    static let english: Table = [
        (0, .other), (1, .one), (2, .other), (3, .other), (5, .other), (11, .other), (12, .other), (14, .other),
        (21, .other), (22, .other), (25, .other), (101, .other), (111, .other), (1_000_000, .other),
    ]

    static let french: Table = [
        (0, .one), (1, .one), (2, .other), (3, .other), (5, .other), (11, .other), (12, .other), (14, .other),
        (21, .other), (22, .other), (25, .other), (101, .other), (111, .other), (1_000_000, .many),
        (2_000_000, .many), (1_000_001, .other), (1_500_000, .other),
    ]

    static let spanish: Table = [
        (0, .other), (1, .one), (2, .other), (3, .other), (5, .other), (11, .other), (12, .other), (14, .other),
        (21, .other), (22, .other), (25, .other), (101, .other), (111, .other), (1_000_000, .many),
        (3_000_000, .many), (1_000_001, .other),
    ]

    static let russian: Table = [
        (0, .many), (1, .one), (2, .few), (3, .few), (5, .many), (11, .many), (12, .many), (14, .many),
        (21, .one), (22, .few), (25, .many), (101, .one), (111, .many), (1_000_000, .many),
        (4, .few), (10, .many), (13, .many), (24, .few), (112, .many), (1_000_001, .one),
    ]

    static let arabic: Table = [
        (0, .zero), (1, .one), (2, .two), (3, .few), (5, .few), (11, .many), (12, .many), (14, .many),
        (21, .many), (22, .many), (25, .many), (101, .other), (111, .many), (1_000_000, .other),
        (10, .few), (99, .many), (100, .other), (102, .other), (103, .few), (1_011, .many),
    ]

    @Test func englishAndGermanAreOneForExactlyOne() {
        for language in [FormLanguage.english, .german] {
            for (count, category) in Self.english {
                #expect(language.plurals.category(for: count) == category, "\(language) \(count)")
            }
        }
    }

    @Test func chineseJapaneseAndKoreanHaveOneFormForEveryCount() {
        let languages: [FormLanguage] = [.simplifiedChinese, .traditionalChinese, .japanese, .korean]
        for language in languages {
            for count in Self.counts {
                #expect(language.plurals.category(for: count) == .other, "\(language) \(count)")
            }
            #expect(language.plurals.categories == [.other])
        }
    }

    @Test func frenchAndBrazilianPortugueseAreOneForZeroAndOneAndManyForMillions() {
        for language in [FormLanguage.french, .brazilianPortuguese] {
            for (count, category) in Self.french {
                #expect(language.plurals.category(for: count) == category, "\(language) \(count)")
            }
        }
    }

    @Test func spanishIsOneForOneOnlyAndManyForMillions() {
        for (count, category) in Self.spanish {
            #expect(FormLanguage.spanish.plurals.category(for: count) == category, "\(count)")
        }
    }

    @Test func russianFollowsTheLastDigitsExceptTheTeens() {
        for (count, category) in Self.russian {
            #expect(FormLanguage.russian.plurals.category(for: count) == category, "\(count)")
        }
    }

    @Test func arabicHasSixFormsByTheLastTwoDigits() {
        for (count, category) in Self.arabic {
            #expect(FormLanguage.arabic.plurals.category(for: count) == category, "\(count)")
        }
        #expect(FormLanguage.arabic.plurals.categories == [.zero, .one, .two, .few, .many, .other])
    }

    @Test func aNegativeCountTakesTheCategoryOfItsAbsoluteValue() {
        #expect(FormLanguage.english.plurals.category(for: -1) == .one)
        #expect(FormLanguage.french.plurals.category(for: -1) == .one)
        #expect(FormLanguage.spanish.plurals.category(for: -1) == .one)
        #expect(FormLanguage.russian.plurals.category(for: -21) == .one)
        #expect(FormLanguage.russian.plurals.category(for: -3) == .few)
        #expect(FormLanguage.arabic.plurals.category(for: -2) == .two)
        #expect(FormLanguage.arabic.plurals.category(for: -11) == .many)
    }

    @Test func theExtremeCountsAreCategorizedWithoutTrapping() {
        // Int.min's magnitude is 2^63 = 9223372036854775808: its last digit is 8 and its
        // last two digits 08; it is not a multiple of a million.
        #expect(FormLanguage.russian.plurals.category(for: Int.min) == .many)
        #expect(FormLanguage.arabic.plurals.category(for: Int.min) == .few)
        #expect(FormLanguage.french.plurals.category(for: Int.min) == .other)
        // Int.max is 9223372036854775807: last digit 7, last two digits 07.
        #expect(FormLanguage.russian.plurals.category(for: Int.max) == .many)
        #expect(FormLanguage.arabic.plurals.category(for: Int.max) == .few)
    }

    @Test func eachRuleListsTheCategoriesItAnswers() {
        #expect(FormLanguage.english.plurals.categories == [.one, .other])
        #expect(FormLanguage.french.plurals.categories == [.one, .many, .other])
        #expect(FormLanguage.spanish.plurals.categories == [.one, .many, .other])
        #expect(FormLanguage.russian.plurals.categories == [.one, .few, .many, .other])
    }
}
