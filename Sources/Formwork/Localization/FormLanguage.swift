/// A language a form is shown in: its tag, its writing direction and its plural rule.
///
/// ```swift
/// let form = FormState(SignUp(), localization: .init(language: .simplifiedChinese))
/// FormLanguage.arabic.direction      // .rightToLeft
/// FormLanguage.english.tag           // "en"
/// ```
///
/// Formwork ships every text it writes in the built-in languages
/// (``builtIn``). An app adds a language by making one with its tag and
/// giving its texts in a ``FormCatalogue``; a text a catalogue lacks falls
/// back to English.
public struct FormLanguage: Sendable, Hashable, CustomStringConvertible {
    /// The BCP 47 tag, such as `"zh-Hans"` or `"pt-BR"`.
    public var tag: String
    /// Which way its text runs.
    public var direction: Direction
    /// How it chooses a plural form for a count.
    public var plurals: FormPluralRule

    /// Which way a language's text runs.
    public enum Direction: String, Sendable, Hashable {
        /// Left to right; the HTML attribute value `ltr`.
        case leftToRight = "ltr"
        /// Right to left, as Arabic and Hebrew; the HTML attribute value `rtl`.
        case rightToLeft = "rtl"
    }

    /// Creates a language with the tag `tag`.
    ///
    /// ```swift
    /// let hebrew = FormLanguage(tag: "he", direction: .rightToLeft, plurals: .oneOther)
    /// ```
    public init(tag: String, direction: Direction = .leftToRight, plurals: FormPluralRule = .oneOther) {
        self.tag = tag
        self.direction = direction
        self.plurals = plurals
    }

    /// The tag.
    public var description: String { tag }

    /// English, `en`: the language of every default text.
    public static let english = FormLanguage(tag: "en")
    /// Simplified Chinese, `zh-Hans`.
    public static let simplifiedChinese = FormLanguage(tag: "zh-Hans", plurals: .none)
    /// Traditional Chinese, `zh-Hant`.
    public static let traditionalChinese = FormLanguage(tag: "zh-Hant", plurals: .none)
    /// Japanese, `ja`.
    public static let japanese = FormLanguage(tag: "ja", plurals: .none)
    /// Korean, `ko`.
    public static let korean = FormLanguage(tag: "ko", plurals: .none)
    /// German, `de`.
    public static let german = FormLanguage(tag: "de")
    /// French, `fr`.
    public static let french = FormLanguage(tag: "fr", plurals: .zeroAndOneMillions)
    /// Spanish, `es`.
    public static let spanish = FormLanguage(tag: "es", plurals: .oneMillions)
    /// Brazilian Portuguese, `pt-BR`.
    public static let brazilianPortuguese = FormLanguage(tag: "pt-BR", plurals: .zeroAndOneMillions)
    /// Russian, `ru`.
    public static let russian = FormLanguage(tag: "ru", plurals: .eastSlavic)
    /// Arabic, `ar`, written right to left.
    public static let arabic = FormLanguage(tag: "ar", direction: .rightToLeft, plurals: .arabic)

    /// Every language Formwork ships its texts in, English first.
    public static let builtIn: [FormLanguage] = [
        .english, .simplifiedChinese, .traditionalChinese, .japanese, .korean, .german, .french, .spanish,
        .brazilianPortuguese, .russian, .arabic,
    ]
}
