import Foundation

/// A read-only heading row inside a section; its value is the text shown.
///
/// ```swift
/// struct Order: FormModel {
///     @FormHeading var shipping_note = "Orders ship within two days"
///     @FormText var recipient = ""
/// }
/// ```
///
/// A heading row cannot be edited and submits no parameter.
public typealias FormHeading = FormField<_FormFieldKind.Heading, String>

extension FormField where Kind == _FormFieldKind.Heading, Value == String {
    /// Declares a heading row.
    @inlinable
    public init(wrappedValue: String, title: String? = nil, help: String? = nil, visibleWhen: FormCondition? = nil) {
        let descriptor = FieldDescriptor(
            Kind.self, of: String.self, access: Self.access, title: title, placeholder: nil, help: help, parameterKey: nil,
            visibleWhen: visibleWhen
        )
        self.init(value: wrappedValue, descriptor: descriptor)
    }
}
