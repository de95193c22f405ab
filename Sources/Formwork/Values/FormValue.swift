import Foundation

/// A value held by a form row, exact and ordered.
///
/// ```swift
/// let age: FormValue = .integer(42)
/// let address: FormValue = .object([.init("city", .string("Hangzhou")), .init("zip", .string("310000"))])
/// age.text            // "42"
/// address["city"]     // .string("Hangzhou")
/// ```
///
/// `FormValue` is what every part of Formwork speaks: rows expose their value
/// as one, parameters are lists of them, encoders write them and decoders read
/// them back. It never loses precision: an `Int64` stays an integer, a
/// `Decimal` keeps every digit, a `Double` keeps its exact bits, and objects
/// keep the order their members were written in.
public enum FormValue: Sendable, Hashable {
    /// No value: an empty optional.
    case null
    /// A Boolean.
    case bool(Bool)
    /// A whole number, exact over the whole `Int64` range.
    case integer(Int64)
    /// A binary floating-point number, exact to its bits.
    case double(Double)
    /// A decimal number, exact to every digit `Decimal` holds (38).
    case decimal(Decimal)
    /// Text.
    case string(String)
    /// A point in time. Written as ISO 8601 text in UTC to the millisecond
    /// (`2026-11-21T09:30:00.250Z`), for the years 0000 to 9999; a date
    /// outside them has no date text (see ``text``).
    case date(Date)
    /// A file: bytes with a file name and a MIME type.
    ///
    /// Held in a box: inline, its 64 bytes made every value that size,
    /// three times what any other case needs, and every form's values,
    /// parameters and copies paid for it.
    indirect case file(FormFile)
    /// An ordered list of values.
    case array([FormValue])
    /// An ordered list of named values; names are kept in the order given.
    case object([Member])

    /// One named value of an ``FormValue/object(_:)``.
    public struct Member: Sendable, Hashable {
        /// The member's name.
        public var key: String
        /// The member's value.
        public var value: FormValue

        /// Creates a member named `key` holding `value`.
        public init(_ key: String, _ value: FormValue) {
            self.key = key
            self.value = value
        }
    }
}

extension FormValue {
    /// `true` for ``null``.
    @inlinable
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The first member named `key` of an object; `nil` for other values.
    public subscript(key: String) -> FormValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The value as a Boolean when it is one.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The value as text when it is a string.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The value as an array when it is one.
    public var arrayValue: [FormValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// `true` when a person would call the value empty: null, an empty or
    /// whitespace-only string, an empty array or an empty object.
    public var isEmpty: Bool {
        switch self {
        case .null: return true
        case .string(let text): return text.isBlank
        case .array(let items): return items.isEmpty
        case .object(let members): return members.isEmpty
        case .file(let file): return file.data.isEmpty && file.url == nil
        default: return false
        }
    }

    /// Whether the value is a date or a list, the values that can hold a
    /// date: told from the case alone, without reading the payload.
    var mayHoldDate: Bool {
        switch self {
        case .date, .array: return true
        default: return false
        }
    }

    /// `true` when the value is, or lists, a date that has no date text:
    /// outside the years 0000–9999, NaN or infinite.
    ///
    /// The case is told first, where the value lies; only a date or a list
    /// is read (the reading calls itself for lists, so it is not inlined,
    /// and asking it of a form's value would copy the value first).
    var holdsUnwritableDate: Bool {
        mayHoldDate && datesAreUnwritable
    }

    private var datesAreUnwritable: Bool {
        switch self {
        case .date(let date): return !FormDateText.isRepresentable(date)
        case .array(let items): return items.contains { $0.holdsUnwritableDate }
        default: return false
        }
    }

    /// A short name for the kind of value, used in messages ("a string", "a number").
    public var kindDescription: String {
        switch self {
        case .null: return "nothing"
        case .bool: return "a Boolean"
        case .integer: return "a whole number"
        case .double, .decimal: return "a number"
        case .string: return "text"
        case .date: return "a date"
        case .file: return "a file"
        case .array: return "a list"
        case .object: return "a group of values"
        }
    }
}

extension FormValue: CustomStringConvertible {
    /// The canonical text of the value, the same on every platform and locale.
    ///
    /// Integers are decimal digits, doubles the shortest digits that read
    /// back to the same bits (`0.1`, `1e-05`), decimals every digit, dates
    /// ISO 8601 in UTC to the millisecond (a date outside the years 0000 to
    /// 9999, NaN or infinite is `invalid date (1e+16 s since 1970)`, which
    /// reads back as no date), Booleans `true`/`false`, null the empty string,
    /// arrays their items joined by `,`, files their file name.
    public var text: String {
        switch self {
        case .null: return ""
        case .bool(let value): return value ? "true" : "false"
        case .integer(let value): return String(value)
        case .double(let value): return ExactNumberText.double(value)
        case .decimal(let value): return ExactNumberText.decimal(value)
        case .string(let value): return value
        case .date(let value): return FormDateText.iso8601(value)
        case .file(let file): return file.url?.absoluteString ?? file.filename
        case .array(let items): return items.map(\.text).joined(separator: ",")
        case .object(let members):
            return members.map { "\($0.key)=\($0.value.text)" }.joined(separator: ",")
        }
    }

    public var description: String {
        switch self {
        case .null: return "null"
        case .string(let value): return "\"\(value)\""
        case .array(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .object(let members):
            return "[" + members.map { "\($0.key): \($0.value.description)" }.joined(separator: ", ") + "]"
        default: return text
        }
    }
}

extension FormValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByNilLiteral,
    ExpressibleByArrayLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int64) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(nilLiteral: ()) { self = .null }
    public init(arrayLiteral elements: FormValue...) { self = .array(elements) }
}
