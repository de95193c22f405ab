import Foundation
import Testing

@testable import Formwork

/// The readers made once per row must read exactly what the value types'
/// own `init?(formValue:)` reads, canonical value for canonical value.
@Suite struct CanonicalReadingTests {
    static let samples: [FormValue] = [
        .null, .bool(true), .bool(false), .integer(0), .integer(1), .integer(-1), .integer(300), .integer(.max),
        .double(0.1), .double(42), .double(-0.0), .decimal(Decimal(string: "3.14159265358979323846")!),
        .decimal(42), .string(""), .string("   "), .string("42"), .string(" 42 "), .string("1e3"), .string("yes"),
        .string("Ada"), .string("2026-11-21T09:30:00Z"), .string("https://example.com/a.png"),
        .date(Date(timeIntervalSince1970: 0)), .array([]), .array([.string("ios"), .string("swift")]),
        .array([.integer(1), .string("x")]), .array([.null]), .object([FormValue.Member("a", .integer(1))]),
    ]

    /// Whether `T`'s reader agrees with `T(formValue:)` on every sample.
    static func agrees<T: FormValueConvertible & CanonicalReading>(_ type: T.Type) -> [FormValue] {
        samples.filter { T.canonicalReader($0) != T(formValue: $0)?.formValue }
    }

    @Test func scalarReadersReadAsTheTypesOwnInitializer() {
        #expect(Self.agrees(String.self).isEmpty)
        #expect(Self.agrees(Bool.self).isEmpty)
        #expect(Self.agrees(Int.self).isEmpty)
        #expect(Self.agrees(Int8.self).isEmpty)
        #expect(Self.agrees(UInt.self).isEmpty)
        #expect(Self.agrees(UInt64.self).isEmpty)
        #expect(Self.agrees(Double.self).isEmpty)
        #expect(Self.agrees(Float.self).isEmpty)
        #expect(Self.agrees(Decimal.self).isEmpty)
        #expect(Self.agrees(Date.self).isEmpty)
        #expect(Self.agrees(URL.self).isEmpty)
        #expect(Self.agrees(FormValue.self).isEmpty)
    }

    @Test func optionalReadersReadNullAndBlankTextAsNoValueAsOptionalDoes() {
        #expect(Self.agrees(Optional<String>.self).isEmpty)
        #expect(Self.agrees(Optional<Int>.self).isEmpty)
        #expect(Self.agrees(Optional<Date>.self).isEmpty)
        #expect(Self.agrees(Optional<Int?>.self).isEmpty)
        #expect(Optional<Int>.canonicalReader(.string("   ")) == .null)
        #expect(Optional<String>.canonicalReader(.string("   ")) == .string("   "))
    }

    @Test func arrayReadersReadSingleItemsAndNullAsArrayDoes() {
        #expect(Self.agrees([String].self).isEmpty)
        #expect(Self.agrees([Int].self).isEmpty)
        let optionalItems = Self.agrees([Int?].self)  // `?.self` inside #expect reads as optional chaining
        #expect(optionalItems.isEmpty)
        #expect([String].canonicalReader(.string("ios")) == .array([.string("ios")]))
        #expect([Int].canonicalReader(.null) == .array([]))
    }

    /// A list of text is its own canonical value; any other item is read
    /// as text, as `Array(formValue:)` reads it.
    @Test func aListOfTextReadsAsItCameAndOtherItemsAsText() {
        let texts: FormValue = .array([.string(" a "), .string(""), .string("😀")])
        #expect([String].canonicalReader(texts) == texts)
        #expect([String].canonicalReader(.array([.string("a"), .integer(1), .bool(true)])) == .array(["a", "1", "true"]))
        #expect([String].canonicalReader(.array([.string("a"), .null])) == nil)
        #expect([String].canonicalReader(.array([.string("a"), .null])) == [String](formValue: .array(["a", .null]))?.formValue)
    }
}
