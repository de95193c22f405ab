import Foundation

/// A row holding a picture: a `URL`, a ``FormFile`` with its bytes, or an optional of one.
///
/// ```swift
/// struct Profile: FormModel {
///     @FormImage var avatar: URL? = nil
///     @FormImage var id_scan: FormFile? = nil     // uploaded as a multipart file part
/// }
/// ```
///
/// A picture row is laid out tall (230 points) to show the picture; a file
/// that is not a picture (a CV, an invoice) is a `@FormAttachment` row.
public typealias FormImage<Value: FormFieldKind.FileValue> = FormField<FormFieldKind.Image, Value>

extension FormField where Kind == FormFieldKind.Image, Value: FormFieldKind.FileValue {
    /// Declares an image row.
    ///
    /// `submit:` submits the parameters it returns instead of the row's own
    /// (``FormParameters/Mapping``).
    @inlinable
    public init(
        wrappedValue: Value,
        title: String? = nil,
        placeholder: String? = nil,
        help: String? = nil,
        param: String? = nil,
        submit: FormParameters.Mapping? = nil,
        rules: [FormRule] = [],
        visibleWhen: FormCondition? = nil,
        enabledWhen: FormCondition? = nil
    ) {
        let descriptor = FieldDescriptor(
            .image, of: Value.self, access: Self.access, title: title, placeholder: placeholder, help: help, parameterKey: param,
            rules: rules, visibleWhen: visibleWhen, enabledWhen: enabledWhen, submit: submit
        )
        self.init(value: wrappedValue, descriptor: descriptor)
    }
}
