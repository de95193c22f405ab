/// The items a body sent for each repeating group of a form: what the
/// group's member means, as ``FormState/update(from:options:)`` documents.
///
/// A group's member replaces its items: an array holds them in index order
/// (a urlencoded body's indices sorted and compacted, `jobs[5]` then
/// `jobs[2]` being items 0 and 1, as a list's are), each item an object of
/// its fields; a bare or empty item (`jobs[0]`, `jobs[0]=`) is an item
/// sending no field. Null and empty text (JSON `null`, `jobs=`, a bare
/// `jobs`) and an empty array (`jobs[]`, `[]`) mean no items. Anything
/// else (an object, a number, an item that is not an object) is a problem
/// of the body keyed by the member, and the group keeps its items.
struct FormSentItems {
    /// Each group's items, each item the members of its object; `nil`
    /// where the body did not name the group or named it with a problem.
    var items: [[[FormValue.Member]]?]
    var problems: [FormParameters.DecodingError.Problem] = []
    /// A group holding more items than its limit: the body is refused whole.
    var limitExceeded: FormParameters.DecodingError.Problem?

    /// The items of `groups` in `reading`. Under `dropsBlankItems` an item
    /// whose every field sent is blank (see ``isBlank(_:)``) is no item,
    /// as the spare item an HTML page without script posts empty.
    init(_ reading: FormParameterMatch.Reading, groups: [FormSchema.GroupExpansion], dropsBlankItems: Bool) {
        items = Array(repeating: nil, count: groups.count)
        for (index, group) in groups.enumerated() {
            guard let sent = reading.group(index) else { continue }
            let name = group.member.descriptor.parameterKey ?? group.member.name
            guard var found = objects(sent, name: name) else { continue }
            if dropsBlankItems { found.removeAll { $0.allSatisfy { Self.isBlank($0.value) } } }
            let limit = group.member.options.itemLimit
            guard found.count <= limit else {
                limitExceeded = .init(key: name, reason: .tooManyItems(count: found.count, limit: limit))
                return
            }
            items[index] = found
        }
    }

    /// The members of each item `sent` holds for the group `name`, or
    /// `nil` after noting the problem when it holds something else.
    private mutating func objects(_ sent: FormValue, name: String) -> [[FormValue.Member]]? {
        switch sent {
        case .null, .string(""):
            return []
        case .array(let elements):
            var found: [[FormValue.Member]] = []
            found.reserveCapacity(elements.count)
            for (position, element) in elements.enumerated() {
                switch element {
                case .object(let members): found.append(members)
                case .null, .string(""): found.append([])
                default:
                    let key = "\(name)[\(position)]"
                    problems.append(
                        .init(
                            key: key,
                            reason: .conflict(
                                "'\(key)' is an item of a repeating group, so it cannot hold \(element.kindDescription)")))
                    return nil
                }
            }
            return found
        default:
            problems.append(
                .init(
                    key: name,
                    reason: .conflict("'\(name)' is a repeating group of items, so it cannot hold \(sent.kindDescription)")))
            return nil
        }
    }

    /// Whether a field's sent value is blank: empty text, null, an empty
    /// file input (no file name, no bytes), or a list or group of blanks.
    static func isBlank(_ value: FormValue) -> Bool {
        switch value {
        case .null: return true
        case .string(let text): return text.isEmpty
        case .file(let file): return file.url == nil && file.filename.isEmpty && file.data.isEmpty
        case .array(let items): return items.allSatisfy(isBlank)
        case .object(let members): return members.allSatisfy { isBlank($0.value) }
        default: return false
        }
    }
}

extension FormSentItems {
    /// `reading`, found with the rows of `before`, as the rows of `schema`
    /// (the shape of the counts the items take) are sent them: a row
    /// outside the groups by its key, and item `k`'s rows from the body's
    /// item `k`, each item's unknown names and problems added. `recognised`
    /// holds the paths the rows' `submit:` mappings write.
    ///
    /// What a form's update and a model read without a form
    /// (``BodyReading``) both read the rows of a body naming a repeating group from.
    func reading(
        _ reading: FormParameterMatch.Reading, from before: FormSchema, in schema: FormSchema, recognised: Set<[String]>
    ) -> FormParameterMatch.Reading {
        var combined = FormParameterMatch.Reading(
            sent: Array(repeating: nil, count: schema.rows.count), unknownKeys: reading.unknownKeys,
            problems: reading.problems + problems)
        // The rows outside the groups keep their keys whatever the shape.
        for (index, value) in reading.sent.enumerated() where value != nil {
            if let moved = schema.rowIndex[before.rows[index].key] { combined.sent[moved] = value }
        }
        for (group, expansion) in schema.groups.enumerated() {
            guard let items = items[group] else { continue }
            let match = schema.parameterMatch.items[group]
            let name = expansion.member.descriptor.parameterKey ?? expansion.member.name
            for (position, rows) in zip(items.indices, expansion.itemRows) {
                let path = [name, String(position)]
                let relative = Set(recognised.filter { $0.starts(with: path) }.map { Array($0.dropFirst(2)) })
                let item = match.read(items[position], rowCount: rows.count, recognised: relative, path: path)
                for (offset, value) in item.sent.enumerated() where value != nil {
                    combined.sent[rows.lowerBound + offset] = value
                }
                combined.unknownKeys += item.unknownKeys.filter { !combined.unknownKeys.contains($0) }
                combined.problems += item.problems
            }
        }
        return combined
    }
}

extension ModelValues {
    /// Each repeating group of `groups` cut or grown to its count in
    /// `counts`: its first items kept, the rest removed, new ones the
    /// values of `Item()`.
    mutating func resize(to counts: [Int], groups: [FormSchema.GroupExpansion]) {
        for (group, count) in counts.enumerated() where group < items.count {
            let held = items[group].count
            if count < held {
                items[group].removeLast(held - count)
            } else if count > held {
                items[group] += repeatElement(groups[group].member.blankItemValues, count: count - held)
            }
        }
    }
}

extension ModelSchema.Repeating {
    /// The row values of a new `Item()`.
    var blankItemValues: [FormValue] {
        func read<Item: FormModel>(_ type: Item.Type) -> [FormValue] {
            (try? itemSchema.read(Item()).fixed) ?? []
        }
        return read(itemType)
    }
}
