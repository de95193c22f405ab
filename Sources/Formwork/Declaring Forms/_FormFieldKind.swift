/// The kinds of ``FormField``, one type each, so each row wrapper has its
/// own initializers: `FormText` is `FormField<_FormFieldKind.Text, Value>`.
/// You write `@FormText`, never this type.
///
/// It also holds the protocols that say which values a wrapper takes
/// (`TextValue`, `BoolValue`, `DateValue`, `FileValue`, `ListValue`,
/// `ListElement`). Swift requires them public because the wrappers' public
/// initializers are constrained by them; the underscore keeps them out of the
/// documented API, and you don't adopt them. A number type of your own adopts
/// ``FormNumberValue``, a choice ``FormChoice``.
public enum _FormFieldKind {
    /// `@FormText`.
    public enum Text {}
    /// `@FormLongText`.
    public enum LongText {}
    /// `@FormHeading`.
    public enum Heading {}
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
