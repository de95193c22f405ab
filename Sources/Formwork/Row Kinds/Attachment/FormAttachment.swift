import Foundation

/// A row holding a file of any kind: a `URL`, a ``FormFile`` with its bytes, or an optional of one.
///
/// ```swift
/// struct JobApplication: FormModel {
///     @FormText var name = ""
///     @FormAttachment var cv: FormFile? = nil          // uploaded as a multipart file part
///     @FormAttachment var portfolio: URL? = nil
/// }
/// let form = try FormState(JobApplication(cv: FormFile(filename: "cv.pdf", contentType: "application/pdf", data: pdf)))
/// form.row("cv")?.kind          // .file
/// form.row("cv")?.displayText   // "cv.pdf"
/// ```
///
/// It is submitted, validated and read like a `@FormImage` row (a typed
/// URL, or a file part of a multipart body); it differs in what a person
/// sees: one line with the file name, not a picture.
public typealias FormAttachment<Value> = FormField<_FormFieldKind.Attachment, Value>

extension FormField where Kind == _FormFieldKind.Attachment, Value: _FormFieldKind.FileValue {
    /// Declares a file row.
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
    /// @FormAttachment(maxFileSize: 5_000_000, fileTypes: ["application/pdf", ".pdf"]) var paper: FormFile? = nil
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
            parameterKey: param, rules: rules, visibleWhen: visibleWhen, enabledWhen: enabledWhen, maxFileSize: maxFileSize,
            fileTypes: fileTypes, submit: submit
        )
        self.init(value: wrappedValue, descriptor: descriptor)
    }
}

extension FormField where Kind == _FormFieldKind.Attachment {
    /// Not available: a `@FormAttachment` row holds a `URL`, a ``FormFile`` or an optional of one.
    ///
    /// ```swift
    /// @FormAttachment var portfolio: URL? = nil
    /// @FormAttachment var cv: FormFile? = nil   // bytes with a file name and a MIME type
    /// ```
    ///
    /// This overload exists so that `@FormAttachment var file = Data()` is answered with what
    /// to declare instead, rather than with a generic requirement.
    @available(
        *, unavailable,
        message:
            "@FormAttachment holds URL, FormFile or an optional of one; keep bytes as a FormFile(filename:contentType:data:), a link as a URL"
    )
    public init(
        wrappedValue: Value, title: String? = nil, placeholder: String? = nil,
        help: String? = nil, param: String? = nil, submit: FormParameters.Mapping? = nil,
        rules: [FormRule] = [], visibleWhen: FormCondition? = nil, enabledWhen: FormCondition? = nil
    ) {
        self.init(value: wrappedValue, descriptor: nil)
    }
}
