import Testing

@testable import FormworkTerminal

@Suite struct TypedFileTests {
    @Test func sizesAreDecimalUnitsWithOneDigitRoundedHalfUp() {
        #expect(TypedFile.byteCount(0, in: .none) == "0 bytes")
        #expect(TypedFile.byteCount(1, in: .none) == "1 byte")
        #expect(TypedFile.byteCount(999, in: .none) == "999 bytes")
        #expect(TypedFile.byteCount(1000, in: .none) == "1.0 KB")
        #expect(TypedFile.byteCount(2449, in: .none) == "2.4 KB")
        #expect(TypedFile.byteCount(2450, in: .none) == "2.5 KB")
        // 999 950 bytes round to 1 000.0 KB, which is written as 1.0 MB.
        #expect(TypedFile.byteCount(999_949, in: .none) == "999.9 KB")
        #expect(TypedFile.byteCount(999_950, in: .none) == "1.0 MB")
        #expect(TypedFile.byteCount(3_100_000, in: .none) == "3.1 MB")
        #expect(TypedFile.byteCount(Int.max, in: .none) == "9223372.0 TB")
    }

    @Test func theContentTypeComesFromTheExtension() {
        #expect(TypedFile.contentType(ofName: "Me.JPG") == "image/jpeg")
        #expect(TypedFile.contentType(ofName: "scan.pdf") == "application/pdf")
        #expect(TypedFile.contentType(ofName: "notes") == "application/octet-stream")
    }
}
