/// A BCP 47 language tag, or a basic language range, read for matching.
///
/// Subtags are kept lower-cased: BCP 47 tags compare without regard to case
/// (RFC 5646 §2.1.1), so `zh-Hant-TW` and `ZH-hant-tw` are one tag. Only the
/// parts matching needs are read: the primary language, an extended
/// language, the script and the region.
struct LanguageTag: Hashable {
    /// The subtags, lower-cased: `["zh", "hant", "tw"]`.
    let subtags: [String]

    /// Reads `text`; nil when it is not a well-formed tag.
    ///
    /// Well formed means RFC 4647 §2.1's basic language range: a first
    /// subtag of 1 to 8 ASCII letters, then subtags of 1 to 8 ASCII letters
    /// or digits, each after a `-`. With `acceptingUnderscores`, `_`
    /// separates subtags too, as in the POSIX locale name `zh_CN`.
    init?(_ text: some StringProtocol, acceptingUnderscores: Bool) {
        let parts = text.split(
            omittingEmptySubsequences: false,
            whereSeparator: { $0 == "-" || (acceptingUnderscores && $0 == "_") })
        var subtags: [String] = []
        for part in parts {
            guard (1...8).contains(part.utf8.count),
                part.utf8.allSatisfy({ Self.isLetter($0) || (!subtags.isEmpty && Self.isDigit($0)) })
            else { return nil }
            subtags.append(String(decoding: part.utf8.map(Self.lowercased), as: UTF8.self))
        }
        self.subtags = subtags
    }

    private init(subtags: [String]) {
        self.subtags = subtags
    }

    /// The tag as text, lower-cased: `"zh-hant-tw"`.
    var text: String { subtags.joined(separator: "-") }

    /// The primary language subtag: `"zh"` in `zh-Hant-TW`.
    var language: String { subtags[0] }

    /// How many extended language subtags follow the primary one (`yue` in `zh-yue-HK`).
    private var extendedLanguageCount: Int {
        subtags.dropFirst().prefix(3).prefix(while: { $0.utf8.count == 3 && $0.utf8.allSatisfy(Self.isLetter) }).count
    }

    /// The script subtag, four letters after the language: `"hant"` in `zh-Hant-TW`.
    var script: String? {
        let index = 1 + extendedLanguageCount
        guard index < subtags.count, subtags[index].utf8.count == 4, subtags[index].utf8.allSatisfy(Self.isLetter)
        else { return nil }
        return subtags[index]
    }

    /// The region subtag, two letters or three digits after the language and
    /// script: `"tw"` in `zh-Hant-TW`, `"419"` in `es-419`.
    var region: String? {
        let index = 1 + extendedLanguageCount + (script == nil ? 0 : 1)
        guard index < subtags.count else { return nil }
        let region = subtags[index].utf8
        let isRegion =
            (region.count == 2 && region.allSatisfy(Self.isLetter))
            || (region.count == 3 && region.allSatisfy(Self.isDigit))
        return isRegion ? subtags[index] : nil
    }

    /// The script the tag is written in: its script subtag, or for Chinese
    /// without one, the script its region writes (CLDR's likely subtags):
    /// Traditional (`hant`) in Taiwan, Hong Kong and Macao, Simplified
    /// (`hans`) everywhere else and when no region is given.
    var impliedScript: String? {
        if let script { return script }
        guard language == "zh", extendedLanguageCount == 0 else { return nil }
        return ["tw", "hk", "mo"].contains(region ?? "") ? "hant" : "hans"
    }

    /// The tag with its implied script written out: `zh-TW` → `zh-hant-tw`,
    /// `zh` → `zh-hans`; a tag with a script, or not Chinese, is unchanged.
    var withImpliedScript: LanguageTag {
        guard script == nil, let implied = impliedScript else { return self }
        return LanguageTag(subtags: [subtags[0], implied] + subtags.dropFirst())
    }

    /// The tags RFC 4647 §3.4 Lookup tries for this range, most specific
    /// first: each drops the last subtag, and a single-character subtag
    /// (`x`, `u`) left at the end goes with it.
    ///
    /// `zh-hant-cn-x-private1-private2` gives `zh-hant-cn-x-private1`,
    /// `zh-hant-cn`, `zh-hant`, `zh`.
    var lookupFallbacks: [String] {
        var remaining = subtags
        var fallbacks: [String] = []
        while !remaining.isEmpty {
            fallbacks.append(remaining.joined(separator: "-"))
            remaining.removeLast()
            if let last = remaining.last, last.utf8.count == 1 { remaining.removeLast() }
        }
        return fallbacks
    }

    /// Whether this range matches `tag` by RFC 4647 §3.3.1 Basic Filtering:
    /// the range's subtags begin the tag's.
    func isPrefix(of tag: LanguageTag) -> Bool {
        tag.subtags.starts(with: subtags)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
