/// Which plural form a language uses for a count, by the Unicode CLDR plural rules.
///
/// ```swift
/// FormLanguage.russian.plurals.category(for: 21)   // .one ("21 ошибка")
/// FormLanguage.russian.plurals.category(for: 3)    // .few
/// FormLanguage.arabic.plurals.category(for: 11)    // .many
/// ```
///
/// Counts are whole numbers: every count Formwork shows (problems, items,
/// characters) is one. The categories are those of CLDR's cardinal rules.
public enum FormPluralCategory: String, Sendable, Hashable, CaseIterable {
    case zero, one, two, few, many, other
}

/// A language's cardinal plural rule: the category of each whole count.
///
/// ```swift
/// FormPluralRule.oneOther.category(for: 1)   // .one
/// FormPluralRule.none.category(for: 1)        // .other (Chinese, Japanese, Korean)
/// let custom = FormPluralRule(name: "one-other") { $0 == 1 ? .one : .other }
/// ```
///
/// The built-in rules are CLDR's for the built-in languages, restricted to
/// integers (the operands `v` and `f` are 0). CLDR's operands are the
/// absolute value of the number, so -1 takes the category of 1. Two rules
/// are equal when their names are.
public struct FormPluralRule: Sendable, Hashable, CustomStringConvertible {
    /// A name for the rule, such as `"ru"`; rules compare by name.
    public let name: String
    /// The categories the rule can answer, in CLDR's order (`other` last).
    public let categories: [FormPluralCategory]
    private let categorize: @Sendable (Int) -> FormPluralCategory

    /// Creates a rule that answers `categorize` for each count.
    ///
    /// `categories` lists the forms a translation gives for this rule;
    /// by default, `one` and `other`.
    public init(
        name: String, categories: [FormPluralCategory] = [.one, .other],
        _ categorize: @escaping @Sendable (Int) -> FormPluralCategory
    ) {
        self.name = name
        self.categories = categories
        self.categorize = categorize
    }

    /// The category of `count`.
    public func category(for count: Int) -> FormPluralCategory { categorize(count) }

    public var description: String { name }

    public static func == (lhs: FormPluralRule, rhs: FormPluralRule) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// One form for every count: Chinese, Japanese, Korean.
    public static let none = FormPluralRule(name: "other", categories: [.other]) { _ in .other }

    /// `one` for 1 and -1, `other` for the rest: English, German (CLDR
    /// `i = 1 and v = 0`, where `i` is the count without its sign).
    public static let oneOther = FormPluralRule(name: "one-other") { $0.magnitude == 1 ? .one : .other }

    /// `one` for 0 and 1, `many` for a non-zero multiple of a million, `other`
    /// for the rest: French and Brazilian Portuguese (CLDR `i = 0,1`;
    /// `e = 0 and i != 0 and i % 1000000 = 0 and v = 0`).
    public static let zeroAndOneMillions = FormPluralRule(name: "fr", categories: [.one, .many, .other]) {
        let magnitude = $0.magnitude
        if magnitude <= 1 { return .one }
        return magnitude % 1_000_000 == 0 ? .many : .other
    }

    /// `one` for 1, `many` for a non-zero multiple of a million, `other` for
    /// the rest: Spanish (CLDR `n = 1`; `e = 0 and i != 0 and i % 1000000 = 0 and v = 0`).
    public static let oneMillions = FormPluralRule(name: "es", categories: [.one, .many, .other]) {
        let magnitude = $0.magnitude
        if magnitude == 1 { return .one }
        return magnitude != 0 && magnitude % 1_000_000 == 0 ? .many : .other
    }

    /// Russian (CLDR): `one` when `i % 10 = 1 and i % 100 != 11`; `few` when
    /// `i % 10 = 2..4 and i % 100 != 12..14`; `many` for the other integers.
    public static let eastSlavic = FormPluralRule(name: "ru", categories: [.one, .few, .many, .other]) {
        let (tens, hundreds) = ($0.magnitude % 10, $0.magnitude % 100)
        if tens == 1 && hundreds != 11 { return .one }
        if (2...4).contains(tens) && !(12...14).contains(hundreds) { return .few }
        return .many
    }

    /// Arabic (CLDR): `zero` 0, `one` 1, `two` 2, `few` when `n % 100 = 3..10`,
    /// `many` when `n % 100 = 11..99`, `other` for the rest (100, 101, 102…).
    public static let arabic = FormPluralRule(name: "ar", categories: FormPluralCategory.allCases) {
        let magnitude = $0.magnitude
        switch magnitude {
        case 0: return .zero
        case 1: return .one
        case 2: return .two
        default:
            let hundreds = magnitude % 100
            if (3...10).contains(hundreds) { return .few }
            if (11...99).contains(hundreds) { return .many }
            return .other
        }
    }
}
