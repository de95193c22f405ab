/// SplitMix64: a small generator whose sequence depends only on its seed, so
/// a failure seen once is seen again with the same seed.
struct FuzzGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`.
    mutating func below(_ bound: Int) -> Int { Int.random(in: 0..<max(bound, 1), using: &self) }

    /// One of `items`.
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    /// `count` pieces drawn from `pieces`, joined.
    mutating func joined(_ pieces: [String], count: Int) -> String {
        (0..<count).map { _ in pick(pieces) }.joined()
    }

    /// A corpus entry mutated a few times: bytes inserted, deleted,
    /// duplicated or replaced by grammar pieces, or spliced with another entry.
    mutating func mutated(_ corpus: [String], pieces: [String]) -> String {
        var bytes = Array(pick(corpus).utf8)
        for _ in 0..<(1 + below(4)) {
            let position = below(bytes.count + 1)
            switch below(6) {
            case 0: bytes.insert(UInt8(truncatingIfNeeded: next()), at: position)
            case 1: if position < bytes.count { bytes.remove(at: position) }
            case 2: bytes.insert(contentsOf: Array(pick(pieces).utf8), at: position)
            case 3: bytes.insert(contentsOf: bytes[position...].prefix(below(16)), at: position)
            case 4: bytes.append(contentsOf: Array(pick(corpus).utf8))
            default: bytes = Array(bytes.prefix(position))
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
