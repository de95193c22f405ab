/// The names a urlencoded body gives the rows (`user_name`,
/// `address[city]`, `tags[]`), by which a body whose every name is one of
/// them is read straight into the rows' values: no nested parameters made
/// and walked, and no bracketed name taken apart.
///
/// The answer is the one the general reader gives
/// (``FormParameters/init(urlEncoded:limits:)-(String,_)`` then the rows'
/// ``FormParameterMatch``): a name sent once is its text (a bare name null),
/// a name sent again a list of its texts (a bare one empty text), and
/// `name[]` appends to a list (a bare one makes it, empty). Any other body
/// (a name no row reads, an index, a name sent both plain and with `[]`, a
/// limit exceeded, a name spelled in other bytes that Swift holds equal) is
/// left to the general reader, which explains it.
struct FormURLEncodedRowNames: Sendable {
    private struct Entry: Sendable {
        let row: Int
        /// `name[]`, which appends to the row's list.
        let appends: Bool
        /// Its depth and length, as ``FormDecodingLimits`` counts them.
        let depth: Int
        let length: Int
    }

    /// The names, each at the position of its entry.
    private let names: FormKeyTable
    private let entries: [Entry]
    /// The longest name, in UTF-8 bytes: a longer decoded name is no row's.
    private let longestName: Int

    /// The names of `rows`. A row whose path holds a name the bracket
    /// syntax reads otherwise (empty, with a bracket, or digits below the
    /// top level, which index a list) has none. No two rows share a name,
    /// and no row's path leads to another's: a schema refuses two
    /// properties that submit one parameter.
    init(rows: [FormSchema.Row]) {
        var names: [String] = []
        var entries: [Entry] = []
        for (index, row) in rows.enumerated() where !row.parameterPath.isEmpty {
            let path = row.parameterPath
            let isPlain = path.enumerated().allSatisfy { level, name in
                !name.isEmpty && !name.utf8.contains { $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]") }
                    && (level == 0 || !name.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
            }
            guard isPlain, let root = path.first else { continue }
            let name = path.dropFirst().reduce(root) { "\($0)[\($1)]" }
            names += [name, name + "[]"]
            entries += [
                Entry(row: index, appends: false, depth: path.count, length: name.utf8.count),
                Entry(row: index, appends: true, depth: path.count + 1, length: name.utf8.count + 2),
            ]
        }
        self.names = FormKeyTable(names)
        self.entries = entries
        self.longestName = names.map(\.utf8.count).max() ?? 0
    }

    /// Each row's sent value in `body`, as the general reader finds them, or
    /// `nil` when the body is not one this reads (see above).
    func reading(_ body: [UInt8], limits: FormDecodingLimits, rowCount: Int) -> FormParameterMatch.Reading? {
        guard body.count <= limits.maxBodySize else { return nil }
        var reading = FormParameterMatch.Reading(sent: Array(repeating: nil, count: rowCount))
        // What each row was sent as: nothing yet, plain names, or `[]`.
        var appended = [Bool?](repeating: nil, count: rowCount)
        var scratch: [UInt8] = []
        var pairs = 0
        var start = body.startIndex
        while start < body.endIndex {
            let end = body[start...].firstIndex(of: UInt8(ascii: "&")) ?? body.endIndex
            defer { start = end + 1 }
            guard end > start else { continue }
            pairs += 1
            guard pairs <= limits.maxParameterCount else { return nil }
            let equals = body[start..<end].firstIndex(of: UInt8(ascii: "="))
            guard let position = position(ofName: body[start..<(equals ?? end)], scratch: &scratch) else {
                return nil
            }
            let entry = entries[position]
            guard entry.depth <= limits.maxDepth, entry.length <= limits.maxKeyLength,
                (appended[entry.row] ?? entry.appends) == entry.appends
            else { return nil }
            appended[entry.row] = entry.appends
            let value = equals.map { FormURLEncoding.decoded(body[($0 + 1)..<end]) }
            Self.add(value, appends: entry.appends, to: &reading.sent[entry.row])
        }
        return reading
    }

    /// The entry of the name `raw` decodes to, found by its bytes.
    private func position(ofName raw: ArraySlice<UInt8>, scratch: inout [UInt8]) -> Int? {
        guard raw.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }) else {
            return raw.count > longestName ? nil : raw.withUnsafeBufferPointer { names.position(ofBytes: $0) }
        }
        // Each decoded byte takes at most three: longer text decodes to no row's name.
        guard raw.count <= longestName * 3 else { return nil }
        if scratch.count < raw.count { scratch = [UInt8](repeating: 0, count: raw.count) }
        return scratch.withUnsafeMutableBufferPointer { buffer in
            let count = FormURLEncoding.percentDecode(raw, into: buffer)
            return count > longestName ? nil : names.position(ofBytes: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// Adds a name's `value` (`nil` for a bare name) to what its row was sent.
    private static func add(_ value: String?, appends: Bool, to sent: inout FormValue?) {
        guard var items = sent.flatMap(\.arrayValue) else {
            switch (sent, appends) {
            case (nil, true): sent = .array(value.map { [.string($0)] } ?? [])
            case (nil, false): sent = value.map(FormValue.string) ?? .null
            // Sent again: a list of the texts, a bare name's empty.
            case (let first?, _): sent = .array([first == .null ? .string("") : first, .string(value ?? "")])
            }
            return
        }
        // A bare `name[]` makes the list and adds no item.
        if appends, value == nil { return }
        sent = nil  // `items` alone holds the array: appended in place
        items.append(.string(value ?? ""))
        sent = .array(items)
    }
}

extension FormParameters {
    /// The fuzzing check of ``FormURLEncodedRowNames``: whether `bytes`,
    /// when read by the names of `Model`'s rows, give the rows what the
    /// general reader gives them (a body it leaves to the general reader
    /// passes).
    package static func fuzzURLEncodedRows<Model: FormModel>(_ type: Model.Type, _ bytes: [UInt8]) -> Bool {
        let limits = FormDecodingLimits()
        guard let schema = try? FormSchema.of(Model.self),
            let straight = schema.urlEncodedNames.reading(bytes, limits: limits, rowCount: schema.rows.count)
        else { return true }
        guard let parameters = try? FormParameters(urlEncodedBytes: bytes, limits: limits) else { return false }
        let general = schema.parameterMatch.read(parameters.members, rowCount: schema.rows.count)
        return general.sent == straight.sent && general.unknownKeys.isEmpty && general.problems.isEmpty
    }
}
