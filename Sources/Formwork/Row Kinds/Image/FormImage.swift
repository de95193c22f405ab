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
/// Bytes alone (`Data`) do not compile here: keep them as a ``FormFile``
/// with a file name and MIME type.
public typealias FormImage<Value> = FormField<_FormFieldKind.Image, Value>

extension FormField where Kind == _FormFieldKind.Image, Value: _FormFieldKind.FileValue {
    /// Declares an image row.
    ///
    /// `submit:` submits the parameters it returns instead of the row's own
    /// (``FormParameters/Mapping``). `maxFileSize:` (bytes) and `fileTypes:`
    /// (as the HTML `accept` attribute lists them: `application/pdf`,
    /// `image/*`, `.pdf`) refuse a larger file or one of another type
    /// wherever it enters the form, as ``FormRule/maxFileSize(_:)`` and
    /// ``FormRule/fileTypes(_:)`` say, and `fileTypes:` is the page's
    /// `accept`:
    ///
    /// ```swift
    /// @FormImage(maxFileSize: 2_000_000, fileTypes: ["image/png", "image/jpeg"]) var avatar: FormFile? = nil
    /// ```
    @inlinable
    public init(
        wrappedValue: Value,
        title: String? = nil,
        placeholder: String? = nil,
        help: String? = nil,
        param: String? = nil,
        submit: FormParameters.Mapping? = nil,
        rules: [FormRule] = [],
        maxFileSize: Int? = nil,
        fileTypes: [String]? = nil,
        visibleWhen: FormCondition? = nil,
        enabledWhen: FormCondition? = nil
    ) {
        let descriptor = FieldDescriptor(
            Kind.self, of: Value.self, access: Self.access, title: title, placeholder: placeholder, help: help,
            parameterKey: param,
            rules: rules, visibleWhen: visibleWhen, enabledWhen: enabledWhen, maxFileSize: maxFileSize,
            fileTypes: fileTypes, submit: submit
        )
        self.init(value: wrappedValue, descriptor: descriptor)
    }
}

extension FormField where Kind == _FormFieldKind.Image {
    /// Not available: a `@FormImage` row holds a `URL`, a ``FormFile`` or an optional of one.
    ///
    /// ```swift
    /// @FormImage var avatar: URL? = nil
    /// @FormImage var id_scan: FormFile? = nil   // bytes with a file name and a MIME type
    /// ```
    ///
    /// This overload exists so that `@FormImage var file = Data()` is answered with what
    /// to declare instead, rather than with a generic requirement.
    @available(
        *, unavailable,
        message:
            "@FormImage holds URL, FormFile or an optional of one; keep bytes as a FormFile(filename:contentType:data:), a link as a URL"
    )
    public init(
        wrappedValue: Value, title: String? = nil, placeholder: String? = nil,
        help: String? = nil, param: String? = nil, submit: FormParameters.Mapping? = nil,
        rules: [FormRule] = [], visibleWhen: FormCondition? = nil, enabledWhen: FormCondition? = nil
    ) {
        self.init(value: wrappedValue, descriptor: nil)
    }
}
