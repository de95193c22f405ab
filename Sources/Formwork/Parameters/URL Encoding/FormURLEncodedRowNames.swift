/// The names a urlencoded body gives the rows (`user_name`,
/// `address[city]`, `tags[]`), by which a body whose every name is one of
/// them is read straight into the rows' values: no nested parameters made
/// and walked, and no bracketed name taken apart.
///
/// The answer is the one the general reader gives
/// (``FormParameters/init(urlEncoded:limits:)-(String,_)`` then the rows'
/// ``FormParameterMatch``): a name sent once is its text (a bare name null),
/// a name sent again a list of its texts (a bare one empty text), and
/// `name[]` appends to a list (a bare one makes it, empty). A repeating
/// group's items sent as `jobs[k][name]` (the form's own names) are the
/// group's value, as the general reader nests them: item objects in index
/// order, each member's values by the same rules. A plain ASCII name no row
/// or group uses (a CSRF token's, a submit button's) is one of the body's
/// unknown keys, listed once in the body's order, as the general reader
/// lists it: ASCII, because Swift holds two spellings of a name equal only
/// when they are the same bytes there, and without brackets, which would
/// nest it. Any other body (a bracketed name no row reads, another index, a
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
    /// items have no names here: their names hold the item's index, and are
    /// read by ``reading(_:limits:rowCount:groups:hasRecognisedPaths:)`` as the group's.
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

    /// Each row's sent value in `body`, and each of `groups`' items, as the
    /// general reader finds them, or `nil` when the body is not one this
    /// reads (see above). `hasRecognisedPaths` says whether the form has
    /// `submit:` mappings.
    func reading(
        _ body: [UInt8], limits: FormParameters.DecodingLimits, rowCount: Int, groups: [FormSchema.GroupExpansion] = [],
        hasRecognisedPaths: () -> Bool = { false }
    ) -> FormParameterMatch.Reading? {
        guard body.count <= limits.maxBodySize else { return nil }
        var reading = FormParameterMatch.Reading(sent: Array(repeating: nil, count: rowCount))
        // What each row was sent as: nothing yet, plain names, or `[]`.
        var appended = [Bool?](repeating: nil, count: rowCount)
        var items = SentItems(groups: groups)
        var pairs = 0
        var sequences = FormURLEncoding.Sequences()
        while let (name, value) = sequences.next(in: body) {
            pairs += 1
            guard pairs <= limits.maxParameterCount else { return nil }
            let text = value.map { FormURLEncoding.decoded(body[$0]) }
            guard let entry = position(ofName: body[name]).map({ entries[$0] }) else {
                if !groups.isEmpty, items.add(text, named: FormURLEncoding.decoded(body[name]), limits: limits) { continue }
                guard let unknown = unknownName(body[name], limits: limits), !hasRecognisedPaths() else { return nil }
                reading.report(unknown: unknown)
                continue
            }
            guard entry.depth <= limits.maxDepth, entry.length <= limits.maxKeyLength,
                (appended[entry.row] ?? entry.appends) == entry.appends
            else { return nil }
            appended[entry.row] = entry.appends
            Self.add(text, appends: entry.appends, to: &reading.sent[entry.row])
        }
        if !groups.isEmpty { reading.groups = items.values }
        return reading
    }

    /// The items of repeating groups a body sends as `jobs[k][name]`, by
    /// group, in the order the body names them.
    private struct SentItems {
        let groups: [FormSchema.GroupExpansion]
        /// For each group, its items: the index sent and the members, in the order first named.
        var items: [[(index: Int, members: [FormValue.Member])]]

        init(groups: [FormSchema.GroupExpansion]) {
            self.groups = groups
            items = Array(repeating: [], count: groups.count)
        }

        /// Adds `value` (`nil` for a bare name) sent under `name`; `false`
        /// when the name is no group's `jobs[k][name]` within the limits,
        /// which the general reader is left to explain.
        mutating func add(_ value: String?, named name: String, limits: FormParameters.DecodingLimits) -> Bool {
            guard name.utf8.count <= limits.maxKeyLength, 3 <= limits.maxDepth,
                case .success(let key) = FormBracketKey.parse(name), key.segments.count == 2,
                case .index(let index) = key.segments[0], case .name(let member) = key.segments[1],
                let group = groups.firstIndex(where: { ($0.member.descriptor.parameterKey ?? $0.member.name) == key.root }),
                index < limits.itemLimits[key.root] ?? groups[group].member.options.itemLimit
            else { return false }
            // Items are usually sent in order: the last one is looked at first.
            let item =
                items[group].last?.index == index
                ? items[group].count - 1 : items[group].firstIndex { $0.index == index } ?? items[group].count
            if item == items[group].count { items[group].append((index, [])) }
            if let position = items[group][item].members.firstIndex(where: { $0.key == member }) {
                var sent: FormValue? = items[group][item].members[position].value
                FormURLEncodedRowNames.add(value, appends: false, to: &sent)
                items[group][item].members[position].value = sent ?? .null
            } else {
                items[group][item].members.append(FormValue.Member(member, value.map(FormValue.string) ?? .null))
            }
            return true
        }

        /// Each group's value as the general reader nests it: its items in index order, `nil` for a group not named.
        var values: [FormValue?] {
            items.map { sent in
                sent.isEmpty ? nil : .array(sent.sorted { $0.index < $1.index }.map { .object($0.members) })
            }
        }
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
    static func add(_ value: String?, appends: Bool, to sent: inout FormValue?) {
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
        guard let schema = try? FormSchema.of(Model.self) else { return true }
        let limits = schema.itemLimited(FormParameters.DecodingLimits())
        guard
            let straight = schema.urlEncodedNames.reading(
                bytes, limits: limits, rowCount: schema.rows.count, groups: schema.groups)
        else { return true }
        guard let parameters = try? FormParameters(urlEncodedBytes: bytes, limits: limits) else { return false }
        let general = schema.parameterMatch.read(parameters.members, rowCount: schema.rows.count)
        return general.sent == straight.sent && general.unknownKeys == straight.unknownKeys && general.problems.isEmpty
            && general.groups.enumerated().allSatisfy { straight.group($0.offset) == $0.element }
    }
}
