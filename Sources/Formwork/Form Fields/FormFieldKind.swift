/// The kinds of ``FormField``, one type each, so each row wrapper has its
/// own initializers: `FormText` is `FormField<FormFieldKind.Text, Value>`.
public enum FormFieldKind {
    /// `@FormText`.
    public enum Text {}
    /// `@FormLongText`.
    public enum LongText {}
    /// `@FormTitle`.
    public enum Title {}
    /// `@FormNumber`.
    public enum Number {}
    /// `@FormBoolean`.
    public enum Boolean {}
    /// `@FormList`.
    public enum List {}
    /// `@FormEnumerated`.
    public enum Enumerated {}
    /// `@FormImage`.
    public enum Image {}
    /// `@FormDate`.
    public enum Date {}
    /// `@FormAttachment`.
    public enum Attachment {}
}
