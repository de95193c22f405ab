/// Builds the nested tree of flat bracketed pairs, keeping first-seen order.
///
/// A node starts unset and takes its shape from the first key that reaches
/// it; a later key that needs another shape is a conflict.
final class FormBracketNode {
    private enum Shape { case unset, text, object, appended, indexed }

    /// A child: the values of a name no key goes below (most names, kept in
    /// the parent rather than in a node of their own), or a node.
    private enum Child {
        case values([FormValue?])
        case node(FormBracketNode)

        var value: FormValue {
            switch self {
            case .values(let texts): FormBracketNode.value(of: texts)
            case .node(let node): node.value
            }
        }
    }

    private var shape = Shape.unset
    /// The values set here; `nil` for a bare name (no `=`), read as null.
    /// A urlencoded body sets text; a multipart body sets text or files.
    private var texts: [FormValue?] = []
    private var children: [Child] = []
    private var names: [String] = []
    private var nameLookup: [String: Int] = [:]
    private var indices: [Int] = []
    private var indexLookup: [Int: Int] = [:]

    init() {}

    /// The root of a body of `count` entries, with room for as many members.
    init(members count: Int) {
        names.reserveCapacity(count)
        children.reserveCapacity(count)
    }

    /// Stores `value` at `segments` below this node (`nil` for a bare name);
    /// on a conflict, explains it. The node's `path` is spelled out only then.
    func insert(
        _ value: FormValue?, at segments: ArraySlice<FormBracketKey.Segment>, path: @autoclosure () -> String
    ) -> String? {
        guard let segment = segments.first else {
            switch shape {
            case .unset: shape = .text
            case .text: break
            case .object, .appended, .indexed:
                return "'\(path())' already holds a group of values, so it cannot also hold a value"
            }
            texts.append(value)
            return nil
        }
        let rest = segments.dropFirst()
        switch segment {
        case .name(let name):
            guard take(.object) else { return conflict(path(), needs: "a group with the member '\(name)'") }
            return insert(value, at: rest, inChild: position(named: name), path: "\(path())[\(name)]")
        case .append:
            guard take(.appended) else { return conflict(path(), needs: "a list appended to with []") }
            // A bare `tags[]` says "a list", with no item: an empty list.
            if value == nil, rest.isEmpty { return nil }
            children.append(.values([]))
            return insert(value, at: rest, inChild: children.count - 1, path: "\(path())[]")
        case .index(let index):
            guard take(.indexed) else { return conflict(path(), needs: "a list indexed with [\(index)]") }
            // An item of a list is never null: a bare `a[3]` is an empty item.
            return insert(
                rest.isEmpty ? value ?? .string("") : value, at: rest, inChild: position(at: index),
                path: "\(path())[\(index)]")
        }
    }

    /// Stores `value` in the top-level member `root`, at `segments` below it.
    func insert(_ value: FormValue?, member root: String, at segments: [FormBracketKey.Segment]) -> String? {
        shape = .object
        return insert(value, at: segments[...], inChild: position(named: root), path: root)
    }

    /// Stores `value` at `segments` below the child at `position`: in its
    /// values when it ends there, else in its node, made from the values
    /// it held (so a conflict reads as it would in a node).
    private func insert(
        _ value: FormValue?, at segments: ArraySlice<FormBracketKey.Segment>, inChild position: Int,
        path: @autoclosure () -> String
    ) -> String? {
        if segments.isEmpty, case .values(var texts) = children[position] {
            children[position] = .values([])
            texts.append(value)
            children[position] = .values(texts)
            return nil
        }
        let node: FormBracketNode
        switch children[position] {
        case .node(let existing):
            node = existing
        case .values(let texts):
            node = FormBracketNode()
            if !texts.isEmpty { (node.shape, node.texts) = (.text, texts) }
            children[position] = .node(node)
        }
        return node.insert(value, at: segments, path: path())
    }

    private func take(_ wanted: Shape) -> Bool {
        if shape == .unset { shape = wanted }
        return shape == wanted
    }

    private func conflict(_ path: String, needs: String) -> String {
        let held: String
        switch shape {
        case .unset, .text: held = "a value"
        case .object: held = "a group of named values"
        case .appended: held = "a list appended to with []"
        case .indexed: held = "a list with numeric indices"
        }
        return "'\(path)' already holds \(held), so it cannot also be \(needs)"
    }

    /// Below this many members a node finds a name by comparing it with
    /// each, which costs less than hashing it; from then on, by a table.
    private static let membersFoundByComparison = 16

    private func position(named name: String) -> Int {
        if nameLookup.isEmpty {
            if let position = names.firstIndex(of: name) { return position }
        } else if let position = nameLookup[name] {
            return position
        }
        names.append(name)
        children.append(.values([]))
        if !nameLookup.isEmpty {
            nameLookup[name] = children.count - 1
        } else if names.count == Self.membersFoundByComparison {
            nameLookup = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        }
        return children.count - 1
    }

    private func position(at index: Int) -> Int {
        if let position = indexLookup[index] { return position }
        indexLookup[index] = children.count
        indices.append(index)
        children.append(.values([]))
        return children.count - 1
    }

    /// The members of an object node (the root), in first-seen order.
    var members: [FormValue.Member] {
        zip(names, children).map { FormValue.Member($0, $1.value) }
    }

    /// One value is a string, a repeated one an array of strings; indexed
    /// items are sorted by index and compacted.
    var value: FormValue {
        switch shape {
        case .unset, .text: return Self.value(of: texts)
        case .object: return .object(members)
        case .appended: return .array(children.map(\.value))
        case .indexed:
            let order = indices.indices.sorted { indices[$0] < indices[$1] }
            return .array(order.map { children[$0].value })
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
    package init(pairs: [FormURLEncodedPair], limits: FormDecodingLimits = FormDecodingLimits()) throws(FormDecodingError) {
        try self.init(nesting: pairs.map { ($0.name, $0.isBare ? nil : .string($0.value)) }, limits: limits)
    }

    /// Parameters nested from flat named values (`nil` for a bare name), by
    /// the rules of `init(pairs:limits:)`: the urlencoded reader's text and
    /// the multipart reader's text and files nest alike.
    init(nesting entries: [(name: String, value: FormValue?)], limits: FormDecodingLimits) throws(FormDecodingError) {
        guard entries.count <= limits.maxParameterCount else {
            throw FormDecodingError([.init(reason: .tooManyParameters(limit: limits.maxParameterCount))])
        }
        let root = FormBracketNode(members: entries.count)
        var problems: [FormDecodingError.Problem] = []
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
                if let conflict = root.insert(value, member: key.root, at: key.segments) {
                    problems.append(.init(key: name, reason: .conflict(conflict)))
                }
            }
        }
        guard problems.isEmpty else { throw FormDecodingError(problems) }
        self.init(root.members)
    }
}
