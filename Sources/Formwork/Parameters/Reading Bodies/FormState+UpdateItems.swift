import Foundation

extension FormState {
    /// Updates the form from a `reading` that names a repeating group: the
    /// groups named take the body's items (see ``FormSentItems``), the form
    /// re-shaped to their counts, and body item `k` is read into form item
    /// `k` as the other rows are read (see ``update(from:options:)``).
    ///
    /// A group whose item count the person could not change (hidden,
    /// disabled, refused by the access policy, or not allowing adding or
    /// deleting items: ``groupRefusal(_:_:)``, judged on the values the
    /// update leaves) keeps its count, its key is refused, and the body's
    /// items within the count are read into its items as they stand.
    mutating func updateItems(
        _ reading: FormParameterMatch.Reading, options: FormUpdateOptions, source: BodySource
    ) -> FormUpdateResult {
        let sent = FormSentItems(
            reading, groups: schema.groups, dropsBlankItems: source == .urlEncoded && options.blankListItemsAreAbsent)
        if let exceeded = sent.limitExceeded {
            return FormUpdateResult(
                decodingProblems: [exceeded], rejectsUnknownKeys: options.rejectsUnknownKeys,
                rejectsRefusedKeys: options.rejectsRefusedKeys)
        }
        let current = schema.groups.map(\.itemRows.count)
        var counts = zip(sent.items, current).map { $0?.count ?? $1 }
        var refusedGroups: [String] = []
        while true {
            var candidate = self
            var result = candidate.readItems(reading, sent, counts: counts, options: options, source: source)
            let refused = counts.indices.filter { group in
                counts[group] != current[group] && !options.writesEveryRow
                    && candidate.groupRefusal(group, counts[group] > current[group] ? .add : .delete) != nil
            }
            guard refused.isEmpty else {
                for group in refused {
                    counts[group] = current[group]
                    refusedGroups.append(schema.groups[group].key)
                }
                continue
            }
            result.refusedKeys = refusedGroups + result.refusedKeys
            guard counts != current else {
                self = candidate
                return result
            }
            let errors = candidate.inputErrors
            let posted = candidate.store.postedFileIDs
            result.change = reshape(
                to: candidate.schema, values: candidate.values, items: candidate.items,
                listChanges: Self.listChanges(schema.groups, from: current, to: counts))
            inputErrors = errors
            // The candidate's items are the form's now, so its rows' ids name the same rows.
            keepPostedFiles(posted)
            return result
        }
    }

    /// The items' changes of a re-shaping from `current` counts to `counts`:
    /// items appended at the end, or the last ones removed, last first.
    private static func listChanges(
        _ groups: [FormSchema.GroupExpansion], from current: [Int], to counts: [Int]
    ) -> [FormChange.ListChange] {
        var changes: [FormChange.ListChange] = []
        for (group, expansion) in groups.enumerated() where counts[group] != current[group] {
            if counts[group] > current[group] {
                changes += (current[group]..<counts[group]).map { .inserted(key: expansion.key, index: $0) }
            } else {
                changes += (counts[group]..<current[group]).reversed().map { .removed(key: expansion.key, index: $0) }
            }
        }
        return changes
    }

    /// Re-shapes the form to `counts` (items past a count removed, new
    /// items `Item()`), then reads the rows outside the groups from
    /// `reading` and item `k`'s rows from the body's item `k`.
    private mutating func readItems(
        _ reading: FormParameterMatch.Reading, _ sent: FormSentItems, counts: [Int], options: FormUpdateOptions,
        source: BodySource
    ) -> FormUpdateResult {
        let before = schema
        let recognised = pathsMappingsWrite()
        if counts != before.groups.map(\.itemRows.count) {
            resize(to: counts)
        }
        let combined = sent.reading(reading, from: before, in: schema, recognised: recognised)
        return updateRows(combined, options: options, source: source)
    }

    /// Swaps in the schema whose groups hold `counts` items: each group's
    /// first items kept, the rest removed, new ones `Item()`.
    private mutating func resize(to counts: [Int]) {
        var model = schema.modelValues(values)
        var state = itemState
        for (group, count) in counts.enumerated() {
            let held = model.items[group].count
            if count < held {
                for index in (count..<held).reversed() { state.remove(at: index, group: group) }
            } else if count > held {
                for index in held..<count { state.insert(.blank, at: index, group: group) }
            }
        }
        model.resize(to: counts, groups: schema.groups)
        // The registry builds the other shape from this type's own schema, which is cached: it cannot fail here.
        guard let reshaped = try? SchemaRegistry.shared.schema(for: Model.self, shape: model.shape) else { return }
        // The rows outside the groups keep their refused edits, found by key in the new shape.
        let kept = inputErrors.compactMap { index, error in schema.rows[index].item == nil ? (schema.rows[index].key, error) : nil
        }
        _ = reshape(to: reshaped, values: reshaped.values(of: model), items: state, listChanges: [])
        for (key, error) in kept {
            if let index = schema.rowIndex[key] { inputErrors[index] = error }
        }
    }
}
