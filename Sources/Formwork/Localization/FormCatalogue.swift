/// The wordings of texts in several languages, by key: Formwork's own, or an app's.
///
/// ```swift
/// let catalogue = FormCatalogue([
///     "en": ["item.remove": "Delete"],
///     "zh-Hans": ["item.remove": "删除", "rule.required": "请填写{title}"],
/// ])
/// let chinese = FormLocalization(language: .simplifiedChinese, catalogue: catalogue)
/// chinese.text(FormPhrase("rule.required", ["title": "姓名"]))   // "请填写姓名"
/// ```
///
/// A wording names its parameters between braces (`{title}`, `{count}`); a
/// plural wording gives one form for each category of the language's
/// ``FormPluralRule``. A catalogue is looked up by the language's tag, then
/// by the tag with its last subtag dropped (`zh-Hant-TW`, `zh-Hant`, `zh`).
public struct FormCatalogue: Sendable {
    private var tables: [String: [String: Entry]]

    /// Creates a catalogue from wordings by language tag, then by key.
    public init(_ tables: [String: [String: Entry]] = [:]) {
        self.tables = [:]
        for (tag, table) in tables { self.tables[Self.folded(tag), default: [:]].merge(table) { $1 } }
    }

    /// The wording of a text in one language: one text, or one for each plural category.
    ///
    /// ```swift
    /// let problems: FormCatalogue.Entry = .plural(one: "{count} problem", other: "{count} problems")
    /// let title: FormCatalogue.Entry = "{title} is required"
    /// ```
    public enum Entry: Sendable, Hashable, ExpressibleByStringLiteral {
        /// The same wording for every count.
        case text(String)
        /// A wording for each plural category; a missing category uses `other`.
        case plural(
            zero: String? = nil, one: String? = nil, two: String? = nil, few: String? = nil,
            many: String? = nil, other: String)

        /// Creates a one-wording entry from a literal.
        public init(stringLiteral value: String) { self = .text(value) }

        /// The wording for `count` under `rule`; a ``text(_:)`` entry ignores the count.
        public func wording(for count: Int?, rule: FormPluralRule) -> String {
            guard case .plural(let zero, let one, let two, let few, let many, let other) = self else {
                if case .text(let text) = self { return text }
                return ""
            }
            guard let count else { return other }
            switch rule.category(for: count) {
            case .zero: return zero ?? other
            case .one: return one ?? other
            case .two: return two ?? other
            case .few: return few ?? other
            case .many: return many ?? other
            case .other: return other
            }
        }

        /// Every wording the entry holds, `other` last.
        public var wordings: [String] {
            switch self {
            case .text(let text): return [text]
            case .plural(let zero, let one, let two, let few, let many, let other):
                return [zero, one, two, few, many].compactMap { $0 } + [other]
            }
        }

        /// The parameter names its wordings use, sorted, such as `["count", "title"]`.
        public var parameters: [String] {
            Array(Set(wordings.flatMap(FormCatalogue.parameters(in:)))).sorted()
        }
    }

    /// The wording of `key` for `language`: its tag, then shorter tags.
    public func entry(_ key: String, for language: FormLanguage) -> Entry? {
        for tag in Self.lookupTags(for: language) {
            if let entry = tables[tag]?[key] { return entry }
        }
        return nil
    }

    /// The wording of `key` under exactly the tag `tag`, already folded.
    func entry(_ key: String, foldedTag tag: String) -> Entry? { tables[tag]?[key] }

    /// The folded tags a lookup for `language` tries, longest first
    /// (`zh-hant-tw`, `zh-hant`, `zh`).
    static func lookupTags(for language: FormLanguage) -> [String] {
        var tag = Substring(folded(language.tag))
        var tags = [String(tag)]
        while let dash = tag.lastIndex(of: "-") {
            tag = tag[..<dash]
            tags.append(String(tag))
        }
        return tags
    }

    /// The language tags the catalogue has wordings for, sorted (lowercased).
    public var languageTags: [String] { tables.keys.sorted() }

    /// The keys the catalogue words for the tag `tag`, sorted.
    public func keys(for tag: String) -> [String] { (tables[Self.folded(tag)] ?? [:]).keys.sorted() }

    /// A catalogue holding both; `other`'s wordings win where both have one.
    ///
    /// ```swift
    /// let merged = FormCatalogue.formwork.merging(FormCatalogue(["en": ["item.remove": "Delete"]]))
    /// ```
    public func merging(_ other: FormCatalogue) -> FormCatalogue {
        var merged = self
        for (tag, table) in other.tables { merged.tables[tag, default: [:]].merge(table) { $1 } }
        return merged
    }

    /// `true` when the catalogue has no wording at all.
    public var isEmpty: Bool { tables.values.allSatisfy(\.isEmpty) }

    /// `wording` with each `{name}` replaced by the phrase's parameter of that
    /// name, a list's items joined by `separator`; a name the phrase lacks
    /// stays as written. Parameters are inserted as they are, never read as
    /// wordings themselves.
    public static func render(_ wording: String, _ phrase: FormPhrase, listSeparator separator: String = ", ") -> String {
        guard wording.utf8.contains(UInt8(ascii: "{")) else { return wording }
        var output = ""
        var rest = Substring(wording)
        while let open = rest.firstIndex(of: "{") {
            output += rest[..<open]
            let afterOpen = rest.index(after: open)
            let name = rest[afterOpen...].firstIndex(of: "}").map { String(rest[afterOpen..<$0]) }
            let list = phrase.arguments.first { $0.name == name }?.items
            guard let close = rest[afterOpen...].firstIndex(of: "}"),
                let text = list.map({ $0.joined(separator: separator) }) ?? name.flatMap({ phrase[argument: $0] })
            else {
                output.append("{")
                rest = rest[afterOpen...]
                continue
            }
            output += text
            rest = rest[rest.index(after: close)...]
        }
        return output + rest
    }

    /// The names between braces in `wording`, in order.
    static func parameters(in wording: String) -> [String] {
        var names: [String] = []
        var rest = Substring(wording)
        while let open = rest.firstIndex(of: "{") {
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}") else { break }
            let name = rest[afterOpen..<close]
            if !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) {
                names.append(String(name))
            }
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    /// Tags compare without case, with `_` read as `-` (`zh_CN`, `zh-cn`).
    static func folded(_ tag: String) -> String {
        String(tag.lowercased().map { $0 == "_" ? "-" : $0 })
    }
}
