import FormworkFixtures
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

    /// A list of options declared outside Formwork is read item by item with
    /// the item type's own reading, which gives what `Array(formValue:)`
    /// gives; an optional list keeps the generic reading.
    @Test func aListOfOptionsReadsItemByItemAsArrayDoes() throws {
        let weekdays = try #require(FormListReading.reader(of: [Weekday].self))
        let topics = try #require(FormListReading.reader(of: [Topic].self))
        let samples =
            Self.samples + [
                .array([.integer(1), .integer(7)]), .array([.integer(1), .integer(8)]), .array([.string("3"), .integer(2)]),
                .integer(5), .string("5"), .array([.string("swift"), .string("music")]), .string("design"),
                .array([.string("swift"), .string("jazz")]),
            ]
        // Outside #expect, whose expansion reads `[Weekday](…)?.formValue` as chaining on an array.
        let weekdayMisreadings = samples.filter { weekdays($0) != [Weekday](formValue: $0)?.formValue }
        let topicMisreadings = samples.filter { topics($0) != [Topic](formValue: $0)?.formValue }
        #expect(weekdayMisreadings.isEmpty)
        #expect(topicMisreadings.isEmpty)
        #expect(weekdays(.array([.string("3"), .integer(2)])) == .array([.integer(3), .integer(2)]))
        let optionalList = FormListReading.reader(of: Optional<[Weekday]>.self)  // `?.self` in #expect reads as chaining
        #expect(optionalList == nil)
        #expect(FormListReading.reader(of: Weekday.self) == nil)
    }

    /// The row's declaration takes that reader: a list of options reads through it.
    @Test func aListOfOptionsRowReadsThroughTheItemReader() throws {
        let row = try #require(try FormSchema.of(Order.self).rows.first { $0.key == "delivery_days" })
        #expect(row.input.readsWithoutTheDescriptor)
        #expect(row.input.read(.array([.string("1"), .integer(5)])) == .array([.integer(1), .integer(5)]))
        #expect(row.input.read(.array([.integer(9)])) == nil)
        let one = [Weekday](formValue: .integer(2))?.formValue
        #expect(row.input.read(.integer(2)) == one)
    }
}
