/// Builds the nested tree of flat bracketed pairs, keeping first-seen order.
///
/// A node starts unset and takes its shape from the first key that reaches
/// it; a later key that needs another shape is a conflict.
///
/// The nodes live in one array and name their children by position in it:
/// in a tree of objects every read and write of a node's members would be
/// checked for exclusive access at run time.
struct FormBracketTree {
    private enum Shape { case unset, text, object, appended, indexed }

    /// A child: the values of a name no key goes below (most names, kept in
    /// the parent rather than in a node of their own; one value, the usual
    /// case, without an array), or the position of a node.
    private enum Child {
        case none
        case one(FormValue?)
        case many([FormValue?])
        case node(Int)

        /// The values kept, for a child becoming a node.
        var texts: [FormValue?] {
            switch self {
            case .none, .node: []
            case .one(let value): [value]
            case .many(let texts): texts
            }
        }
    }

    private struct Node {
        var shape = Shape.unset
        /// The values set here; `nil` for a bare name (no `=`), read as null.
        /// A urlencoded body sets text; a multipart body sets text or files.
        var texts: [FormValue?] = []
        var children: [Child] = []
        var names: [MemberName] = []
        var nameLookup: [String: Int] = [:]
        var indices: [Int] = []
        var indexLookup: [Int: Int] = [:]
    }

    /// The root (an object of the body's members) first.
    private var nodes: [Node]

    /// The root of a body of `count` entries, with room for as many members.
    init(members count: Int) {
        var root = Node()
        root.shape = .object
        root.names.reserveCapacity(count)
        root.children.reserveCapacity(count)
        nodes = [root]
    }

    /// Stores `value` in the top-level member `root`, at `segments` below it
    /// (`nil` for a bare name); on a conflict, explains it.
    mutating func insert(_ value: FormValue?, member root: String, at segments: [FormBracketKey.Segment]) -> String? {
        insert(value, at: segments[...], inChild: position(named: root, in: 0), of: 0, path: root)
    }

    /// Stores `value` at `segments` below the node at `node`. The node's
    /// `path` is spelled out only for a conflict.
    private mutating func insert(
        _ value: FormValue?, at segments: ArraySlice<FormBracketKey.Segment>, node: Int, path: @autoclosure () -> String
    ) -> String? {
        guard let segment = segments.first else {
            switch nodes[node].shape {
            case .unset: nodes[node].shape = .text
            case .text: break
            case .object, .appended, .indexed:
                return "'\(path())' already holds a group of values, so it cannot also hold a value"
            }
            nodes[node].texts.append(value)
            return nil
        }
        let rest = segments.dropFirst()
        switch segment {
        case .name(let name):
            guard take(.object, node) else { return conflict(path(), node, needs: "a group with the member '\(name)'") }
            return insert(value, at: rest, inChild: position(named: name, in: node), of: node, path: "\(path())[\(name)]")
        case .append:
            guard take(.appended, node) else { return conflict(path(), node, needs: "a list appended to with []") }
            // A bare `tags[]` says "a list", with no item: an empty list.
            if value == nil, rest.isEmpty { return nil }
            nodes[node].children.append(.none)
            return insert(value, at: rest, inChild: nodes[node].children.count - 1, of: node, path: "\(path())[]")
        case .index(let index):
            guard take(.indexed, node) else { return conflict(path(), node, needs: "a list indexed with [\(index)]") }
            // An item of a list is never null: a bare `a[3]` is an empty item.
            return insert(
                rest.isEmpty ? value ?? .string("") : value, at: rest, inChild: position(at: index, in: node), of: node,
                path: "\(path())[\(index)]")
        }
    }

    /// Stores `value` at `segments` below the child at `position` of
    /// `parent`: in its values when it ends there, else in its node, made
    /// from the values it held (so a conflict reads as it would in a node).
    private mutating func insert(
        _ value: FormValue?, at segments: ArraySlice<FormBracketKey.Segment>, inChild position: Int, of parent: Int,
        path: @autoclosure () -> String
    ) -> String? {
        let child: Int
        switch nodes[parent].children[position] {
        case .node(let existing):
            child = existing
        case .none where segments.isEmpty:
            nodes[parent].children[position] = .one(value)
            return nil
        case .one(let first) where segments.isEmpty:
            nodes[parent].children[position] = .many([first, value])
            return nil
        case .many(var texts) where segments.isEmpty:
            nodes[parent].children[position] = .none  // `texts` alone holds the array: appended in place
            texts.append(value)
            nodes[parent].children[position] = .many(texts)
            return nil
        case .none, .one, .many:
            let texts = nodes[parent].children[position].texts
            var made = Node()
            if !texts.isEmpty { (made.shape, made.texts) = (.text, texts) }
            child = nodes.count
            nodes.append(made)
            nodes[parent].children[position] = .node(child)
        }
        return insert(value, at: segments, node: child, path: path())
    }

    private mutating func take(_ wanted: Shape, _ node: Int) -> Bool {
        if nodes[node].shape == .unset { nodes[node].shape = wanted }
        return nodes[node].shape == wanted
    }

    private func conflict(_ path: String, _ node: Int, needs: String) -> String {
        let held: String
        switch nodes[node].shape {
        case .unset, .text: held = "a value"
        case .object: held = "a group of named values"
        case .appended: held = "a list appended to with []"
        case .indexed: held = "a list with numeric indices"
        }
        return "'\(path)' already holds \(held), so it cannot also be \(needs)"
    }

    /// A member's name, with its length when it is ASCII: ASCII names are
    /// canonically equal only when their bytes are, so names of different
    /// lengths differ without a string comparison (which costs more than
    /// hashing once a node has a few members).
    private struct MemberName {
        let text: String
        let asciiLength: Int?

        init(_ text: String) {
            self.text = text
            let isASCII = text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } } ?? false
            asciiLength = isASCII ? text.utf8.count : nil
        }

        func names(_ other: MemberName) -> Bool {
            if let length = asciiLength, let otherLength = other.asciiLength, length != otherLength { return false }
            return text == other.text
        }
    }

    /// Below this many members a node finds a name by comparing it with
    /// each, which costs less than hashing it; from then on, by a table.
    private static let membersFoundByComparison = 16

    private mutating func position(named text: String, in node: Int) -> Int {
        if nodes[node].nameLookup.isEmpty {
            let name = MemberName(text)
            if let position = nodes[node].names.firstIndex(where: { $0.names(name) }) { return position }
            nodes[node].names.append(name)
        } else if let position = nodes[node].nameLookup[text] {
            return position
        } else {
            nodes[node].names.append(MemberName(text))
        }
        nodes[node].children.append(.none)
        let position = nodes[node].children.count - 1
        if !nodes[node].nameLookup.isEmpty {
            nodes[node].nameLookup[text] = position
        } else if nodes[node].names.count == Self.membersFoundByComparison {
            nodes[node].nameLookup = Dictionary(uniqueKeysWithValues: nodes[node].names.enumerated().map { ($1.text, $0) })
        }
        return position
    }

    private mutating func position(at index: Int, in node: Int) -> Int {
        if let position = nodes[node].indexLookup[index] { return position }
        let position = nodes[node].children.count
        nodes[node].indexLookup[index] = position
        nodes[node].indices.append(index)
        nodes[node].children.append(.none)
        return position
    }

    /// The members of the root, in first-seen order.
    var members: [FormValue.Member] { members(of: nodes[0]) }

    /// The members of an object node, in first-seen order.
    private func members(of node: Node) -> [FormValue.Member] {
        zip(node.names, node.children).map { FormValue.Member($0.text, value(of: $1)) }
    }

    private func value(of child: Child) -> FormValue {
        switch child {
        case .none: .null
        case .one(let value): value ?? .null
        case .many(let texts): Self.value(of: texts)
        case .node(let node): value(of: node)
        }
    }

    /// One value is a string, a repeated one an array of strings; indexed
    /// items are sorted by index and compacted.
    private func value(of node: Int) -> FormValue {
        let node = nodes[node]
        switch node.shape {
        case .unset, .text: return Self.value(of: node.texts)
        case .object: return .object(members(of: node))
        case .appended: return .array(node.children.map { value(of: $0) })
        case .indexed:
            let order = node.indices.indices.sorted { node.indices[$0] < node.indices[$1] }
            return .array(order.map { value(of: node.children[$0]) })
        }
    }

    /// The value of a name set `texts`: none is null, a bare name alone is
    /// null; repeated, a bare name is one more empty value.
    private static func value(of texts: [FormValue?]) -> FormValue {
        if texts.isEmpty { return .null }
        if texts.count == 1 { return texts[0] ?? .null }
        return .array(texts.map { $0 ?? .string("") })
    }
}

extension FormParameters {
    /// Parameters nested from flat pairs whose names use the bracket convention.
    ///
    /// ```swift
    /// let parameters = try FormParameters(pairs: [
    ///     .init(name: "user[address][city]", value: "London"),
    ///     .init(name: "tags[]", value: "math"),
    ///     .init(name: "items[1][id]", value: "8"),
    ///     .init(name: "items[0][id]", value: "7"),
    /// ])
    /// // user: {address: {city: "London"}}, tags: ["math"], items: [{id: "7"}, {id: "8"}]
    /// ```
    ///
    /// Nested by the rules ``init(urlEncoded:limits:)`` describes; the
    /// entry point for bodies read elsewhere and the fuzzers.
    package init(pairs: [FormURLEncodedPair], limits: FormParameters.DecodingLimits = FormParameters.DecodingLimits())
        throws(FormParameters.DecodingError)
    {
        try self.init(nesting: pairs.map { ($0.name, $0.isBare ? nil : .string($0.value)) }, limits: limits)
    }

    /// Parameters nested from flat named values (`nil` for a bare name), by
    /// the rules of `init(pairs:limits:)`: the urlencoded reader's text and
    /// the multipart reader's text and files nest alike.
    init(
        nesting entries: [(name: String, value: FormValue?)], limits: FormParameters.DecodingLimits
    ) throws(FormParameters.DecodingError) {
        guard entries.count <= limits.maxParameterCount else {
            throw FormParameters.DecodingError([.init(reason: .tooManyParameters(limit: limits.maxParameterCount))])
        }
        var root = FormBracketTree(members: entries.count)
        var problems: [FormParameters.DecodingError.Problem] = []
        for (name, value) in entries {
            let length = name.utf8.count
            guard length <= limits.maxKeyLength else {
                let shown = String(decoding: name.utf8.prefix(64), as: UTF8.self) + "…"
                problems.append(.init(key: shown, reason: .keyTooLong(length: length, limit: limits.maxKeyLength)))
                continue
            }
            switch FormBracketKey.parse(name) {
            case .failure(let failure):
                problems.append(.init(key: name, offset: failure.offset, reason: failure.reason))
            case .success(let key) where key.segments.count + 1 > limits.maxDepth:
                problems.append(.init(key: name, reason: .tooDeep(limit: limits.maxDepth)))
            case .success(let key):
                if let limit = limits.itemLimits[key.root], case .index(let index)? = key.segments.first, index >= limit {
                    // Refused before the tree makes the item: a limit stops the decoding at once.
                    throw FormParameters.DecodingError([
                        .init(key: key.root, reason: .itemIndexTooLarge(index: index, limit: limit))
                    ])
                }
                if let conflict = root.insert(value, member: key.root, at: key.segments) {
                    problems.append(.init(key: name, reason: .conflict(conflict)))
                }
            }
        }
        guard problems.isEmpty else { throw FormParameters.DecodingError(problems) }
        self.init(root.members)
        // Flat names are a form body's: it cannot tell a list from a name sent twice.
        source = .urlEncoded
    }
}
