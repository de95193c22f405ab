import Formwork
import Foundation
import Testing

/// A model read from a body, without a form of the caller's, throws its
/// errors in the localization it is given.
@Suite struct BodyLocalizationTests {
    private struct Order: FormModel {
        @FormNumber var quantity = 1
        @FormText var note = ""
    }

    /// A condition makes the body be read through a form.
    private struct ConditionalOrder: FormModel {
        @FormNumber var quantity = 1
        @FormText(visibleWhen: "quantity > 1") var note = ""
    }

    private static let chinese = FormLocalization(language: .simplifiedChinese, titles: ["quantity": "数量"])

    private func messages(_ read: () throws -> Void) -> [String] {
        let error = #expect(throws: FormSubmissionError.self) { try read() }
        return error?.fieldErrors.map(\.message) ?? []
    }

    @Test func aURLEncodedBodyThrowsInChinese() {
        #expect(messages { _ = try Order(urlEncoded: "quantity=abc", localization: Self.chinese) } == ["数量必须是整数"])
        #expect(messages { _ = try Order(urlEncoded: Data("quantity=abc".utf8), localization: Self.chinese) } == ["数量必须是整数"])
    }

    @Test func aJSONBodyThrowsInChinese() {
        #expect(messages { _ = try Order(json: #"{"quantity": "abc"}"#, localization: Self.chinese) } == ["数量必须是整数"])
    }

    @Test func aMultipartBodyThrowsInChinese() {
        let body = "--XyZ\r\nContent-Disposition: form-data; name=\"quantity\"\r\n\r\nabc\r\n--XyZ--\r\n"
        let messages = messages { _ = try Order(multipart: Data(body.utf8), boundary: "XyZ", localization: Self.chinese) }
        #expect(messages == ["数量必须是整数"])
    }

    @Test func parametersReadThroughAFormThrowInChinese() {
        let messages = messages {
            _ = try ConditionalOrder(formParameters: ["quantity": "abc"], localization: Self.chinese)
        }
        #expect(messages == ["数量必须是整数"])
    }

    @Test func withoutALocalizationTheErrorsAreEnglish() {
        #expect(messages { _ = try Order(urlEncoded: "quantity=abc") } == ["Quantity must be a whole number"])
    }
}
