import Foundation

/// A type a form row can hold: it turns into a ``FormValue`` and back.
///
/// ```swift
/// struct Money: FormNumberValue {
///     var cents: Int64
///     var formValue: FormValue { .decimal(Decimal(cents) / 100) }
///     init?(formValue: FormValue) {
///         guard let amount = Decimal(formValue: formValue) else { return nil }
///         cents = NSDecimalNumber(decimal: amount * 100).int64Value
///     }
/// }
/// ```
///
/// Reading back is lenient about the *shape* of the value and strict about
/// its *meaning*: an `Int` row accepts `.integer(42)`, `.decimal(42)` and the
/// text `"42"` (that is how numbers arrive in a request body) but refuses
/// `"42.5"` and `"forty-two"`. Returning `nil` makes the edit a per-field
/// error that keeps the previous value.
///
/// Adopt it directly only for a value a row holds as it is. An enum of
/// choices adopts ``FormChoice`` with a `String` or `Int` raw value instead
/// (`enum Role: String, FormChoice { case engineer, designer }`), and gets
/// both members from it; when the compiler says an enum "does not conform
/// to protocol 'FormValueConvertible'", it is missing that raw value. A
/// number type adopts ``FormNumberValue``.
public protocol FormValueConvertible: Sendable {
    /// The value as the form holds it.
    var formValue: FormValue { get }
    /// Reads the value back; `nil` when `formValue` does not mean a `Self`.
    init?(formValue: FormValue)
}

extension String: FormValueConvertible {
    public var formValue: FormValue { .string(self) }

    /// Text, or the canonical text of a number, Boolean or date.
    public init?(formValue: FormValue) {
        switch formValue {
        case .string(let text): self = text
        case .integer, .double, .decimal, .bool, .date: self = formValue.text
        default: return nil
        }
    }
}

extension Bool: FormValueConvertible {
    public var formValue: FormValue { .bool(self) }

    /// `true`/`false`, the integers 1/0, or the words `true false yes no on off 1 0`
    /// in any letter case.
    public init?(formValue: FormValue) {
        switch formValue {
        case .bool(let value): self = value
        case .integer(1): self = true
        case .integer(0): self = false
        case .string(let text):
            switch text.trimmingSpaces.lowercased() {
            case "true", "yes", "on", "1": self = true
            case "false", "no", "off", "0": self = false
            default: return nil
            }
        default: return nil
        }
    }
}

extension Int64: FormValueConvertible {
    public var formValue: FormValue { .integer(self) }

    /// A whole number that fits, from an integer, an integral double or
    /// decimal, or text of ASCII digits.
    public init?(formValue: FormValue) {
        switch formValue {
        case .integer(let value): self = value
        case .double(let value):
            guard let exact = Int64(exactly: value) else { return nil }
            self = exact
        case .decimal(let value):
            guard let exact = Int64(ExactNumberText.decimal(value)) else { return nil }
            self = exact
        case .string(let text):
            // Digits, or any numeral whose exact value is whole (`1e3`, `42.0`), as a typed edit reads it.
            let trimmed = text.trimmingSpaces
            guard
                let exact = ExactNumberText.integer(trimmed)
                    ?? ExactNumberText.decimal(trimmed).flatMap({ Int64(ExactNumberText.decimal($0)) })
            else { return nil }
            self = exact
        default: return nil
        }
    }
}

extension Int: FormValueConvertible {
    public var formValue: FormValue { .integer(Int64(self)) }

    public init?(formValue: FormValue) {
        guard let wide = Int64(formValue: formValue), let value = Int(exactly: wide) else { return nil }
        self = value
    }
}

extension Int32: FormValueConvertible {
    public var formValue: FormValue { .integer(Int64(self)) }

    public init?(formValue: FormValue) {
        guard let wide = Int64(formValue: formValue), let value = Int32(exactly: wide) else { return nil }
        self = value
    }
}

extension Double: FormValueConvertible {
    public var formValue: FormValue { .double(self) }

    /// Any number (a decimal is read through its digits, so `0.1` is the
    /// nearest double to one tenth), or numeral text.
    public init?(formValue: FormValue) {
        switch formValue {
        case .double(let value): self = value
        case .integer(let value): self = Double(value)
        case .decimal(let value):
            guard let value = ExactNumberText.double(value) else { return nil }
            self = value
        case .string(let text):
            guard let value = ExactNumberText.double(text.trimmingSpaces) else { return nil }
            self = value
        default: return nil
        }
    }
}

extension Decimal: FormValueConvertible {
    public var formValue: FormValue { .decimal(self) }

    /// Any number (a double through its shortest digits, so `0.1` stays
    /// `0.1`), or numeral text read exactly.
    public init?(formValue: FormValue) {
        switch formValue {
        case .decimal(let value): self = value
        case .integer(let value): self = Decimal(value)
        case .double(let value):
            guard value.isFinite, let exact = ExactNumberText.decimal(ExactNumberText.double(value)) else { return nil }
            self = exact
        case .string(let text):
            guard let value = ExactNumberText.decimal(text.trimmingSpaces) else { return nil }
            self = value
        default: return nil
        }
    }
}

extension Date: FormValueConvertible {
    public var formValue: FormValue { .date(self) }

    /// A date, or ISO 8601 text (`2026-11-21`, `2026-11-21T09:30:00Z`, `09:30`).
    ///
    /// Text is read to the millisecond, for the years 0000 to 9999 (the
    /// dates Formwork writes). A `.date` is taken as it is, so a model keeps
    /// whatever date it holds; a form refuses one outside those years where
    /// it enters (an edit, an update, a dictionary).
    public init?(formValue: FormValue) {
        switch formValue {
        case .date(let value):
            self = value
        case .string(let text):
            let trimmed = text.trimmingSpaces
            guard let value = FormDateText.parseDateTime(trimmed) ?? FormDateText.parseTimeOfDay(trimmed) else {
                return nil
            }
            self = value
        default: return nil
        }
    }
}

extension URL: FormValueConvertible {
    public var formValue: FormValue { .string(absoluteString) }

    /// URL text, or a file known by its URL.
    public init?(formValue: FormValue) {
        switch formValue {
        case .string(let text):
            let trimmed = text.trimmingSpaces
            guard !trimmed.isEmpty, let url = URL(string: trimmed) else { return nil }
            self = url
        case .file(let file):
            guard let url = file.url else { return nil }
            self = url
        default: return nil
        }
    }
}

extension FormFile: FormValueConvertible {
    public var formValue: FormValue { .file(self) }

    /// A file, URL text read as a file known by its URL, or the object a
    /// JSON body carries for a file (`filename`, `contentType`, `data` in
    /// standard Base64, optional `url`), as ``FormParameters/json(options:)`` writes it.
    public init?(formValue: FormValue) {
        switch formValue {
        case .file(let file): self = file
        case .string:
            guard let url = URL(formValue: formValue) else { return nil }
            self = FormFile(url: url)
        case .object(let members):
            guard let file = FormFile(jsonObject: members) else { return nil }
            self = file
        default: return nil
        }
    }

    /// The file of a JSON body's file object; `nil` for any other object
    /// (a member missing or of the wrong kind, data that is not Base64, an unknown member).
    private init?(jsonObject members: [FormValue.Member]) {
        var fields: [String: FormValue] = [:]
        for member in members {
            // An object with other members is not a file the writer wrote: refuse it rather than guess.
            guard ["filename", "contentType", "data", "url"].contains(member.key) else { return nil }
            fields[member.key] = member.value
        }
        guard case .string(let filename)? = fields["filename"], case .string(let contentType)? = fields["contentType"],
            case .string(let base64)? = fields["data"], let data = Data(base64Encoded: base64)
        else { return nil }
        self.init(filename: filename, contentType: contentType, data: data)
        switch fields["url"] {
        case nil: break
        case .string(let text)?:
            guard let url = URL(string: text) else { return nil }
            self.url = url
        default: return nil
        }
    }
}

extension Optional: FormValueConvertible where Wrapped: FormValueConvertible {
    @inlinable public var formValue: FormValue { self?.formValue ?? .null }

    /// `nil` from null; otherwise the wrapped type's reading. Blank text
    /// that the wrapped type cannot read is `nil` too: an empty number box
    /// in a request body means "no number", while an empty `String?` stays `""`.
    @inlinable
    public init?(formValue: FormValue) {
        if formValue.isNull {
            self = .none
        } else if let value = Wrapped(formValue: formValue) {
            self = .some(value)
        } else if case .string(let text) = formValue, text.allSatisfy(\.isWhitespace) {
            self = .none
        } else {
            return nil
        }
    }
}

extension Array: FormValueConvertible where Element: FormValueConvertible {
    @inlinable public var formValue: FormValue { .array(map { $0.formValue }) }  // a closure: a key path is slow in generic code

    /// A list whose every item reads as `Element`; null is the empty list
    /// and a single item is a list of one (a body with `tags=a` means one tag).
    @inlinable
    public init?(formValue: FormValue) {
        switch formValue {
        case .array(let items):
            var elements: [Element] = []
            elements.reserveCapacity(items.count)
            for item in items {
                guard let element = Element(formValue: item) else { return nil }
                elements.append(element)
            }
            self = elements
        case .null: self = []
        case .object: return nil
        default:
            guard let element = Element(formValue: formValue) else { return nil }
            self = [element]
        }
    }
}

extension FormValue: FormValueConvertible {
    public var formValue: FormValue { self }
    public init?(formValue: FormValue) { self = formValue }
}
