import Foundation

/// How a row reads the text a browser submits for it, as
/// ``FormState/update(fromURLEncoded:options:)`` reads it, described as data
/// a page script can follow.
///
/// ```swift
/// FormLiveReading(row.input, …).shape     // .integer(minimum: "0", maximum: "255") for a UInt8 row
/// ```
package struct FormLiveReading: Sendable, Hashable {
    /// What the text is read as.
    package enum Shape: Sendable, Hashable {
        /// Text as sent.
        case text
        /// A whole number within the type's bounds (decimal numerals).
        case integer(minimum: String, maximum: String)
        /// The nearest `Double`.
        case double
        /// The nearest `Float`, held as the double of its shortest text.
        case float
        /// The exact `Decimal` (at most 38 significant digits).
        case decimal
        /// `true false yes no on off 1 0` in any letter case.
        case boolean
        /// ISO 8601 date, date and time, or time of day.
        case date
        /// One of the options: text options match exactly, number options read a whole number.
        case option
        /// No reading a script can repeat exactly (files, custom types): the current value stands.
        case fixed
    }

    package var shape: Shape
    /// Blank text is null.
    package var isOptional: Bool
    /// The row holds a list (list rows, multiple choice): every submitted item is read.
    package var holdsSeveralValues: Bool
    /// The allowed values of an option or option list row.
    package var options: [FormValue]
    package var minimum: FormValue?
    package var maximum: FormValue?
    package var step: FormValue?
    package var maxCharacters: Int?
    /// The row's parameter path (`["address", "city"]`); empty for rows that submit nothing.
    package var parameterPath: [String]

    /// How the row reads submitted text in a form whose dates are in `zone`.
    init(_ declared: FieldInput.Declared, parameterPath: [String], zone: FormRowContext.ReadingZone) {
        let descriptor = declared.descriptor
        self.isOptional = declared.isOptional
        self.holdsSeveralValues = declared.holdsSeveralValues
        self.options = descriptor.options.map(\.value)
        self.minimum = descriptor.minimum
        self.maximum = descriptor.maximum
        self.step = descriptor.step
        self.maxCharacters = descriptor.maxCharacters
        self.parameterPath = parameterPath
        self.shape = Self.shape(of: declared, in: zone)
        // A limit the script does not check exactly on this shape: keep the current value.
        if maxCharacters != nil, shape != .text || holdsSeveralValues { shape = .fixed }
        if descriptor.submit != nil || parameterPath.isEmpty { shape = .fixed }
    }

    /// How the row's kind reads its control.
    private static func shape(of declared: FieldInput.Declared, in zone: FormRowContext.ReadingZone) -> Shape {
        declared.kindType.liveReading(for: FormRowContext(declared, zone: zone)).shape
    }

    /// Options that are all text, or all whole numbers, read as the script reads them.
    static func isOptionReading(_ descriptor: FieldDescriptor) -> Bool {
        let values = descriptor.options.map(\.value)
        let allText = values.allSatisfy { $0.stringValue != nil }
        let allIntegers = values.allSatisfy { if case .integer = $0 { true } else { false } }
        return !values.isEmpty && (allText || allIntegers)
    }

    static func numberShape(of descriptor: FieldDescriptor) -> Shape {
        switch descriptor.numberShape {
        case .integer?:
            guard let bounds = integerBounds(descriptor) else { return .fixed }
            return .integer(minimum: bounds.minimum, maximum: bounds.maximum)
        case .floatingPoint?:
            let type = descriptor.declaredType
            return type == Float.self || type == Float?.self ? .float : .double
        case nil:
            let type = descriptor.declaredType
            return type == Decimal.self || type == Decimal?.self ? .decimal : .fixed
        }
    }

    /// The integer type's bounds, found by which of the fixed-width types'
    /// bounds it reads.
    private static func integerBounds(_ descriptor: FieldDescriptor) -> (minimum: String, maximum: String)? {
        let maxima = ["18446744073709551615", "9223372036854775807", "4294967295", "2147483647", "65535", "32767", "255", "127"]
        let minima = ["-9223372036854775808", "-2147483648", "-32768", "-128", "0"]
        func reads(_ text: String) -> Bool {
            descriptor.read(.string(text)) != nil && !(descriptor.read(.string(text))?.isNull ?? true)
        }
        guard let maximum = maxima.first(where: reads), let minimum = minima.first(where: reads) else { return nil }
        return (minimum, maximum)
    }
}
