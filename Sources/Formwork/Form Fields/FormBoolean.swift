import Foundation

/// A row holding an on/off switch: `Bool`, or `Bool?` for "not answered".
///
/// ```swift
/// struct Profile: FormModel {
///     @FormBoolean var newsletter = false
/// }
/// try form.setText("yes", for: "newsletter")   // true/false, yes/no, on/off, 1/0
/// ```
@propertyWrapper
public struct FormBoolean<Value: FormBoolValue>: Sendable {
    var storage: FieldStorage<Value>

    /// Whether the switch is on.
    public var wrappedValue: Value {
        get { storage.value }
        set { storage.value = newValue }
    }

    /// Declares a switch row; `placeholder:` is shown while a `Bool?` is unanswered.
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
            .boolean, of: Value.self, title: title, placeholder: placeholder, help: help, parameterKey: param,
            rules: rules, visibleWhen: visibleWhen, enabledWhen: enabledWhen, submit: submit
        )
        storage = FieldStorage(value: wrappedValue, descriptor: descriptor)
    }

    init(storage: FieldStorage<Value>) { self.storage = storage }
}

extension FormBoolean: FieldWrapper, Codable, Equatable, Hashable {
    public init(from decoder: any Decoder) throws { storage = try FieldStorage(from: decoder) }
    public func encode(to encoder: any Encoder) throws { try storage.encode(to: encoder) }
}
