import Foundation
import Testing

@testable import Formwork

@Suite("URL encoding: nesting bracketed names")
struct BracketNestingTests {
    private func decode(_ text: String, limits: FormParameters.DecodingLimits = FormParameters.DecodingLimits()) throws
        -> FormParameters
    {
        try FormParameters(urlEncoded: text, limits: limits)
    }

    private func problems(_ text: String, limits: FormParameters.DecodingLimits = FormParameters.DecodingLimits())
        -> [FormParameters.DecodingError.Problem]
    {
        do {
            _ = try FormParameters(urlEncoded: text, limits: limits)
            return []
        } catch {
            return error.problems
        }
    }

    @Test func plainKeysKeepTheirOrder() throws {
        let parameters = try decode("user_name=Ada&age=36&email=ada%40example.com")
        #expect(parameters == ["user_name": "Ada", "age": "36", "email": "ada@example.com"])
    }

    @Test func bracketsNestObjects() throws {
        let parameters = try decode("user%5Baddress%5D%5Bcity%5D=London&user%5Bname%5D=Ada&user[address][zip]=N1")
        #expect(
            parameters == [
                "user": .object([
                    .init("address", .object([.init("city", "London"), .init("zip", "N1")])),
                    .init("name", "Ada"),
                ])
            ])
    }

    @Test func emptyBracketsMakeArrays() throws {
        #expect(try decode("tags[]=swift&tags[]=forms") == ["tags": ["swift", "forms"]])
    }

    @Test func repeatedPlainKeysMakeArrays() throws {
        #expect(try decode("tags=swift&tags=forms&tags=") == ["tags": ["swift", "forms", ""]])
    }

    @Test func indexedObjectsMakeArraysOfObjects() throws {
        let parameters = try decode("items[0][id]=7&items[0][qty]=2&items[1][id]=8")
        #expect(parameters == ["items": [.object([.init("id", "7"), .init("qty", "2")]), .object([.init("id", "8")])]])
    }

    @Test func indicesAreSortedAndGapsClosedUp() throws {
        #expect(try decode("a[5]=x&a[2]=y&a[10]=z") == ["a": ["y", "x", "z"]])
    }

    @Test func appendingWithMoreBracketsMakesANewItemEachTime() throws {
        #expect(
            try decode("items[][id]=1&items[][id]=2") == ["items": [.object([.init("id", "1")]), .object([.init("id", "2")])]])
    }

    @Test func whatTheWriterWritesTheReaderReadsBack() throws {
        let order: FormParameters = [
            "customer": .object([.init("name", "Zoë"), .init("address", .object([.init("city", "東京")]))]),
            "tags": ["gift", "express"],
            "items": [.object([.init("sku", "A-1"), .init("qty", "2")]), .object([.init("sku", "B&2")])],
        ]
        #expect(try decode(order.urlEncoded) == order)
    }

    @Test func aValueThenAGroupIsAConflict() {
        let found = problems("a=1&a[b]=2")
        #expect(found.count == 1)
        #expect(found.first?.key == "a[b]")
        #expect(found.first?.description == "a[b]: 'a' already holds a value, so it cannot also be a group with the member 'b'")
    }

    /// The path in a conflict's message is spelled out only when there is
    /// one; it names every level down to the node in conflict.
    @Test func aConflictDeepDownNamesItsWholePath() {
        #expect(
            problems("a[b][0]=1&a[b][0][c]=2").map(\.description) == [
                "a[b][0][c]: 'a[b][0]' already holds a value, so it cannot also be a group with the member 'c'"
            ])
        #expect(
            problems("a[b][]=1&a[b][x]=2").map(\.description) == [
                "a[b][x]: 'a[b]' already holds a list appended to with [], so it cannot also be a group with the member 'x'"
            ])
    }

    /// A level finds a name by comparing it with each member while it has
    /// few, then by a table: members stay in first-seen order and a repeated
    /// name gathers its values, on either side of the switch.
    @Test func manyMembersKeepTheirOrderAndGatherRepeats() throws {
        let names = (0..<40).map { "f\($0)" }
        let text = (names + names.reversed()).enumerated().map { "user[\($1)]=\($0)" }.joined(separator: "&")
        let parameters = try decode(text)
        let user = try #require(parameters.members.first?.value)
        let expected = names.enumerated().map { position, name in
            FormValue.Member(name, .array([.string("\(position)"), .string("\(79 - position)")]))
        }
        #expect(user == .object(expected))
    }

    /// Names are compared as text, as `String` compares them: the two
    /// spellings of "café" (U+00E9, and e + U+0301) are one name, given by
    /// its first spelling; ASCII names of one length but other letters are not.
    @Test func namesAreOneWhenTheirTextIsCanonicallyEqual() throws {
        let parameters = try decode("caf%C3%A9=1&ab=2&cafe%CC%81=3&ba=4&user[caf%C3%A9]=5&user[cafe%CC%81]=6")
        #expect(
            parameters == [
                "caf\u{E9}": ["1", "3"], "ab": "2", "ba": "4", "user": .object([.init("caf\u{E9}", ["5", "6"])]),
            ])
        let spellings = parameters.members.map { $0.key.unicodeScalars.map(\.value) }
        #expect(spellings == [[0x63, 0x61, 0x66, 0xE9], [0x61, 0x62], [0x62, 0x61], [0x75, 0x73, 0x65, 0x72]])
    }

    @Test func aGroupThenAValueIsAConflict() {
        #expect(problems("a[b]=1&a=2").map(\.key) == ["a"])
    }

    @Test func appendingAndIndexingOneArrayIsAConflict() {
        #expect(problems("a[]=1&a[0]=2").map(\.key) == ["a[0]"])
    }

    @Test func indicesAndNamesInOneGroupIsAConflict() {
        #expect(problems("a[0]=1&a[x]=2").map(\.key) == ["a[x]"])
    }

    @Test func anUnclosedBracketIsAnErrorAtItsPosition() {
        #expect(problems("a[b=1") == [.init(key: "a[b", offset: 1, reason: .unclosedBracket)])
    }

    @Test func aStrayClosingBracketIsAnError() {
        #expect(problems("a]=1") == [.init(key: "a]", offset: 1, reason: .unexpectedClosingBracket)])
        #expect(problems("a[b]]=1") == [.init(key: "a[b]]", offset: 4, reason: .unexpectedClosingBracket)])
    }

    @Test func aKeyStartingWithABracketHasNoRoot() {
        #expect(problems("[x]=1") == [.init(key: "[x]", offset: 0, reason: .emptyRoot)])
    }

    @Test func textAfterABracketIsAnError() {
        #expect(problems("a[b]c=1") == [.init(key: "a[b]c", offset: 4, reason: .textAfterBracket)])
    }

    @Test func aBracketInsideBracketsIsAnError() {
        #expect(problems("a[b[c]]=1") == [.init(key: "a[b[c]]", offset: 3, reason: .bracketInsideBracket)])
    }

    @Test func anIndexOfTenDigitsIsAnError() {
        #expect(problems("a[1234567890]=1") == [.init(key: "a[1234567890]", offset: 2, reason: .indexTooLarge)])
    }

    @Test func everyProblemIsReportedTogether() {
        let found = problems("ok=1&a[b=1&c]=2&d=1&d[e]=2")
        #expect(found.map(\.key) == ["a[b", "c]", "d[e]"])
    }

    @Test func badEscapesAreNotErrors() throws {
        #expect(try decode("a=%zz&b=%") == ["a": "%zz", "b": "%"])
    }

    @Test func invalidUTF8IsReplacedNotAnError() throws {
        #expect(try decode("name=%FFAda") == ["name": "\u{FFFD}Ada"])
    }

    @Test func tenThousandParametersExceedTheCountLimitBeforeDecoding() {
        let body = Array(repeating: "a[]=1", count: 10_000).joined(separator: "&")
        #expect(problems(body) == [.init(reason: .tooManyParameters(limit: 1000))])
    }

    @Test func exactlyTheCountLimitIsAccepted() throws {
        let body = Array(repeating: "a[]=1", count: 1000).joined(separator: "&&")
        #expect(try decode(body)["a"]?.arrayValue?.count == 1000)
    }

    @Test func depthOneHundredExceedsTheDepthLimit() {
        let key = "a" + String(repeating: "[b]", count: 99)
        #expect(problems(key + "=1") == [.init(key: key, reason: .tooDeep(limit: 32))])
    }

    @Test func depthThirtyTwoIsAccepted() throws {
        let key = "a" + String(repeating: "[b]", count: 31)
        #expect(try decode(key + "=1").count == 1)
    }

    @Test func aLongKeyExceedsTheKeyLengthLimit() {
        let key = String(repeating: "k", count: 1025)
        let found = problems(key + "=1")
        #expect(found.map(\.reason) == [.keyTooLong(length: 1025, limit: 1024)])
    }

    @Test func aLargeBodyExceedsTheSizeLimit() {
        let limits = FormParameters.DecodingLimits(maxBodySize: 8)
        #expect(problems("name=Ada+L", limits: limits) == [.init(reason: .bodyTooLarge(size: 10, limit: 8))])
    }

    @Test func limitsHaveTheirDocumentedDefaults() {
        let limits = FormParameters.DecodingLimits()
        #expect(limits.maxParameterCount == 1000)
        #expect(limits.maxDepth == 32)
        #expect(limits.maxKeyLength == 1024)
        #expect(limits.maxBodySize == 10_485_760)
    }
}
