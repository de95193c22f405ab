import Foundation

/// A section break: the rows declared after it form a new section.
///
/// ```swift
/// struct Profile: FormModel {
///     @FormText var user_name = ""
///     var contact = FormSeparator("Contact", footer: "We never share these.")
///     @FormText(.email) var email = ""
/// }
/// form.sections.map(\.title)    // [nil, "Contact"]
/// ```
///
/// `visibleWhen:` hides the whole section and `enabledWhen:` disables every
/// row in it (see ``FormCondition``). A separator is layout, not data: a
/// model's `encode(to:)` writes no key for it, so `JSONEncoder` stores only
/// the model's values, and its `init(from:)` needs none (see
/// `KeyedEncodingContainer.encode(_:forKey:)` for a separator), so a model with
/// separators still round-trips through JSON.
public struct FormSeparator: Sendable, Hashable, Codable {
    /// The section's title, shown above its rows.
    public var title: String?
    /// The section's footer, shown below its rows.
    public var footer: String?
    /// When the section is shown.
    public var visibleWhen: FormCondition?
    /// When the section's rows can be edited.
    public var enabledWhen: FormCondition?

    /// A section break with an optional title, footer and conditions.
    public init(
        _ title: String? = nil, footer: String? = nil,
        visibleWhen: FormCondition? = nil, enabledWhen: FormCondition? = nil
    ) {
        self.title = title
        self.footer = footer
        self.visibleWhen = visibleWhen
        self.enabledWhen = enabledWhen
    }

    /// Every separator equals every other: it is a declaration, not a value,
    /// so two models with the same values are equal whichever way they were
    /// made (a separator decoded by `JSONDecoder` has no title).
    public static func == (lhs: Self, rhs: Self) -> Bool { true }

    public func hash(into hasher: inout Hasher) {}

    /// Makes an untitled separator: a separator holds no value, so nothing is read.
    ///
    /// - Throws: Never; the signature is `Decodable`'s.
    public init(from decoder: any Decoder) throws {
        self.init()
    }

    /// Writes an empty object when asked for the separator's own encoding; a
    /// model's `encode(to:)` writes no key for it at all.
    ///
    /// - Throws: Never; the signature is `Encodable`'s.
    public func encode(to encoder: any Encoder) throws {
        _ = encoder.container(keyedBy: EmptyKey.self)
    }

    private struct EmptyKey: CodingKey {
        var stringValue: String { "" }
        var intValue: Int? { nil }
        init?(stringValue: String) { nil }
        init?(intValue: Int) { nil }
    }
}
