import Foundation

/// A read-only heading row inside a section; its value is the text shown.
///
/// ```swift
/// struct Order: FormModel {
///     @FormTitle var shipping_note = "Orders ship within two days"
///     @FormText var recipient = ""
/// }
/// ```
///
/// A title row cannot be edited and submits no parameter.
@propertyWrapper
public struct FormTitle: Sendable {
    var storage: FieldStorage<String>

    /// The heading text.
    public var wrappedValue: String {
        get { storage.value }
        set { storage.value = newValue }
    }

    /// Declares a heading row.
    public init(wrappedValue: String, title: String? = nil, help: String? = nil, visibleWhen: FormCondition? = nil) {
        let descriptor = FieldDescriptor(
            .title, of: String.self, title: title, placeholder: nil, help: help, parameterKey: nil,
            visibleWhen: visibleWhen
        )
        storage = FieldStorage(value: wrappedValue, descriptor: descriptor)
    }

    init(storage: FieldStorage<String>) { self.storage = storage }
}

extension FormTitle: FieldWrapper, Codable, Equatable, Hashable {
    public init(from decoder: any Decoder) throws { storage = try FieldStorage(from: decoder) }
    public func encode(to encoder: any Encoder) throws { try storage.encode(to: encoder) }
}
