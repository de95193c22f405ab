import Foundation
import Testing

@testable import Formwork

/// Multipart has its own options: the bracket naming and scalar styles of
/// urlencoded, and no bare names (a part always has content). Bodies are
/// written out by hand from RFC 7578's layout.
struct FormMultipartOptionsTests {
    private func part(_ name: String, _ content: String) -> String {
        "--XyZ\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(content)\r\n"
    }

    @Test func defaultsOmitNilAndEmptyListsAndUseBrackets() throws {
        let parameters: FormParameters = ["tags": ["a", "b"], "nickname": nil, "none": []]
        let text = try parameters.multipart(boundary: "XyZ").data.text
        #expect(text == part("tags[]", "a") + part("tags[]", "b") + "--XyZ--\r\n")
    }

    @Test func indexedArrayStyleNamesEachItemByItsIndex() throws {
        let parameters: FormParameters = ["tags": ["a", "b"]]
        let text = try parameters.multipart(boundary: "XyZ", options: FormParameters.MultipartOptions(arrayStyle: .indexed)).data
            .text
        #expect(text == part("tags[0]", "a") + part("tags[1]", "b") + "--XyZ--\r\n")
    }

    @Test func numericBoolStyleWritesOneAndZero() throws {
        let parameters: FormParameters = ["agreed": true, "spam": false]
        let text = try parameters.multipart(boundary: "XyZ", options: FormParameters.MultipartOptions(boolStyle: .numeric)).data
            .text
        #expect(text == part("agreed", "1") + part("spam", "0") + "--XyZ--\r\n")
    }

    @Test func emptyStringNilPolicyWritesAnEmptyPart() throws {
        let parameters: FormParameters = ["nickname": nil]
        let text = try parameters.multipart(boundary: "XyZ", options: FormParameters.MultipartOptions(nilPolicy: .emptyString))
            .data.text
        #expect(text == part("nickname", "") + "--XyZ--\r\n")
    }

    @Test func literalNullNilPolicyWritesNull() throws {
        let parameters: FormParameters = ["nickname": nil]
        let text = try parameters.multipart(boundary: "XyZ", options: FormParameters.MultipartOptions(nilPolicy: .literalNull))
            .data.text
        #expect(text == part("nickname", "null") + "--XyZ--\r\n")
    }

    @Test func emptyPartListPolicyWritesOneEmptyBracketedPart() throws {
        let parameters: FormParameters = ["tags": []]
        let text = try parameters.multipart(boundary: "XyZ", options: FormParameters.MultipartOptions(emptyLists: .emptyPart))
            .data.text
        #expect(text == part("tags[]", "") + "--XyZ--\r\n")
    }

    @Test func sortedKeysOrdersPartsByName() throws {
        let parameters: FormParameters = ["b": "2", "a": "1"]
        let text = try parameters.multipart(boundary: "XyZ", options: FormParameters.MultipartOptions(sortedKeys: true)).data.text
        #expect(text == part("a", "1") + part("b", "2") + "--XyZ--\r\n")
    }

    @Test func multipartRequestTakesMultipartOptions() throws {
        let parameters: FormParameters = ["tags": ["a"]]
        let request = parameters.multipartRequest(
            url: try #require(URL(string: "https://example.com/upload")),
            options: FormParameters.MultipartOptions(arrayStyle: .indexed))
        let body = String(decoding: try #require(request.httpBody), as: UTF8.self)
        #expect(body.contains("Content-Disposition: form-data; name=\"tags[0]\"\r\n\r\na\r\n"))
    }
}
