/// Row positions by key: what every edit, lookup and rule asks first.
///
/// An open-addressing table probed by a hash of the key's UTF-8 bytes.
/// `Dictionary<String, Int>` seeds and finalises SipHash over the key's
/// normalized text on every lookup, and every edit looks a key up. The
/// keys here are the ones the model declares, fixed when the schema is
/// built, so a key typed by anyone else can only probe, never choose which
/// keys collide.
///
/// Swift's `String ==` holds canonically equivalent text equal ("é" and "e"
/// with a combining accent; the Kelvin sign and "K"), which bytes cannot
/// tell. A key that is not ASCII, or any key of a table holding one, that
/// the bytes do not find is looked up in a `Dictionary`, which answers as
/// `String ==` does: of two equal keys the first row is found.
struct FormKeyTable: Sendable {
    /// Per slot, the position of its row, or `-1` for an empty slot.
    private let slots: [Int32]
    /// Per slot, the hash of its key, so most mismatches skip the comparison.
    private let hashes: [UInt64]
    /// The keys, by row position, compared after a hash matches a slot.
    private let keys: [String]
    /// Every key's first position, by Swift's own equality.
    private let equivalents: [String: Int]
    private let holdsNonASCIIKeys: Bool

    init(_ keys: [String]) {
        let equivalents = Dictionary(keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var capacity = 4
        while capacity < keys.count * 2 { capacity *= 2 }
        var slots = [Int32](repeating: -1, count: capacity)
        var hashes = [UInt64](repeating: 0, count: capacity)
        var holdsNonASCIIKeys = false
        // Only the first of equal keys is placed: the others are found as it is.
        for (position, key) in keys.enumerated() where equivalents[key] == position {
            let (hash, isASCII) = Self.hash(key)
            holdsNonASCIIKeys = holdsNonASCIIKeys || !isASCII
            var slot = Int(truncatingIfNeeded: hash) & (capacity - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (capacity - 1) }
            slots[slot] = Int32(truncatingIfNeeded: position)
            hashes[slot] = hash
        }
        self.slots = slots
        self.hashes = hashes
        self.keys = keys
        self.equivalents = equivalents
        self.holdsNonASCIIKeys = holdsNonASCIIKeys
    }

    /// The position of the first row with `key`, or `nil`.
    subscript(key: String) -> Int? {
        let (hash, isASCII) = Self.hash(key)
        if let position = probe(hash, { $0 == key }) { return position }
        return isASCII && !holdsNonASCIIKeys ? nil : equivalents[key]
    }

    /// The position of the key whose UTF-8 bytes are `bytes`, or `nil`: a
    /// key equal as Swift compares text but spelled in other bytes is not
    /// found.
    func position(ofBytes bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        probe(Self.hash(bytes: bytes).0) { key in
            key.utf8.withContiguousStorageIfAvailable { Self.equal($0, bytes) } ?? key.utf8.elementsEqual(bytes)
        }
    }

    /// Whether two runs of bytes are the same, read where they lie rather
    /// than through a string view's iterator.
    private static func equal(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
        guard first.count == second.count else { return false }
        for offset in 0..<first.count where first[offset] != second[offset] { return false }
        return true
    }

    /// The position of the key in the slots `hash` probes that `matches`.
    @inline(__always)
    private func probe(_ hash: UInt64, _ matches: (String) -> Bool) -> Int? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let position = slots[slot]
            if position < 0 { return nil }
            if hashes[slot] == hash, matches(keys[Int(position)]) { return Int(position) }
            slot = (slot + 1) & mask
        }
    }

    /// A hash of the key's UTF-8 bytes, read eight at a time, and whether
    /// they are all ASCII.
    private static func hash(_ key: String) -> (UInt64, isASCII: Bool) {
        if let hashed = key.utf8.withContiguousStorageIfAvailable(hash(bytes:)) { return hashed }
        return Array(key.utf8).withUnsafeBufferPointer(hash(bytes:))
    }

    private static func hash(bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, isASCII: Bool) {
        let count = bytes.count
        guard let base = bytes.baseAddress, count > 0 else { return (0, true) }
        let raw = UnsafeRawPointer(base)
        let highBits: UInt64 = 0x8080_8080_8080_8080
        var hash = wrappingProduct(UInt64(count), 0x9e37_79b9_7f4a_7c15)
        guard count >= 8 else {
            var word: UInt64 = 0
            for offset in 0..<count { word |= UInt64(base[offset]) << (8 * UInt64(offset)) }
            return (mix(hash ^ word), word & highBits == 0)
        }
        var seen: UInt64 = 0
        var offset = 0
        while offset + 8 < count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            hash = mix(hash ^ word)
            seen |= word
            offset += 8
        }
        // The last eight bytes, which may overlap the word before them.
        let last = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        return (mix(hash ^ last), (seen | last) & highBits == 0)
    }

    /// `a &* b`, spelled so that the availability audit resolves it to
    /// `multipliedReportingOverflow(by:)` (every OS), not to the generic
    /// `FixedWidthInteger.&*` the symbol graph dates to iOS 18 and macOS 15.
    private static func wrappingProduct(_ a: UInt64, _ b: UInt64) -> UInt64 {
        a.multipliedReportingOverflow(by: b).partialValue
    }

    /// The 64-bit finaliser of MurmurHash3: every input bit reaches every output bit.
    private static func mix(_ value: UInt64) -> UInt64 {
        var value = value
        value = wrappingProduct(value ^ (value >> 33), 0xff51_afd7_ed55_8ccd)
        value = wrappingProduct(value ^ (value >> 33), 0xc4ce_b9fe_1a85_ec53)
        return value ^ (value >> 33)
    }
}
