extension ModelForm {
    /// A typed edit that inserted, removed or reordered the items of a
    /// repeating group: items are matched by their row values, so an item
    /// that moved keeps its identity and is reported as a moved section.
    mutating func editItems(from before: ModelValues, to after: ModelValues, edited: Model) throws -> FormChange {
        guard let reshaped = try? SchemaRegistry.shared.schema(for: Model.self, shape: after.shape) else {
            return FormChange()
        }
        var state = itemState
        var listChanges: [FormChange.ListChange] = []
        var refused: [FormInputError] = []
        for (group, expansion) in schema.groups.enumerated() {
            let old = before.items[group], new = after.items[group]
            guard old != new else { continue }
            let difference = new.difference(from: old).inferringMoves()
            let (ids, changes, actions) = Self.matchItems(
                state.ids[group], difference, key: expansion.key, next: &state.nextIDs[group])
            state.ids[group] = ids
            listChanges += changes
            for action in [.add, .delete, .move] as [FormGroup<[Model]>.ItemEditing] where actions.contains(action) {
                if let refusal = groupRefusal(group, action) {
                    let title = localization.title(for: expansion.key, default: expansion.member.title)
                    refused.append(
                        FormInputError(
                            key: expansion.key, title: title, reason: refusal.reason, input: "",
                            message: "\(title) \(refusal.predicate)"))
                }
            }
            let limit = expansion.member.options.itemLimit
            if new.count > limit {
                let title = localization.title(for: expansion.key, default: expansion.member.title)
                refused.append(
                    FormInputError(
                        key: expansion.key, title: title, reason: .tooManyItems(limit: limit), input: "",
                        message: "\(title) holds at most \(limit) items"))
            }
        }
        // The edited model is the new source: item `k` starts from its item `k`.
        state.origins = state.ids.map { $0.indices.map(ItemOrigin.source) }
        var laidOut = reshaped.values(of: after)
        for index in reshaped.rows.indices where reshaped.rows[index].descriptor.kind != .title {
            let previous = schema.rowIndex[reshaped.rows[index].key].map { values[$0] }
            guard previous != laidOut[index] else { continue }
            switch FieldInput.value(laidOut[index], reshaped.rows[index].input) {
            case .success(let value): laidOut[index] = value
            case .failure(let refusal):
                refused.append(reshaped.rows[index].inputError(refusal, input: laidOut[index].text, localization: localization))
            }
        }
        guard refused.isEmpty else { throw FormEditError(refusedEdits: refused) }
        var candidate = self
        candidate.source = edited
        let change = candidate.reshape(to: reshaped, values: laidOut, items: state, listChanges: listChanges)
        self = candidate
        return change
    }

    /// The identities of a group's items after `difference`, the list
    /// changes it makes, and the kinds of edit it needs.
    private static func matchItems(
        _ ids: [Int], _ difference: CollectionDifference<[FormValue]>, key: String, next: inout Int
    ) -> ([Int], [FormChange.ListChange], FormGroup<[Model]>.ItemEditing) {
        var ids = ids
        var changes: [FormChange.ListChange] = []
        var actions: FormGroup<[Model]>.ItemEditing = []
        var movedIDs: [Int: Int] = [:]
        for change in difference.removals.reversed() {
            guard case .remove(let offset, _, let moved) = change else { continue }
            let id = ids.remove(at: offset)
            if let moved {
                movedIDs[moved] = id
                changes.append(.moved(key: key, from: offset, to: moved))
                actions.insert(.move)
            } else {
                changes.append(.removed(key: key, index: offset))
                actions.insert(.delete)
            }
        }
        for change in difference.insertions {
            guard case .insert(let offset, _, let moved) = change else { continue }
            if moved != nil, let id = movedIDs[offset] {
                ids.insert(id, at: offset)
            } else {
                ids.insert(next, at: offset)
                next += 1
                changes.append(.inserted(key: key, index: offset))
                actions.insert(.add)
            }
        }
        return (ids, changes, actions)
    }
}
