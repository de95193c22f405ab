import Foundation
import Testing

@testable import Formwork

/// `FormParameters.DecodingLimits` on `multipart/form-data` bodies: parts, part size,
/// header size and body size, each an error that stops the reading.
@Suite("Multipart: limits")
struct MultipartLimitTests {
    private func problems(_ body: Data, _ limits: FormParameters.DecodingLimits) -> [FormParameters.DecodingError.Problem] {
        do {
            _ = try FormParameters(multipart: body, boundary: "XyZ", limits: limits)
            return []
        } catch {
            return error.problems
        }
    }

    private func body(parts count: Int, value: String = "1") -> Data {
        MultipartBody.lines((0..<count).flatMap { ["--XyZ"] + MultipartBody.text("p\($0)", value) } + ["--XyZ--"])
    }

    @Test func theDefaultsAreAThousandPartsTenMebibytePartsAndEightKibibyteHeaders() {
        let limits = FormParameters.DecodingLimits()
        #expect(limits.maxParts == 1000)
        #expect(limits.maxPartSize == 10_485_760)
        #expect(limits.maxHeaderSize == 8192)
    }

    @Test func partsUpToTheLimitAreRead() throws {
        let parameters = try FormParameters(multipart: body(parts: 3), boundary: "XyZ", limits: .init(maxParts: 3))
        #expect(parameters.count == 3)
    }

    @Test func onePartOverTheLimitStopsTheReading() {
        #expect(problems(body(parts: 4), .init(maxParts: 3)) == [.init(reason: .tooManyParts(limit: 3))])
    }

    @Test func aPartOfExactlyTheLimitIsRead() throws {
        let parameters = try FormParameters(
            multipart: body(parts: 1, value: "12345"), boundary: "XyZ", limits: .init(maxPartSize: 5))
        #expect(parameters == ["p0": "12345"])
    }

    @Test func aPartOverTheSizeLimitIsRefused() {
        // The part starts at byte 7, after "--XyZ" and CRLF.
        #expect(
            problems(body(parts: 1, value: "123456"), .init(maxPartSize: 5)) == [
                .init(offset: 7, reason: .partTooLarge(size: 6, limit: 5))
            ])
    }

    @Test func aHeaderBlockOfExactlyTheLimitIsRead() throws {
        // `Content-Disposition: form-data; name="p0"` is 41 bytes.
        let parameters = try FormParameters(multipart: body(parts: 1), boundary: "XyZ", limits: .init(maxHeaderSize: 41))
        #expect(parameters == ["p0": "1"])
    }

    @Test func aHeaderBlockOverTheLimitIsRefused() {
        #expect(problems(body(parts: 1), .init(maxHeaderSize: 40)) == [.init(offset: 7, reason: .headerTooLarge(limit: 40))])
    }

    @Test func aHeaderBlockWithoutAnEndIsRefusedAtTheLimitNotScannedToTheEnd() {
        let endless = MultipartBody.lines(["--XyZ", "X-Long: " + String(repeating: "a", count: 20_000), "--XyZ--"])
        #expect(problems(endless, FormParameters.DecodingLimits()) == [.init(offset: 7, reason: .headerTooLarge(limit: 8192))])
    }

    @Test func theWholeBodyCountsAgainstTheBodySize() {
        let data = body(parts: 2)
        #expect(
            problems(data, .init(maxBodySize: data.count - 1)) == [
                .init(reason: .bodyTooLarge(size: data.count, limit: data.count - 1))
            ])
    }

    @Test func theParameterCountStillAppliesToTheNames() {
        #expect(problems(body(parts: 3), .init(maxParameterCount: 2)) == [.init(reason: .tooManyParameters(limit: 2))])
    }
}
