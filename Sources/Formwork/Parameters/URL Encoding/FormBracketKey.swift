/// A bracketed field name read into its root and segments:
/// `items[0][tags][]` is `items`, index 0, name `tags`, append.
struct FormBracketKey: Hashable {
    enum Segment: Hashable {
        /// `[]`: a new array item.
        case append
        /// `[3]`: the array item at an index.
        case index(Int)
        /// `[city]`: an object member.
        case name(String)
    }

    var root: String
    var segments: [Segment]

    /// A key problem and the byte offset in the key where it is.
    struct Failure: Error {
        var offset: Int
        var reason: FormParameters.DecodingError.Reason
    }

    /// The bracketed name of `path`: `address[city]` for `["address", "city"]`.
    static func name(of path: [String]) -> String {
        guard let first = path.first else { return "" }
        return path.dropFirst().reduce(first) { "\($0)[\($1)]" }
    }

    /// `true` when `key` holds `[` or `]`, which every form body reader
    /// takes as nesting: no key Formwork declares or maps may hold one.
    static func holdsBracket(_ key: String) -> Bool {
        key.utf8.contains { $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]") }
    }

    /// Reads `key`; a plain key without brackets is a root with no segments.
    static func parse(_ key: String) -> Result<FormBracketKey, Failure> {
        // Read where the bytes lie; copied only when the text is not stored
        // contiguously, since nesting a body parses every bracketed name.
        if let read = key.utf8.withContiguousStorageIfAvailable({ parse(key, bytes: $0) }) { return read }
        return Array(key.utf8).withUnsafeBufferPointer { parse(key, bytes: $0) }
    }

    private static func parse(_ key: String, bytes: UnsafeBufferPointer<UInt8>) -> Result<FormBracketKey, Failure> {
        guard let first = bytes.firstIndex(where: { $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]") }) else {
            return .success(FormBracketKey(root: key, segments: []))
        }
        if bytes[first] == UInt8(ascii: "]") { return .failure(Failure(offset: first, reason: .unexpectedClosingBracket)) }
        if first == 0 { return .failure(Failure(offset: 0, reason: .emptyRoot)) }
        var segments: [Segment] = []
        var index = first
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "[") else {
                let reason: FormParameters.DecodingError.Reason =
                    bytes[index] == UInt8(ascii: "]") ? .unexpectedClosingBracket : .textAfterBracket
                return .failure(Failure(offset: index, reason: reason))
            }
            let open = index
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "]") {
                if bytes[index] == UInt8(ascii: "[") { return .failure(Failure(offset: index, reason: .bracketInsideBracket)) }
                index += 1
            }
            guard index < bytes.count else { return .failure(Failure(offset: open, reason: .unclosedBracket)) }
            switch segment(bytes[(open + 1)..<index]) {
            case .success(let segment): segments.append(segment)
            case .failure(let failure): return .failure(Failure(offset: open + 1, reason: failure.reason))
            }
            index += 1
        }
        return .success(FormBracketKey(root: String(decoding: bytes[..<first], as: UTF8.self), segments: segments))
    }

    /// Empty is append, ASCII digits an index (at most 9 of them), anything else a name.
    private static func segment(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Result<Segment, Failure> {
        if bytes.isEmpty { return .success(.append) }
        guard bytes.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return .success(.name(String(decoding: bytes, as: UTF8.self)))
        }
        guard bytes.count <= 9 else { return .failure(Failure(offset: 0, reason: .indexTooLarge)) }
        return .success(.index(bytes.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }))
    }
}
