import Foundation

/// A row holding a number, or an optional of one.
///
/// ```swift
/// struct Profile: FormModel {
///     @FormNumber(range: 0...150) var age = 0
///     @FormNumber(min: 0, step: 0.01) var price: Decimal = 0
///     @FormNumber var weight: Double? = nil
///     @FormNumber var stock: UInt = 0
/// }
/// try form.setText("151", for: "age")      // throws "Age must be between 0 and 150"
/// try form.setText("0.015", for: "price")  // throws "Price must be a multiple of 0.01"
/// ```
///
/// **Types.** `Int`, `Int8`, `Int16`, `Int32`, `Int64`, `UInt`, `UInt8`,
/// `UInt16`, `UInt32`, `UInt64`, `Double`, `Float`, `Decimal`, their
/// optionals, or a type of your own conforming to ``FormNumberValue``. A
/// number kept as text (`var age = ""`) does not compile as a number row:
/// declare it with a number type. `UInt64` values above `Int64.max` travel
/// as exact decimals; a `Float` submits its own shortest text (`0.1`).
///
/// **Reading.** Typed text is read exactly: `"42"` for an `Int`, `"3.5"` for
/// a `Double`, thirty digits for a `Decimal`. Text that is not a number of
/// the row's type is an input error that keeps the previous value, with one
/// message whichever way it came (typed, set, or sent in a body): "must be a
/// whole number" on an integer row (for `"forty"` and `"3.5"` alike), "must
/// be a number" on a `Double`, `Float` or `Decimal` row, "must be zero or
/// more" for a negative number on an unsigned row, "is too large" (or "is
/// too small") past the integer type's range.
///
/// **Bounds and step.** `range:` (or `min:`/`max:`) bounds the value, both
/// ends included. `step:` allows only `min` (else zero) plus whole steps, as
/// HTML's `<input type=number step>`: checked exactly in decimal, so `0.3`
/// is a multiple of `0.1` on a `Decimal`, `Double` or `Float` row. A `min:`
/// greater than `max:`, or a step that is not greater than zero, is a
/// declaration error. ``FormRow/minimum``, ``FormRow/maximum`` and
/// ``FormRow/step`` expose them to a UI.
///
/// **Limits.** A limit declared on the wrapper is enforced where a
/// person's input enters the form: ``FormState/setText(_:for:)``,
/// ``FormState/setValue(_:for:)-(FormValue,_)``, list edits and body updates
/// (``FormState/update(fromURLEncoded:options:)-(String,_)``, JSON, a dictionary). Input that
/// breaks one is a per-field ``FormInputError`` that keeps the previous value
/// and the input as typed, with the message validation gives. A value that
/// comes from the model itself (the initial model, ``FormState/load(_:)``) is
/// kept, and ``FormState/validate(_:)`` reports it.
public typealias FormNumber<Value> = FormField<_FormFieldKind.Number, Value>

extension FormField where Kind == _FormFieldKind.Number, Value: FormNumberValue {
    /// Declares a number row, optionally bounded and stepped.
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
        range: ClosedRange<Value.Number>? = nil,
        min: Value.Number? = nil,
        max: Value.Number? = nil,
        step: Value.Number? = nil,
        rules: [FormRule] = [],
        visibleWhen: FormCondition? = nil,
        enabledWhen: FormCondition? = nil
    ) {
        let descriptor = FieldDescriptor(
            Kind.self, of: Value.self, access: Self.access, title: title, placeholder: placeholder, help: help,
            parameterKey: param,
            minimum: (min ?? range?.lowerBound)?.formValue,
            maximum: (max ?? range?.upperBound)?.formValue,
            step: step?.formValue, rules: rules, visibleWhen: visibleWhen, enabledWhen: enabledWhen, submit: submit
        )
        self.init(value: wrappedValue, descriptor: descriptor)
    }
}

extension FormField where Kind == _FormFieldKind.Number {
    /// Not available: a `@FormNumber` row holds a number type or its optional.
    ///
    /// ```swift
    /// @FormNumber var age = 0          // a number
    /// @FormText var user_name = ""     // text is a text row
    /// ```
    ///
    /// This overload exists so that `@FormNumber var name = ""` is answered with what to
    /// declare instead, rather than with a generic requirement.
    @available(
        *, unavailable,
        message:
            "@FormNumber holds a number type (Int, Double, Decimal…) or its optional; declare text with @FormText, a Bool with @FormBoolean, a Date with @FormDate, a choice with @FormEnumerated"
    )
    public init(
        wrappedValue: Value, title: String? = nil, placeholder: String? = nil,
        help: String? = nil, param: String? = nil, submit: FormParameters.Mapping? = nil,
        rules: [FormRule] = [], visibleWhen: FormCondition? = nil, enabledWhen: FormCondition? = nil
    ) {
        self.init(value: wrappedValue, descriptor: nil)
    }
}

extension FormField where Kind == _FormFieldKind.Number, Value: _FormFieldKind.TextValue {
    /// Not available: a `@FormNumber` row holds a number type, and its
    /// bounds and step are of that type.
    ///
    /// ```swift
    /// @FormNumber(range: 0...150) var age = 0    // not `var age = ""`
    /// ```
    @available(
        *, unavailable,
        message:
            "@FormNumber holds a number type (Int, Double, Decimal…) or its optional; declare text with @FormText, a Bool with @FormBoolean, a Date with @FormDate, a choice with @FormEnumerated"
    )
    public init<Bound: Comparable>(
        wrappedValue: Value, title: String? = nil, placeholder: String? = nil,
        help: String? = nil, param: String? = nil, submit: FormParameters.Mapping? = nil,
        range: ClosedRange<Bound>? = nil, min: Bound? = nil, max: Bound? = nil, step: Bound? = nil,
        rules: [FormRule] = [], visibleWhen: FormCondition? = nil, enabledWhen: FormCondition? = nil
    ) {
        self.init(value: wrappedValue, descriptor: nil)
    }
}
