import Foundation

/// A row holding a picture or a file: a `URL`, a ``FormFile`` with its bytes, or an optional of one.
///
/// ```swift
/// struct Profile: FormModel {
///     @FormImage var avatar: URL? = nil
///     @FormImage var id_scan: FormFile? = nil     // uploaded as a multipart file part
/// }
/// ```
@propertyWrapper
public struct FormImage<Value: FormImageValue>: Sendable {
    var storage: FieldStorage<Value>

    /// The picture or file.
    public var wrappedValue: Value {
        get { storage.value }
        set { storage.value = newValue }
    }

    /// Declares an image row.
    ///
    /// `submit:` submits the parameters it returns instead of the row's own
    /// (``FormParameterMapping``).
    public init(
        wrappedValue: Value,
        title: String? = nil,
        placeholder: String? = nil,
        help: String? = nil,
        param: String? = nil,
        submit: FormParameterMapping? = nil,
        rules: [FormRule] = [],
        visibleWhen: FormCondition? = nil,
        enabledWhen: FormCondition? = nil
    ) {
        let descriptor = FieldDescriptor(
            .image, of: Value.self, title: title, placeholder: placeholder, help: help, parameterKey: param,
            rules: rules, visibleWhen: visibleWhen, enabledWhen: enabledWhen, submit: submit
        )
        storage = FieldStorage(value: wrappedValue, descriptor: descriptor)
    }

    init(storage: FieldStorage<Value>) { self.storage = storage }
}

extension FormImage: FieldWrapper, Codable, Equatable, Hashable {
    public init(from decoder: any Decoder) throws { storage = try FieldStorage(from: decoder) }
    public func encode(to encoder: any Encoder) throws { try storage.encode(to: encoder) }
}
