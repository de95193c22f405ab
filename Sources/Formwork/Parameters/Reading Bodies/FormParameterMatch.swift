/// The rows' parameter paths as a tree, built once per schema, through
/// which a body is read in one walk: each member's name is looked up once
/// at its level, and the walk hands back every row's value, the names no
/// row reads and the members that hold a plain value where a group is.
///
/// At every level the last member of a name wins, and a level that is not an
/// object holds nothing: a group sent twice gives its rows the values of the
/// last one only.
struct FormParameterMatch: Sendable {
    enum Entry: Sendable {
        /// A row, by its index in the schema.
        case row(Int)
        /// A group, by its level.
        case group(level: Int)
        /// A repeating group, by its position among the schema's groups:
        /// its member is kept whole, for the form to read item by item.
        case repeating(group: Int)
    }

    /// The names of one level, in the order the rows declare them, and
    /// each name's position in that order.
    ///
    /// A body usually sends its members in the order the rows are declared
    /// (the form writes them so): a walk first compares a member's name with
    /// the one after the last name found, and looks it up only when they
    /// differ, in a table probed by a hash of its bytes (`JSONEncoder` writes
    /// a synthesized `encode(to:)`'s keys in no fixed order, and a
    /// `Dictionary` hashed most of them with SipHash).
    struct Level: Sendable {
        var order: [(name: String, entry: Entry)] = []
        var positions = FormKeyTable([])

        /// The position of `name`, looked for first at `expected`.
        func position(of name: String, expected: Int) -> Int? {
            if expected < order.count, order[expected].name == name { return expected }
            return positions[name]
        }
    }

    /// Each level's names; the top level is the first.
    private(set) var levels: [Level] = [Level()]
    /// The rows under each level at any depth (every row under the first).
    private(set) var rowsUnder: [[Int]] = [[]]
    /// For each repeating group, the match of one item's rows, their paths
    /// taken from the item (`title` for `jobs[0][title]`) and their indices
    /// counted from the item's first row.
    let items: [FormParameterMatch]

    /// The match of `rows`, but for the rows of repeating groups' items:
    /// each of `groups` is one member, read whole (see ``Entry/repeating(group:)``).
    init(rows: [FormSchema.Row], groups: [FormSchema.GroupExpansion] = []) {
        // An item's rows are laid out as the item model's own form lays out its rows.
        items = groups.map { FormSchema(model: $0.member.itemSchema).parameterMatch }
        // Each level's positions by name while the levels are made.
        var positions: [[String: Int]] = [[:]]
        func set(_ entry: Entry, _ name: String, at level: Int) {
            if let position = positions[level][name] {
                levels[level].order[position].entry = entry
            } else {
                positions[level][name] = levels[level].order.count
                levels[level].order.append((name, entry))
            }
        }
        for (ordinal, group) in groups.enumerated() {
            set(.repeating(group: ordinal), group.member.descriptor.parameterKey ?? group.member.name, at: 0)
        }
        for (index, row) in rows.enumerated() where !row.parameterPath.isEmpty && row.item == nil {
            var level = 0
            for name in row.parameterPath.dropLast() {
                if let position = positions[level][name], case .group(let inner) = levels[level].order[position].entry {
                    level = inner
                } else {
                    levels.append(Level())
                    positions.append([:])
                    rowsUnder.append([])
                    set(.group(level: levels.count - 1), name, at: level)
                    level = levels.count - 1
                }
                rowsUnder[level].append(index)
            }
            if let name = row.parameterPath.last { set(.row(index), name, at: level) }
        }
        for level in levels.indices { levels[level].positions = FormKeyTable(levels[level].order.map(\.name)) }
    }

    /// What a walk of a body found.
    struct Reading {
        /// Each row's sent value, by row index; `nil` where nothing was sent.
        var sent: [FormValue?]
        /// Names no row reads, bracketed (`address[zip]`), in the body's
        /// order, each once.
        var unknownKeys: [String] = []
        /// Members holding a plain value where a group of rows is declared.
        var problems: [FormParameters.DecodingError.Problem] = []
        /// What each repeating group was sent, by group; `nil` (or no
        /// entry) where the body does not name the group.
        var groups: [FormValue?] = []

        /// ``unknownKeys`` as a set, once there are enough to be worth one.
        var reported: Set<String> = []

        /// Lists an unknown name once. A body names few: they are compared
        /// with those listed until there are enough to be worth a set.
        mutating func report(unknown name: String) {
            if reported.isEmpty, unknownKeys.count < 16 {
                if !unknownKeys.contains(name) { unknownKeys.append(name) }
                return
            }
            if reported.isEmpty { reported = Set(unknownKeys) }
            if reported.insert(name).inserted { unknownKeys.append(name) }
        }

        /// What the body sent for the `index`th repeating group, if it named it.
        func group(_ index: Int) -> FormValue? {
            index < groups.count ? groups[index] : nil
        }
    }

    /// Reads `members` for `rowCount` rows. `recognised` holds the paths a
    /// `submit:` mapping writes: known, but read by no row.
    /// `path` names the member holding `members`, for the names reported
    /// (`jobs[0][zip]` for an item's).
    func read(
        _ members: [FormValue.Member], rowCount: Int, recognised: Set<[String]> = [], path: [String] = []
    ) -> Reading {
        var walk = Walk(
            levels: levels, rowsUnder: rowsUnder, recognised: recognised,
            reading: Reading(sent: Array(repeating: nil, count: rowCount), groups: Array(repeating: nil, count: items.count)),
            path: path)
        walk.visit(members, level: 0)
        return walk.reading
    }

    struct Walk {
        let levels: [Level]
        let rowsUnder: [[Int]]
        let recognised: Set<[String]>
        var reading: Reading
        /// The names leading to the level being walked.
        var path: [String] = []

        mutating func visit(_ members: [FormValue.Member], level: Int) {
            let names = levels[level]
            var expected = 0
            for member in members {
                let position = names.position(of: member.key, expected: expected)
                if let position { expected = position + 1 }
                let entry = position.map { names.order[$0].entry }
                if case .row(let index) = entry {
                    reading.sent[index] = member.value
                    continue
                }
                if !recognised.isEmpty, recognised.contains(path + [member.key]) { continue }
                switch entry {
                case .row: break
                case .repeating(let group):
                    // A later member of the name replaces what an earlier one sent.
                    reading.groups[group] = member.value
                case .group(let inner):
                    // A later member of the name replaces what an earlier one sent.
                    for index in rowsUnder[inner] { reading.sent[index] = nil }
                    path.append(member.key)
                    if case .object(let nested) = member.value {
                        visit(nested, level: inner)
                    } else {
                        let name = FormBracketKey.name(of: path)
                        reading.problems.append(
                            .init(
                                key: name,
                                reason: .conflict(
                                    "'\(name)' is a group of fields, so it cannot hold \(member.value.kindDescription)")))
                    }
                    path.removeLast()
                case nil:
                    report(Self.bracketName(path, then: member.key))
                }
            }
        }

        mutating func report(_ name: String) { reading.report(unknown: name) }

        /// `address[zip]` for `["address"]` then `zip`, without an array of the two.
        static func bracketName(_ path: [String], then last: String) -> String {
            path.isEmpty ? last : FormBracketKey.name(of: path) + "[\(last)]"
        }
    }
}
