/// The values of a parameter tree by path, each level indexed once: a body of
/// n members is read by n rows in O(n), not O(n²).
///
/// At every level the last member of a name wins, and a level that is not an
/// object holds nothing.
struct FormParameterIndex {
    /// The members of each object level read so far, by name (the last wins),
    /// keyed by the path of names that leads to the level.
    private var levels: [[String]: [String: FormValue]] = [:]
    /// The top level, kept apart: most rows read it, and finding it by its
    /// path would hash that path for every row.
    private let root: [String: FormValue]

    init(_ members: [FormValue.Member]) {
        root = Self.lastByName(members)
    }

    /// The value at `path`, indexing each object level on first use.
    mutating func value(at path: [String]) -> FormValue? {
        var prefix: [String] = []
        var level = root
        for (position, name) in path.enumerated() {
            guard let value = level[name] else { return nil }
            if position == path.count - 1 { return value }
            guard case .object(let inner) = value else { return nil }
            prefix.append(name)
            if let indexed = levels[prefix] {
                level = indexed
            } else {
                level = Self.lastByName(inner)
                levels[prefix] = level
            }
        }
        return nil
    }

    private static func lastByName(_ members: [FormValue.Member]) -> [String: FormValue] {
        var byName: [String: FormValue] = [:]
        byName.reserveCapacity(members.count)
        for member in members { byName[member.key] = member.value }
        return byName
    }
}
