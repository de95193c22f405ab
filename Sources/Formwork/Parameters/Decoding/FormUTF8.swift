/// UTF-8 validation with the offset of the first bad byte (RFC 3629: no
/// overlong forms, no surrogates, nothing above U+10FFFF).
enum FormUTF8 {
    static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
        var index = asciiPrefixLength(bytes)
        while index < bytes.count {
            let lead = bytes[index]
            let length: Int
            var secondRange: ClosedRange<UInt8> = 0x80...0xBF
            switch lead {
            case 0x00...0x7F: index += 1; continue
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; secondRange = 0xA0...0xBF
            case 0xED: length = 3; secondRange = 0x80...0x9F
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xF0: length = 4; secondRange = 0x90...0xBF
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; secondRange = 0x80...0x8F
            default: return index
            }
            guard index + 1 < bytes.count, secondRange.contains(bytes[index + 1]) else { return index }
            for offset in 2..<length {
                guard index + offset < bytes.count, (0x80...0xBF).contains(bytes[index + offset]) else { return index }
            }
            index += length
        }
        return nil
    }

    /// How many ASCII bytes `bytes` starts with (most of a body): they are
    /// valid, and skipped by one scan before the check of each sequence.
    ///
    /// The scan takes 32 bytes at a time and tests the high bit of their
    /// union once: a loop over a fixed-size slice, which the compiler
    /// unrolls and vectorises as it does not a search that stops at each
    /// byte. The bytes after the last whole block are tested one by one.
    private static func asciiPrefixLength(_ bytes: [UInt8]) -> Int {
        let block = 32
        var length = 0
        for start in stride(from: 0, to: bytes.count - bytes.count % block, by: block) {
            var union: UInt8 = 0
            for byte in bytes[start..<start + block] { union |= byte }
            guard union < 0x80 else { break }
            length = start + block
        }
        while length < bytes.count, bytes[length] < 0x80 { length += 1 }
        return length
    }
}
