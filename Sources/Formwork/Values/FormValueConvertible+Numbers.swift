import Foundation

// The fixed-width integers besides `Int`, `Int64` and `Int32`, and `Float`.
// Each reads exactly what `Int64` and `Double` read, refusing what it cannot
// hold (`-1` for a `UInt`, `300` for an `Int8`).

extension Int8: FormValueConvertible {
    public var formValue: FormValue { FormIntegerValue.formValue(self) }
    public init?(formValue: FormValue) {
        guard let value: Self = FormIntegerValue.read(formValue) else { return nil }
        self = value
    }
}

extension Int16: FormValueConvertible {
    public var formValue: FormValue { FormIntegerValue.formValue(self) }
    public init?(formValue: FormValue) {
        guard let value: Self = FormIntegerValue.read(formValue) else { return nil }
        self = value
    }
}

extension UInt: FormValueConvertible {
    /// An integer, or a decimal above `Int64.max`: every `UInt` travels exactly.
    public var formValue: FormValue { FormIntegerValue.formValue(self) }
    public init?(formValue: FormValue) {
        guard let value: Self = FormIntegerValue.read(formValue) else { return nil }
        self = value
    }
}

extension UInt8: FormValueConvertible {
    public var formValue: FormValue { FormIntegerValue.formValue(self) }
    public init?(formValue: FormValue) {
        guard let value: Self = FormIntegerValue.read(formValue) else { return nil }
        self = value
    }
}

extension UInt16: FormValueConvertible {
    public var formValue: FormValue { FormIntegerValue.formValue(self) }
    public init?(formValue: FormValue) {
        guard let value: Self = FormIntegerValue.read(formValue) else { return nil }
        self = value
    }
}

extension UInt32: FormValueConvertible {
    public var formValue: FormValue { FormIntegerValue.formValue(self) }
    public init?(formValue: FormValue) {
        guard let value: Self = FormIntegerValue.read(formValue) else { return nil }
        self = value
    }
}

extension UInt64: FormValueConvertible {
    /// An integer, or a decimal above `Int64.max`: every `UInt64` travels exactly.
    public var formValue: FormValue { FormIntegerValue.formValue(self) }
    public init?(formValue: FormValue) {
        guard let value: Self = FormIntegerValue.read(formValue) else { return nil }
        self = value
    }
}

extension Float: FormValueConvertible {
    /// The double of the float's own shortest text: `Float(0.1)` is the
    /// double `0.1` and submits `0.1`, not its widening `0.10000000149011612`.
    public var formValue: FormValue {
        // The shortest text reads back to this float; the double it names
        // narrows back to it too (checked, so no value can be lost).
        guard isFinite, let double = Double(description), Float(double) == self else { return .double(Double(self)) }
        return .double(double)
    }

    /// Any number rounded to the nearest `Float`, or numeral text read as a
    /// `Float` directly (not through a `Double`, which could round twice).
    /// A number beyond `Float`'s range is infinity, which a form refuses as too large.
    public init?(formValue: FormValue) {
        switch formValue {
        case .string(let text):
            let trimmed = text.trimmingSpaces
            guard ExactNumberText.isDecimalNumeral(trimmed), let value = Float(trimmed) else { return nil }
            self = value
        case .decimal(let value):
            guard let value = Float(ExactNumberText.decimal(value)) else { return nil }
            self = value
        default:
            guard let double = Double(formValue: formValue) else { return nil }
            self = Float(double)
        }
    }
}

/// What the fixed-width integers share: how they become a ``FormValue`` and
/// how they read one back, exactly.
enum FormIntegerValue {
    /// `.integer` when the value fits an `Int64`; otherwise (a `UInt64`
    /// above `Int64.max`) the exact `.decimal`.
    static func formValue<Integer: FixedWidthInteger>(_ value: Integer) -> FormValue {
        if let wide = Int64(exactly: value) { return .integer(wide) }
        if let unsigned = UInt64(exactly: value) { return .decimal(Decimal(unsigned)) }
        return ExactNumberText.exactDecimal(String(value)).map(FormValue.decimal) ?? .string(String(value))
    }

    /// The integer a value means when `Integer` holds it: an integer, an
    /// integral double or decimal, or a numeral whose exact value is whole
    /// (`42`, `+42`, `1e3`, `42.0`), as `Int64` reads them.
    static func read<Integer: FixedWidthInteger>(_ formValue: FormValue) -> Integer? {
        switch formValue {
        case .integer(let value): return Integer(exactly: value)
        case .double(let value): return Integer(exactly: value)
        case .decimal(let value): return Integer(ExactNumberText.decimal(value), radix: 10)
        case .string(let text):
            let trimmed = text.trimmingSpaces
            if let value = Integer(trimmed, radix: 10) { return value }
            guard let exact = ExactNumberText.decimal(trimmed) else { return nil }
            return Integer(ExactNumberText.decimal(exact), radix: 10)
        default: return nil
        }
    }
}
