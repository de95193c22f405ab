import Foundation
import Testing

@testable import Formwork

@Suite("URL encoding: options")
struct FormURLEncodingOptionsTests {
    private let signUp: FormParameters = ["tags": ["swift", "forms"], "agreed": true, "nickname": nil]

    @Test func defaultsAreBracketsLiteralISOOmitDeclaredOrder() {
        let options = FormParameters.URLEncodingOptions()
        #expect(options.arrayStyle == .brackets)
        #expect(options.boolStyle == .literal)
        #expect(options.nilPolicy == .omit)
        #expect(options.sortedKeys == false)
        #expect(options.normalizesNewlines == false)
        if case .iso8601 = options.dateStyle {} else { Issue.record("date style is not ISO 8601") }
    }

    @Test func indexedArrays() {
        #expect(signUp.urlEncoded(options: .init(arrayStyle: .indexed)) == "tags%5B0%5D=swift&tags%5B1%5D=forms&agreed=true")
    }

    @Test func repeatedKeyArrays() {
        #expect(signUp.urlEncoded(options: .init(arrayStyle: .repeatedKey)) == "tags=swift&tags=forms&agreed=true")
    }

    @Test func arraysOfObjectsStayIndexedWithRepeatedKeys() {
        let order: FormParameters = ["items": [.object([.init("id", 7)])]]
        #expect(order.urlEncoded(options: .init(arrayStyle: .repeatedKey)) == "items%5B0%5D%5Bid%5D=7")
    }

    @Test func numericBooleans() {
        let parameters: FormParameters = ["agreed": true, "spam": false]
        #expect(parameters.urlEncoded(options: .init(boolStyle: .numeric)) == "agreed=1&spam=0")
    }

    @Test func nilAsEmptyString() {
        #expect(signUp.urlEncoded(options: .init(nilPolicy: .emptyString)).hasSuffix("&nickname="))
    }

    @Test func nilAsLiteralNull() {
        #expect(signUp.urlEncoded(options: .init(nilPolicy: .literalNull)).hasSuffix("&nickname=null"))
    }

    @Test func datesAsWholeSecondsSince1970() {
        let parameters: FormParameters = ["at": .date(Date(timeIntervalSince1970: 1_795_253_400))]
        #expect(parameters.urlEncoded(options: .init(dateStyle: .secondsSince1970)) == "at=1795253400")
    }

    @Test func datesAsFractionalSecondsSince1970() {
        let parameters: FormParameters = ["at": .date(Date(timeIntervalSince1970: -0.5))]
        #expect(parameters.urlEncoded(options: .init(dateStyle: .secondsSince1970)) == "at=-0.5")
    }

    @Test func datesThroughACustomClosure() {
        let parameters: FormParameters = ["at": .date(Date(timeIntervalSince1970: 86_400))]
        let options = FormParameters.URLEncodingOptions(dateStyle: .custom { FormDateText.calendarDate($0) + " UTC" })
        #expect(parameters.urlEncoded(options: options) == "at=1970-01-02+UTC")
    }

    @Test func sortedKeysSortEveryLevelByBytesAndKeepDuplicatesInOrder() {
        let parameters: FormParameters = [
            "b": 1, "Z": 2, "a": .object([.init("y", 1), .init("x", 2)]), "b": 3, "é": 4, "e": 5,
        ]
        // bytes: "Z" 5A < "a" 61 < "b" 62 < "e" 65 < "é" C3 A9
        #expect(
            parameters.urlEncoded(options: .init(sortedKeys: true))
                == "Z=2&a%5Bx%5D=2&a%5By%5D=1&b=1&b=3&e=5&%C3%A9=4")
    }

    @Test func sortedKeysNeverReorderArrays() {
        let parameters: FormParameters = ["tags": ["b", "a"]]
        #expect(parameters.urlEncoded(options: .init(sortedKeys: true)) == "tags%5B%5D=b&tags%5B%5D=a")
    }
}
