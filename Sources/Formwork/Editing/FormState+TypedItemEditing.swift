extension FormState {
    /// A typed edit that changed the items of a repeating group. Items are
    /// matched by their row values: an item whose values are unchanged, or
    /// that moved, keeps its identity; one whose values changed where it
    /// stands is the same item edited; the others are inserted or removed.
    mutating func editItems(from before: ModelValues, to after: ModelValues, edited: Model) throws -> FormChange {
        guard let reshaped = try? SchemaRegistry.shared.schema(for: Model.self, shape: after.shape) else {
            return FormChange()
        }
        var state = itemState
        var listChanges: [FormChange.ListChange] = []
        var refused: [FormInputError] = []
        for (group, expansion) in schema.groups.enumerated() where before.items[group] != after.items[group] {
            let old = before.items[group], new = after.items[group]
            let matched = ItemMatch(new.difference(from: old).inferringMoves(), key: expansion.key)
            state.ids[group] = matched.ids(from: state.ids[group], next: &state.nextIDs[group])
            listChanges += matched.changes
            refused += groupRefusals(group, .init(rawValue: matched.actions), count: new.count)
        }
        // The edited model is the new source: item `k` starts from its item `k`.
        state.origins = state.ids.map { $0.indices.map(ItemOrigin.source) }
        var candidate = self
        candidate.source = edited
        var previous: [VisibleShape.Identity: FormValue] = [:]
        for index in schema.rows.indices { previous[shapeIdentity(ofRow: index)] = values[index] }
        candidate.schema = reshaped
        candidate.items = state
        var laidOut = reshaped.values(of: after)
        var edits: [(index: Int, input: String)] = []
        for index in reshaped.rows.indices where !reshaped.rows[index].input.traits.isReadOnly {
            // Rows of inserted items are taken as given, as a loaded model's are.
            guard let old = previous[candidate.shapeIdentity(ofRow: index)], old != laidOut[index]
            else { continue }
            switch reshaped.rows[index].value(laidOut[index]) {
            case .success(let value):
                edits.append((index, laidOut[index].text))
                laidOut[index] = value
            case .failure(let refusal):
                refused.append(reshaped.rows[index].inputError(refusal, input: laidOut[index].text, localization: localization))
            }
        }
        candidate.schema = schema
        candidate.items = items
        let change = candidate.reshape(to: reshaped, values: laidOut, items: state, listChanges: listChanges)
        refused += edits.compactMap { candidate.editRefusal(at: $0.index, input: $0.input) }
        guard refused.isEmpty else { throw FormEditError(refusedEdits: refused) }
        self = candidate
        return change
    }

    /// The refusals of the kinds of item edit `actions` in `group`, and of
    /// holding `count` items.
    private func groupRefusals(_ group: Int, _ actions: FormGroup<[Model]>.ItemEditing, count: Int) -> [FormInputError] {
        let expansion = schema.groups[group]
        let title = localization.title(for: expansion.key, default: expansion.member.title)
        var refused: [FormInputError] = []
        for action in [.add, .delete, .move] as [FormGroup<[Model]>.ItemEditing] where actions.contains(action) {
            if let refusal = groupRefusal(group, action) {
                refused.append(
                    localization.inputError(
                        key: expansion.key, title: title, reason: refusal.reason, input: "", phrase: refusal.phrase))
            }
        }
        let limit = expansion.member.options.itemLimit
        if count > limit {
            refused.append(
                localization.inputError(
                    key: expansion.key, title: title, reason: .tooManyItems(limit: limit), input: "",
                    phrase: FormPhrase("group.tooMany", count: limit)))
        }
        return refused
    }
}
