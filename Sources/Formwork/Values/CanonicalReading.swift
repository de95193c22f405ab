import Foundation

/// A value type Formwork declares a ``FormValueConvertible`` conformance
/// for, whose reading of a ``FormValue`` into its canonical value
/// (`Self(formValue:)?.formValue`) is made once per row, not per edit.
///
/// Read through the row's declared type (an existential metatype), that
/// reading runs unspecialised: every edit would make the metadata of an
/// optional of the type. Each conformance here is compiled for its
/// concrete type, so the reader it returns is specialised; types declared
/// elsewhere keep the generic reading.
protocol CanonicalReading {
    /// Reads any value into the type's canonical value, or `nil` when it does not fit.
    static var canonicalReader: @Sendable (FormValue) -> FormValue? { get }
}

extension CanonicalReading where Self: FormValueConvertible {
    static var canonicalReader: @Sendable (FormValue) -> FormValue? { { Self(formValue: $0)?.formValue } }
}

extension String: CanonicalReading {
    /// Text is its own canonical value: handed back as it came, not taken
    /// apart and made again (a copy of the text on every edit of a text row).
    static var canonicalReader: @Sendable (FormValue) -> FormValue? {
        { value in
            if case .string = value { return value }
            return String(formValue: value)?.formValue
        }
    }
}
extension Bool: CanonicalReading {}
extension Int: CanonicalReading {}
extension Int8: CanonicalReading {}
extension Int16: CanonicalReading {}
extension Int32: CanonicalReading {}
extension Int64: CanonicalReading {}
extension UInt: CanonicalReading {}
extension UInt8: CanonicalReading {}
extension UInt16: CanonicalReading {}
extension UInt32: CanonicalReading {}
extension UInt64: CanonicalReading {}
extension Double: CanonicalReading {}
extension Float: CanonicalReading {}
extension Decimal: CanonicalReading {}
extension Date: CanonicalReading {}
extension URL: CanonicalReading {}
extension FormFile: CanonicalReading {}
extension FormValue: CanonicalReading {}

extension Optional: CanonicalReading where Wrapped: CanonicalReading {
    /// What `Optional(formValue:)` reads, written with the wrapped type's reader.
    static var canonicalReader: @Sendable (FormValue) -> FormValue? {
        let wrapped = Wrapped.canonicalReader
        return { value in
            if value.isNull { return .null }
            if let read = wrapped(value) { return read }
            if case .string(let text) = value, text.isBlank { return .null }
            return nil
        }
    }
}

extension Array: CanonicalReading where Element: CanonicalReading {
    /// What `Array(formValue:)` reads, written with the element type's reader.
    static var canonicalReader: @Sendable (FormValue) -> FormValue? {
        // Text is its own canonical value (see `String`'s reader), so a list
        // of text is its own too: handed back as it came, not rebuilt.
        FormListReading.reader(items: Element.canonicalReader, readsText: Element.self == String.self)
    }
}

/// The reading of a list (`[Element]`) written with its items' reader: what
/// `Array(formValue:)?.formValue` gives, item by item, without an array of
/// `Element` made and taken apart.
enum FormListReading {
    /// A list type's reader when it is a non-optional array: its items'
    /// specialised reader when Formwork declares the item type (see
    /// ``CanonicalReading``), else the item type's own reading, one item at
    /// a time. `nil` for other types.
    static func reader(of type: any FormValueConvertible.Type) -> (@Sendable (FormValue) -> FormValue?)? {
        guard !(type is any OptionalMarker.Type), let list = type as? any FormListItems.Type else { return nil }
        let item = list.formItemType
        if let canonical = item as? any CanonicalReading.Type {
            return reader(items: canonical.canonicalReader, readsText: false)
        }
        return reader(items: { item.init(formValue: $0)?.formValue }, readsText: false)
    }

    /// Reads a list as `Array(formValue:)` does: each item of an array
    /// (every one must read), null as no items, a single value as a list of
    /// one, an object as nothing. `readsText` hands back an array of text as
    /// it came.
    static func reader(
        items readItem: @escaping @Sendable (FormValue) -> FormValue?, readsText: Bool
    ) -> @Sendable (FormValue) -> FormValue? {
        { value in
            switch value {
            case .array(let items):
                if readsText, items.allSatisfy({ if case .string = $0 { true } else { false } }) { return value }
                var read: [FormValue] = []
                read.reserveCapacity(items.count)
                for item in items {
                    guard let canonical = readItem(item) else { return nil }
                    read.append(canonical)
                }
                return .array(read)
            case .null: return .array([])
            case .object: return nil
            default: return readItem(value).map { .array([$0]) }
            }
        }
    }
}
