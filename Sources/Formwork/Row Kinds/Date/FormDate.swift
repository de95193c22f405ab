import Foundation

/// A row holding a date, a time of day, or both.
///
/// ```swift
/// struct Profile: FormModel {
///     @FormDate(.date) var birthday: Date? = nil
///     @FormDate(.time) var wake_up = Date(timeIntervalSince1970: 7 * 3600)
/// }
/// try form.setText("2026-11-21", for: "birthday")
/// ```
///
/// Dates are typed and shown as ISO 8601 in UTC (`2026-11-21`, `07:30`,
/// `2026-11-21T07:30:00Z`), the same text on every machine.
public typealias FormDate<Value> = FormField<_FormFieldKind.Date, Value>

extension FormField where Kind == _FormFieldKind.Date, Value: _FormFieldKind.DateValue {
    /// Declares a date row picking a date, a time or both.
    ///
    /// `submit:` submits the parameters it returns instead of the row's own
    /// (``FormParameters/Mapping``).
    @inlinable
    public init(
        wrappedValue: Value,
        _ kind: FormRow.DateKind = .dateTime,
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
            Kind.self, of: Value.self, access: Self.access, title: title, placeholder: placeholder, help: help,
            parameterKey: param,
            dateKind: kind,
            rules: rules, visibleWhen: visibleWhen, enabledWhen: enabledWhen, submit: submit
        )
        self.init(value: wrappedValue, descriptor: descriptor)
    }
}

extension FormField where Kind == _FormFieldKind.Date {
    /// Not available: a `@FormDate` row holds `Date` or `Date?`.
    ///
    /// ```swift
    /// @FormDate(.date) var birthday: Date? = nil   // not `var birthday = "2000-01-01"`
    /// ```
    ///
    /// This overload exists so that `@FormDate var birthday = ""` is answered with what
    /// to declare instead, rather than with a generic requirement.
    @available(
        *, unavailable,
        message:
            "@FormDate holds Date or Date?; keep the date as a Date (read text with ISO8601DateFormatter where the model is made), or declare text with @FormText, a number with @FormNumber"
    )
    public init(
        wrappedValue: Value, _ kind: FormRow.DateKind = .dateTime, title: String? = nil, placeholder: String? = nil,
        help: String? = nil, param: String? = nil, submit: FormParameters.Mapping? = nil,
        rules: [FormRule] = [], visibleWhen: FormCondition? = nil, enabledWhen: FormCondition? = nil
    ) {
        self.init(value: wrappedValue, descriptor: nil)
    }
}
