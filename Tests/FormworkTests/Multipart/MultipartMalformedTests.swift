import Foundation
import Testing

@testable import Formwork

/// Malformed `multipart/form-data` bodies: each is refused with a
/// ``FormParameters/DecodingError`` naming the problem and where, never read by guessing.
@Suite("Multipart: malformed bodies")
struct MultipartMalformedTests {
    private func problems(_ lines: [String], boundary: String = "XyZ") -> [FormParameters.DecodingError.Problem] {
        do {
            _ = try FormParameters(multipart: MultipartBody.lines(lines), boundary: boundary)
            return []
        } catch {
            return error.problems
        }
    }

    private func reasons(_ lines: [String]) -> [FormParameters.DecodingError.Reason] { problems(lines).map(\.reason) }

    private let age = MultipartBody.text("age", "36")

    @Test func aBodyWithoutItsOpeningBoundaryIsRefused() {
        #expect(problems(MultipartBody.text("age", "36") + ["--Other--"]) == [.init(reason: .missingBoundary)])
    }

    @Test func anEmptyBodyIsRefused() {
        #expect(problems([]) == [.init(reason: .missingBoundary)])
    }

    @Test func aTruncatedPartIsRefused() {
        // The body stops inside the part: no delimiter follows it.
        #expect(
            problems(["--XyZ", "Content-Disposition: form-data; name=\"age\"", "", "3"]) == [
                .init(offset: 7, reason: .missingCloseDelimiter)
            ])
    }

    @Test func aBodyEndingAfterABoundaryWithoutItsClosingDashesIsRefused() {
        #expect(reasons(["--XyZ"] + age + ["--XyZ"]) == [.missingCloseDelimiter])
    }

    @Test func aBoundaryOccurringInsideAPartIsRefused() {
        // CRLF --XyZ inside the value, followed by more text on its line.
        #expect(reasons(["--XyZ"] + MultipartBody.text("bio", "a") + ["--XyZ-and-more", "--XyZ--"]) == [.boundaryInContent])
    }

    @Test func aBoundaryRFC2046DoesNotAllowIsRefused() {
        #expect(problems(["--a\"b--"], boundary: "a\"b") == [.init(reason: .invalidBoundary("a\"b"))])
        #expect(problems(["----"], boundary: "") == [.init(reason: .invalidBoundary(""))])
        let long = String(repeating: "b", count: 71)
        #expect(problems(["--\(long)--"], boundary: long) == [.init(reason: .invalidBoundary(long))])
    }

    @Test func aHeaderLineWithoutAColonIsRefused() {
        #expect(
            reasons(["--XyZ", "Content-Disposition form-data; name=\"age\"", "", "36", "--XyZ--"])
                == [.malformedHeader("a header line without ':'")])
    }

    @Test func aFoldedHeaderLineIsRefused() {
        #expect(
            reasons(["--XyZ", "Content-Disposition: form-data;", " name=\"age\"", "", "36", "--XyZ--"])
                == [.malformedHeader("a folded header line (obs-fold), which RFC 7578 and RFC 9112 do not allow")])
    }

    @Test func aLoneLineFeedInAHeaderIsHeaderInjection() {
        // A reader splitting on LF would see a second header `X-Injected: yes`.
        #expect(
            reasons(["--XyZ", "Content-Disposition: form-data; name=\"age\"\nX-Injected: yes", "", "36", "--XyZ--"])
                == [.malformedHeader("a CR or LF inside a header line, where it could start a header of its own")])
    }

    @Test func aLoneCarriageReturnInAHeaderIsHeaderInjection() {
        #expect(
            reasons(["--XyZ", "Content-Disposition: form-data; name=\"a\rContent-Type: text/html\"", "", "36", "--XyZ--"])
                == [.malformedHeader("a CR or LF inside a header line, where it could start a header of its own")])
    }

    @Test func aPartWithoutContentDispositionIsRefused() {
        #expect(reasons(["--XyZ", "Content-Type: text/plain", "", "36", "--XyZ--"]) == [.missingContentDisposition])
    }

    @Test func aPartWithoutHeadersIsRefused() {
        #expect(reasons(["--XyZ", "", "36", "--XyZ--"]) == [.missingContentDisposition])
    }

    @Test func aDispositionOtherThanFormDataIsRefused() {
        #expect(
            reasons(["--XyZ", "Content-Disposition: attachment; name=\"age\"", "", "36", "--XyZ--"]) == [
                .notFormData("attachment")
            ])
    }

    @Test func aPartWithoutANameIsRefused() {
        #expect(reasons(["--XyZ", "Content-Disposition: form-data; filename=\"a.txt\"", "", "x", "--XyZ--"]) == [.missingName])
    }

    @Test func aNameGivenTwiceInOnePartIsRefused() {
        // Readers disagree on whether the first or the last counts: neither is read.
        #expect(
            reasons(["--XyZ", "Content-Disposition: form-data; name=\"age\"; name=\"is_admin\"", "", "1", "--XyZ--"])
                == [.duplicateHeader("name")])
    }

    @Test func aContentDispositionGivenTwiceInOnePartIsRefused() {
        #expect(
            reasons([
                "--XyZ", "Content-Disposition: form-data; name=\"age\"", "Content-Disposition: form-data; name=\"x\"", "", "1",
                "--XyZ--",
            ]) == [.duplicateHeader("content-disposition")])
    }

    @Test func textAfterAClosingQuoteIsRefused() {
        // `name="a\"; x"`: MIME readers read the name `a"; x`; HTML's readers end it at the second quote,
        // which leaves `x"` after it. Refused rather than guessed at.
        #expect(
            reasons(["--XyZ", #"Content-Disposition: form-data; name="a\"; x""#, "", "1", "--XyZ--"])
                == [.malformedHeader(#"a parameter without '=' in 'form-data; name="a\"; x"'"#)])
    }

    @Test func anUnclosedQuoteIsRefused() {
        #expect(reasons(["--XyZ", "Content-Disposition: form-data; name=\"age", "", "36", "--XyZ--"]).count == 1)
    }

    @Test func aBase64TransferEncodingIsRefused() {
        #expect(
            reasons([
                "--XyZ", "Content-Disposition: form-data; name=\"age\"", "Content-Transfer-Encoding: base64", "", "MzY=",
                "--XyZ--",
            ])
                == [.unsupportedTransferEncoding("base64")])
    }

    @Test func aPartWithoutTheEmptyLineAfterItsHeadersIsRefused() {
        #expect(
            reasons(["--XyZ", "Content-Disposition: form-data; name=\"age\"", "--XyZ--"])
                == [.malformedHeader("the part's headers do not end with an empty line")])
    }

    @Test func everyMalformedPartIsReportedTogether() {
        let found = problems(
            ["--XyZ", "no colon", "", "1", "--XyZ"] + age + ["--XyZ", "Content-Disposition: form-data", "", "2", "--XyZ--"])
        #expect(found.map(\.reason) == [.malformedHeader("a header line without ':'"), .missingName])
        #expect(found.map(\.offset) == [7, 86])
    }

    @Test func namesThatDoNotNestAreRefusedAsInAURLEncodedBody() {
        #expect(
            reasons(["--XyZ"] + MultipartBody.text("a", "1") + ["--XyZ"] + MultipartBody.text("a[b]", "2") + ["--XyZ--"])
                == [.conflict("'a' already holds a value, so it cannot also be a group with the member 'b'")])
    }
}
