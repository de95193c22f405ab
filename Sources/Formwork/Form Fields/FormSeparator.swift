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
/// A separator holds no value: it encodes as an empty object and decodes
/// from anything, so a model with separators still round-trips through JSON.
public struct FormSeparator: Sendable, Hashable, Codable {
    /// The section's title, shown above its rows.
    public var title: String?
    /// The section's footer, shown below its rows.
    public var footer: String?

    /// A section break with an optional title and footer.
    public init(_ title: String? = nil, footer: String? = nil) {
        self.title = title
        self.footer = footer
    }

    public init(from decoder: any Decoder) throws {
        self.init()
    }

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
