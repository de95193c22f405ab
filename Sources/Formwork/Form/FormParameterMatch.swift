/// Finds the value of each row in a parameter tree by the row's parameter
/// path, and what in the tree no row reads.
struct FormParameterMatch {
    /// Paths that rows read.
    private var rowPaths: Set<[String]> = []
    /// Paths of groups: every proper prefix of a row's path.
    private var groupPaths: Set<[String]> = []
    /// Paths a mapped row writes, which are recognised but not read.
    private var mappedPaths: Set<[String]> = []

    init(rows: [FormSchema.Row]) {
        for row in rows where !row.parameterPath.isEmpty {
            rowPaths.insert(row.parameterPath)
            for length in 1..<row.parameterPath.count { groupPaths.insert(Array(row.parameterPath.prefix(length))) }
        }
    }

    /// Records the members a mapped row writes at `parentPath` as known.
    mutating func recognise(_ members: FormParameters, under parentPath: ArraySlice<String>) {
        for member in members { mappedPaths.insert(Array(parentPath) + [member.key]) }
    }

    /// Keys no row reads, as bracketed names in the tree's order, and the
    /// members that hold a plain value where a group is declared.
    func leftovers(in members: [FormValue.Member]) -> (unknownKeys: [String], problems: [FormDecodingError.Problem]) {
        var unknown: [String] = []
        var seen: Set<String> = []
        var problems: [FormDecodingError.Problem] = []
        func walk(_ members: [FormValue.Member], _ prefix: [String]) {
            for member in members {
                let path = prefix + [member.key]
                if rowPaths.contains(path) || mappedPaths.contains(path) { continue }
                let name = Self.bracketName(path)
                if groupPaths.contains(path) {
                    if case .object(let inner) = member.value {
                        walk(inner, path)
                    } else {
                        problems.append(
                            .init(
                                key: name,
                                reason: .conflict(
                                    "'\(name)' is a group of fields, so it cannot hold \(member.value.kindDescription)")))
                    }
                } else if seen.insert(name).inserted {
                    unknown.append(name)
                }
            }
        }
        walk(members, [])
        return (unknown, problems)
    }

    /// `address[city]` for `["address", "city"]`.
    static func bracketName(_ path: [String]) -> String {
        guard let first = path.first else { return "" }
        return path.dropFirst().reduce(first) { "\($0)[\($1)]" }
    }
}
