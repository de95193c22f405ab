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
    public enum Text: Sendable {}
    /// `@FormLongText`.
    public enum LongText: Sendable {}
    /// `@FormHeading`.
    public enum Heading: Sendable {}
    /// `@FormNumber`.
    public enum Number: Sendable {}
    /// `@FormBoolean`.
    public enum Boolean: Sendable {}
    /// `@FormList`.
    public enum List: Sendable {}
    /// `@FormEnumerated`.
    public enum Enumerated: Sendable {}
    /// `@FormImage`.
    public enum Image: Sendable {}
    /// `@FormDate`.
    public enum Date: Sendable {}
    /// `@FormAttachment`.
    public enum Attachment: Sendable {}
}
