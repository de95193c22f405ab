/// The names these declarations had before 1.0, kept so that code written
/// against them still compiles, with a fix-it to the new name.
///
/// ```swift
/// var form = try ModelForm(SignUp())   // warning: 'ModelForm' is deprecated: renamed to 'FormState'
/// ```
@available(*, deprecated, renamed: "FormState")
public typealias ModelForm<Model: FormModel> = FormState<Model>

/// The name `@FormHeading` had before 1.0.
@available(*, deprecated, renamed: "FormHeading")
public typealias FormTitle = FormHeading

/// The name ``FormChoice`` had before 1.0.
@available(*, deprecated, renamed: "FormChoice")
public typealias FormOption = FormChoice

extension FormRow {
    /// The name ``choices`` had before 1.0.
    @available(*, deprecated, renamed: "choices")
    public var options: [FormRow.Choice] { choices }
}
