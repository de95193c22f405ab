import Testing

@testable import Formwork

/// Row positions by key: every edit and lookup starts here, so a key must
/// find its row, and nothing else may.
@Suite struct KeyTableTests {
    /// Keys of every length the hash reads differently (under a word, a
    /// word, a word and a tail, several words), dotted group keys, keys one
    /// another's prefix, and text that is not ASCII.
    static let keys: [String] = [
        "", "a", "ab", "user_nam", "user_name", "user_names", "address", "address.", "address.city",
        "address.country", "address.country.code", "a_sixteen_bytes_", "a_seventeen_bytes", "名前", "e\u{301}",
        String(repeating: "long.", count: 40),
    ]

    @Test func everyKeyFindsItsOwnPosition() {
        let table = FormKeyTable(Self.keys)
        for (position, key) in Self.keys.enumerated() {
            #expect(table[key] == position, "\(key)")
        }
    }

    @Test func keysThatAreNotInTheTableFindNothing() {
        let table = FormKeyTable(Self.keys)
        let absent = [
            "b", "user_nam ", "User_name", "address.cit", "address.countrY", "a_seventeen_bytez", "名", "long.",
            String(repeating: "long.", count: 39), " ",
        ]
        for key in absent { #expect(table[key] == nil, "\(key)") }
        #expect(FormKeyTable([])["a"] == nil)
    }

    /// Swift's `String ==` holds canonically equivalent text equal, as the
    /// `Dictionary<String, Int>` this table replaced did: "é" precomposed
    /// and "e" with a combining acute accent (U+0301), and the Kelvin sign
    /// (U+212A), whose canonical decomposition is "K" (Unicode's
    /// UnicodeData.txt), are one key each, found at its first position.
    @Test func canonicallyEquivalentKeysAreOneKeyAsForADictionary() {
        let combining = FormKeyTable(["e\u{301}", "é", "x"])
        #expect(combining["é"] == 0)
        #expect(combining["e\u{301}"] == 0)
        #expect(combining["x"] == 2)
        let ascii = FormKeyTable(["K", "x"])
        #expect(ascii["\u{212A}"] == 0)
        let kelvin = FormKeyTable(["\u{212A}", "x"])
        #expect(kelvin["K"] == 0)
        #expect(kelvin["k"] == nil)
    }

    /// A name read from a body is found by its bytes: the same bytes find
    /// the key, any other bytes (one byte more, less or different; the other
    /// spelling of canonically equal text) find nothing.
    @Test func keysAreFoundByTheirBytes() {
        let table = FormKeyTable(Self.keys)
        func find(_ bytes: [UInt8]) -> Int? { bytes.withUnsafeBufferPointer { table.position(ofBytes: $0) } }
        for (position, key) in Self.keys.enumerated() {
            #expect(find(Array(key.utf8)) == position, "\(key)")
            #expect(find(Array(key.utf8) + [0x20]) == nil, "\(key)")
            guard let last = key.utf8.last else { continue }
            #expect(find(Array(key.utf8.dropLast())) != position, "\(key)")
            #expect(find(Array(key.utf8.dropLast()) + [last ^ 0x01]) == nil, "\(key)")
        }
        #expect(find(Array("é".utf8)) == nil)
        let kelvin = FormKeyTable(["K"])
        #expect(Array("\u{212A}".utf8).withUnsafeBufferPointer { kelvin.position(ofBytes: $0) } == nil)
    }

    @Test func ofTwoRowsWithOneKeyTheFirstIsFound() {
        let table = FormKeyTable(["name", "age", "name"])
        #expect(table["name"] == 0)
        #expect(table["age"] == 1)
    }

    /// Thousands of generated keys fill the table to half its slots, so
    /// many share a first slot and are found further along.
    @Test func aLargeTableFindsEveryKeyAndNoOther() {
        let keys = (0..<5_000).map { "section\($0 % 97).row_\($0)" }
        let table = FormKeyTable(keys)
        for (position, key) in keys.enumerated() { #expect(table[key] == position) }
        for index in 5_000..<6_000 { #expect(table["section\(index % 97).row_\(index)"] == nil) }
    }
}
