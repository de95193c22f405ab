/// Bits appended one run at a time into 64-bit words.
struct BitRun {
    private(set) var words: [UInt64] = []
    private(set) var count = 0

    mutating func reserve(_ bits: Int) { words.reserveCapacity((bits + 63) / 64) }

    /// Appends the low `count` bits of `bits` (1 to 64 of them).
    mutating func append(_ bits: UInt64, count: Int) {
        let run = count == 64 ? bits : bits & (1 << UInt64(count) - 1)
        let offset = self.count % 64
        if offset == 0 {
            words.append(run)
        } else {
            words[words.count - 1] |= run << UInt64(offset)
            if offset + count > 64 { words.append(run >> UInt64(64 - offset)) }
        }
        self.count += count
    }
}
