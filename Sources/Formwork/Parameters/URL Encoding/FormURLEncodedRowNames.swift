/// The names a urlencoded body gives the rows (`user_name`,
/// `address[city]`, `tags[]`), by which a body whose every name is one of
/// them is read straight into the rows' values: no nested parameters made
/// and walked, and no bracketed name taken apart.
///
/// The answer is the one the general reader gives
/// (``FormParameters/init(urlEncoded:limits:)-(String,_)`` then the rows'
/// ``FormParameterMatch``): a name sent once is its text (a bare name null),
/// a name sent again a list of its texts (a bare one empty text), and
/// `name[]` appends to a list (a bare one makes it, empty). A plain ASCII
/// name no row or group uses (a CSRF token's, a submit button's) is one of
/// the body's unknown keys, listed once in the body's order, as the general
/// reader lists it: ASCII, because Swift holds two spellings of a name equal
/// only when they are the same bytes there, and without brackets, which
/// would nest it. Any other body (a bracketed name no row reads, an index, a
/// name sent both plain and with `[]`, a group's name, a limit exceeded, a
/// name spelled in other bytes that Swift holds equal, a form with `submit:`
/// mappings, whose paths are known to no row) is left to the general reader,
/// which explains it.
struct FormURLEncodedRowNames: Sendable {
    private struct Entry: Sendable {
        let row: Int
        /// `name[]`, which appends to the row's list.
        let appends: Bool
        /// Its depth and length, as ``FormParameters/DecodingLimits`` counts them.
        let depth: Int
        let length: Int
    }

    /// The names, each at the position of its entry.
    private let names: FormKeyTable
    private let entries: [Entry]
    /// The longest name, in UTF-8 bytes: a longer decoded name is no row's.
    private let longestName: Int
    /// The names of the groups, repeating or not: a plain value sent under
    /// one is a conflict the general reader explains.
    private let groupNames: Set<String>

    /// The names of `rows`: each row's bracketed name, and that name with
    /// `[]`, when the bracket parser reads it back as the row's path (and
    /// the path with an append). A name it reads otherwise (a member of
    /// digits, which indexes a list; a bracket inside a member; an empty
    /// root before `[]`) is left to the general reader. No two rows share a
    /// name, and no row's path leads to another's: a schema refuses two
    /// properties that submit one parameter. The rows of repeating groups'
    /// items have no names here: a body naming a group may re-shape the
    /// form, so it is left to the general reader.
    init(rows: [FormSchema.Row], groupNames: Set<String>) {
        var names: [String] = []
        var entries: [Entry] = []
        for (index, row) in rows.enumerated() where !row.parameterPath.isEmpty && row.item == nil {
            let path = row.parameterPath
            let name = FormBracketKey.name(of: path)
            let members = path.dropFirst().map(FormBracketKey.Segment.name)
            for (spelled, appends) in [(name, false), (name + "[]", true)] {
                guard case .success(let key) = FormBracketKey.parse(spelled), key.root == path[0],
                    key.segments == members + (appends ? [.append] : [])
                else { continue }
                names.append(spelled)
                entries.append(
                    Entry(row: index, appends: appends, depth: key.segments.count + 1, length: spelled.utf8.count))
            }
        }
        self.names = FormKeyTable(names)
        self.entries = entries
        self.longestName = names.map(\.utf8.count).max() ?? 0
        self.groupNames = groupNames.union(rows.compactMap { $0.parameterPath.count > 1 ? $0.parameterPath[0] : nil })
    }

    /// Each row's sent value in `body`, as the general reader finds them, or
    /// `nil` when the body is not one this reads (see above).
    /// `hasRecognisedPaths` says whether the form has `submit:` mappings.
    func reading(
        _ body: [UInt8], limits: FormParameters.DecodingLimits, rowCount: Int, hasRecognisedPaths: () -> Bool = { false }
    ) -> FormParameterMatch.Reading? {
        guard body.count <= limits.maxBodySize else { return nil }
        var reading = FormParameterMatch.Reading(sent: Array(repeating: nil, count: rowCount))
        // What each row was sent as: nothing yet, plain names, or `[]`.
        var appended = [Bool?](repeating: nil, count: rowCount)
        var pairs = 0
        var sequences = FormURLEncoding.Sequences()
        while let (name, value) = sequences.next(in: body) {
            pairs += 1
            guard pairs <= limits.maxParameterCount else { return nil }
            guard let entry = position(ofName: body[name]).map({ entries[$0] }) else {
                guard let unknown = unknownName(body[name], limits: limits), !hasRecognisedPaths() else { return nil }
                reading.report(unknown: unknown)
                continue
            }
            guard entry.depth <= limits.maxDepth, entry.length <= limits.maxKeyLength,
                (appended[entry.row] ?? entry.appends) == entry.appends
            else { return nil }
            appended[entry.row] = entry.appends
            let text = value.map { FormURLEncoding.decoded(body[$0]) }
            Self.add(text, appends: entry.appends, to: &reading.sent[entry.row])
        }
        return reading
    }

    /// The entry of the name `raw` decodes to, found by its bytes.
    private func position(ofName raw: ArraySlice<UInt8>) -> Int? {
        guard FormURLEncoding.isEncoded(raw) else {
            return raw.count > longestName ? nil : raw.withUnsafeBufferPointer { names.position(ofBytes: $0) }
        }
        // Each decoded byte takes at most three: longer text decodes to no
        // row's name, and shorter text is decoded on the stack.
        guard raw.count <= longestName * 3 else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: raw.count) { buffer in
            let count = FormURLEncoding.percentDecode(raw, into: buffer)
            return count > longestName ? nil : names.position(ofBytes: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// The name `raw` decodes to, when it is a plain ASCII name within the
    /// limits that no group uses: an unknown key the general reader reports
    /// as it is.
    private func unknownName(_ raw: ArraySlice<UInt8>, limits: FormParameters.DecodingLimits) -> String? {
        let name = FormURLEncoding.decoded(raw)
        let bytes = name.utf8
        guard !bytes.isEmpty, bytes.count <= limits.maxKeyLength, limits.maxDepth >= 1,
            bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "[") && $0 != UInt8(ascii: "]") }),
            !groupNames.contains(name)
        else { return nil }
        return name
    }

    /// Adds a name's `value` (`nil` for a bare name) to what its row was sent.
    private static func add(_ value: String?, appends: Bool, to sent: inout FormValue?) {
        guard var items = sent.flatMap(\.arrayValue) else {
            switch (sent, appends) {
            case (nil, true):
                var items: [FormValue] = []
                if let value {
                    // Room for a few items, appended in place as they come.
                    items.reserveCapacity(4)
                    items.append(.string(value))
                }
                sent = .array(items)
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
        let limits = FormParameters.DecodingLimits()
        guard let schema = try? FormSchema.of(Model.self),
            let straight = schema.urlEncodedNames.reading(bytes, limits: limits, rowCount: schema.rows.count)
        else { return true }
        guard let parameters = try? FormParameters(urlEncodedBytes: bytes, limits: limits) else { return false }
        let general = schema.parameterMatch.read(parameters.members, rowCount: schema.rows.count)
        return general.sent == straight.sent && general.unknownKeys == straight.unknownKeys && general.problems.isEmpty
    }
}
