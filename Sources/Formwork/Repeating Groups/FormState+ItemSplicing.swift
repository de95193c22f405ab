extension FormState {
    // MARK: Inserting and removing an item in place
    //
    // A form whose repeating group gains or loses an item at position `p`
    // has the rows and sections of the other shape's schema, which are this
    // form's with the item's block of rows and sections inserted or removed
    // there: an item's rows and sections depend only on its index, and
    // every item has the same number of each. So the values, the refused
    // edits and the conditions' state are this form's, shifted past the
    // block, and what the edit changes on screen is the item's sections.
    // That holds while nothing outside the item can change with it: no
    // closure condition (which reads the whole model), no condition outside
    // the items reading the group, and an access policy that allows every
    // key (a policy decides by key, and the keys after the item shift).
    // Otherwise the edit goes through ``reshape(to:values:items:listChanges:)``.

    /// Whether inserting or removing an item of `group`, giving the schema
    /// `reshaped`, changes nothing outside the item but positions and keys.
    func canSplice(_ group: Int, into reshaped: FormSchema) -> Bool {
        reshaped.closureConditions.isEmpty && !reshaped.groups[group].isReadOutsideItems && store.accessAllowsEverything
    }

    /// Inserts the item whose rows read `itemValues`, one for each of the
    /// item's rows, starting from `origin`, at `index` of `group`, taking
    /// the schema `reshaped`.
    mutating func splice(
        inserting itemValues: [FormValue], _ origin: ItemOrigin, at index: Int, group: Int, reshaped: FormSchema,
        _ listChange: FormChange.ListChange
    ) -> FormChange {
        let expansion = reshaped.groups[group]
        let rows = expansion.itemRows[index]
        let newEnd = expansion.itemRows.last?.upperBound ?? rows.upperBound
        let sections = reshaped.sectionsNested(in: expansion.itemSections[index])
        // Taken before the schema changes: a form whose items are the source's own has none.
        var state = takeItemState()
        state.insert(origin, at: index, group: group)
        items = state
        values.insert(contentsOf: itemValues, at: rows.lowerBound)
        shiftInputErrors(from: rows.lowerBound, by: rows.count, in: reshaped)
        schema = reshaped
        conditionState.insert(rows: rows.count, at: rows.lowerBound, sections: sections.count, at: sections.lowerBound)
        let flips = flips(of: expansion.itemConditions[index])
        for flip in flips { _ = conditionState.set(flip.target, flip.state) }
        for section in sections { conditionState.sectionPresent.set(section, isSectionPresent(section)) }
        conditionCounts.examined = rows.count + sections.count
        var parts = FormChange.Parts()
        for section in sections where conditionState.sectionPresent[section] {
            parts.insertedSections.append(conditionState.sectionPresent.count(before: section))
            parts.appearedKeys += visibleRowKeys(of: section)
        }
        parts.listChanges = [listChange]
        parts.conditionError = conditionState.closureError
        // Item `i`'s keys name position `i`: before the new last item, a key
        // held the value now `rows.count` rows further on; the new last
        // item's keys are new.
        var changed = [expansion.key]
        let oldEnd = newEnd - rows.count
        for row in rows.lowerBound..<oldEnd where values[row] != values[row + rows.count] {
            changed.append(reshaped.rows[row].key)
        }
        for row in oldEnd..<newEnd { changed.append(reshaped.rows[row].key) }
        return FormChange(changedKeys: changed, parts: parts)
    }

    /// Removes the item at `index` of `group`, taking the schema `reshaped`.
    mutating func splice(
        removingAt index: Int, group: Int, reshaped: FormSchema, _ listChange: FormChange.ListChange
    ) -> FormChange {
        let expansion = schema.groups[group]
        let rows = expansion.itemRows[index]
        let oldEnd = expansion.itemRows.last?.upperBound ?? rows.upperBound
        let sections = schema.sectionsNested(in: expansion.itemSections[index])
        var parts = FormChange.Parts()
        for section in sections where conditionState.sectionPresent[section] {
            parts.deletedSections.append(conditionState.sectionPresent.count(before: section))
            parts.disappearedKeys += visibleRowKeys(of: section)
        }
        let removed = Array(values[rows])
        let goneKeys = schema.rows[(oldEnd - rows.count)..<oldEnd].map(\.key)
        values.removeSubrange(rows)
        for row in rows where inputErrors[row] != nil { inputErrors[row] = nil }
        shiftInputErrors(from: rows.upperBound, by: -rows.count, in: reshaped)
        conditionState.remove(rows: rows, sections: sections)
        // Taken before the schema changes: a form whose items are the source's own has none.
        var state = takeItemState()
        state.remove(at: index, group: group)
        items = state
        schema = reshaped
        conditionCounts.examined = rows.count + sections.count
        parts.listChanges = [listChange]
        parts.conditionError = conditionState.closureError
        // Before the old last item, a key held the value of the removed item
        // or the value now `rows.count` rows back; the old last item's keys are gone.
        var changed = [expansion.key]
        for row in rows.lowerBound..<(oldEnd - rows.count) {
            let previous = row < rows.upperBound ? removed[row - rows.lowerBound] : values[row - rows.count]
            if values[row] != previous { changed.append(reshaped.rows[row].key) }
        }
        return FormChange(changedKeys: changed + goneKeys, parts: parts)
    }

    /// The items' state, taken out of the form so that changing it changes
    /// its arrays in place rather than copying them.
    private mutating func takeItemState() -> ItemState {
        let state = itemState
        items = nil
        return state
    }

    /// The keys of the visible rows of the section at `index`, in order.
    private func visibleRowKeys(of index: Int) -> [String] {
        var keys: [String] = []
        for row in schema.sections[index].rows where conditionState.rowVisible[row] { keys.append(schema.rows[row].key) }
        return keys
    }

    /// Moves the refused edits of the rows from `start` on by `offset`
    /// rows, each keyed by the row it lands on in `reshaped`.
    private mutating func shiftInputErrors(from start: Int, by offset: Int, in reshaped: FormSchema) {
        guard !inputErrors.isEmpty else { return }
        var shifted: [Int: FormInputError] = [:]
        for (row, error) in inputErrors {
            guard row >= start else {
                shifted[row] = error
                continue
            }
            var moved = error
            moved.key = reshaped.rows[row + offset].key
            shifted[row + offset] = moved
        }
        inputErrors = shifted
    }
}
