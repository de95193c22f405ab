/// The kinds of ``FormField``, one type each, so each row wrapper has its
/// own initializers: `FormText` is `FormField<FormFieldKind.Text, Value>`.
///
/// It also holds the protocols that say which values a wrapper takes
/// (``TextValue``, ``BoolValue``, ``DateValue``, ``FileValue``,
/// ``ListValue``, ``ListElement``). They are public only so that the
/// wrappers can require them; you don't adopt them. A number type of your
/// own adopts ``FormNumberValue``, a choice ``FormChoice``.
public enum FormFieldKind {
    /// `@FormText`.
    public enum Text {}
    /// `@FormLongText`.
    public enum LongText {}
    /// `@FormHeading`.
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
