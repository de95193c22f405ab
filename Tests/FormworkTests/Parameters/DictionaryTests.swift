import Foundation
import Testing

@testable import Formwork

@Suite("Dictionaries")
struct DictionaryTests {
    @Test func renderingNestsFoundationValues() throws {
        let at = Date(timeIntervalSince1970: 0)
        let parameters: FormParameters = [
            "age": 36, "ratio": 0.5, "ok": true, "nick": nil, "at": .date(at),
            "price": .decimal(Decimal(string: "19.99", locale: nil) ?? 0),
            "address": .object([.init("city", "London")]), "tags": ["a", 1],
        ]
        let dictionary = parameters.dictionary
        #expect(dictionary["age"] as? Int == 36)
        #expect(dictionary["ratio"] as? Double == 0.5)
        #expect(dictionary["ok"] as? Bool == true)
        #expect(dictionary["nick"] is NSNull)
        #expect(dictionary["at"] as? Date == at)
        #expect(dictionary["price"] as? Decimal == Decimal(string: "19.99", locale: nil))
        #expect((dictionary["address"] as? [String: any Sendable])?["city"] as? String == "London")
        let tags = try #require(dictionary["tags"] as? [any Sendable])
        #expect(tags.count == 2 && tags[0] as? String == "a" && tags[1] as? Int == 1)
    }

    @Test func renderingKeepsTheLastOfDuplicateKeys() {
        #expect((["a": 1, "a": 2] as FormParameters).dictionary["a"] as? Int == 2)
    }

    @Test func jsonSerializationBooleansStayBooleansAndNumbersStayNumbers() throws {
        let data = Data(#"{"t":true,"f":false,"one":1,"zero":0,"half":0.5,"big":18446744073709551615,"n":null}"#.utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let parameters = try FormParameters(dictionary: object)
        #expect(
            parameters == [
                "big": .decimal(Decimal(string: "18446744073709551615", locale: nil) ?? 0), "f": false, "half": 0.5,
                "n": nil, "one": 1, "t": true, "zero": 0,
            ])
    }

    @Test func foundationsBooleanNumbersAreTheSharedInstances() {
        #expect(FormFoundationReader.isBoolean(NSNumber(value: true)))
        #expect(FormFoundationReader.isBoolean(NSNumber(value: false)))
        #expect(!FormFoundationReader.isBoolean(NSNumber(value: 1)))
        #expect(!FormFoundationReader.isBoolean(NSNumber(value: Int8(0))))
    }

    @Test func swiftValuesAreReadByTheirExactType() throws {
        let dictionary: [String: Any] = [
            "flag": true, "count": 1, "small": Int8(-3), "huge": UInt64.max, "ratio": 0.25, "price": Decimal(5),
            "name": "Ada", "at": Date(timeIntervalSince1970: 0), "value": FormValue.integer(.min),
        ]
        let parameters = try FormParameters(dictionary: dictionary)
        #expect(
            parameters == [
                "at": .date(Date(timeIntervalSince1970: 0)), "count": 1, "flag": true,
                "huge": .decimal(Decimal(UInt64.max)), "name": "Ada", "price": .decimal(5), "ratio": 0.25,
                "small": -3, "value": .integer(.min),
            ])
    }

    @Test func optionalsAreTheirValueOrNull() throws {
        let missing: Int? = nil, present: Int? = 4
        #expect(try FormParameters(dictionary: ["a": missing as Any, "b": present as Any]) == ["a": nil, "b": 4])
    }

    @Test func keysAreSortedByBytesAtEveryLevel() throws {
        let parameters = try FormParameters(dictionary: ["b": ["y": 1, "x": 2], "a": [["d": 1, "c": 2]], "B": 0])
        #expect(
            parameters == [
                "B": 0, "a": [.object([.init("c", 2), .init("d", 1)])], "b": .object([.init("x", 2), .init("y", 1)]),
            ])
    }

    @Test func unsupportedValuesAreErrorsNamingEveryPath() {
        struct Opaque {}
        #expect(
            throws: FormParameters.DecodingError([
                .init(key: "a[0]", reason: .unsupportedValue(type: "Opaque")),
                .init(key: "b[c]", reason: .unsupportedValue(type: "Opaque")),
            ])
        ) {
            try FormParameters(dictionary: ["b": ["c": Opaque()], "a": [Opaque()]])
        }
    }

    @Test func deepDictionariesAreAnError() {
        var nested: Any = 1
        for _ in 0..<40 { nested = ["k": nested] }
        #expect(throws: FormParameters.DecodingError.self) { try FormParameters(dictionary: ["root": nested]) }
    }
}
